import {
  Alert,
  Avatar,
  Badge,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { TickIcon } from './icons.tsx';
import classes from './staff-picker-dialog.module.css';
import { STAFF_PICKER_TEXT, STAFF_SEARCH_DEBOUNCE_MS, searchStaff } from './staff-search.ts';

export interface PickableStaff {
  id: number;
  name: string;
  avatar: string | null;
  /** Free for the time in question; undefined when this device does not know. Busy ones stay choosable. */
  available?: boolean;
}

export { STAFF_PICKER_TEXT };

/**
 * The one staff picker (spec part 2 "Shared dialogs"): Filter Staff (first row All Staff), Change Staff
 * (full screen, first row Anyone, busy staff marked, given ids hidden) and Assign To (no first row). A
 * search box (case ignored, trimmed, 200 ms after the last key), the first row when given (chosen as
 * null), then the staff whose name holds the text, or "No found". Choosing calls `onPick` and closes.
 */
export function StaffPickerDialog({
  opened,
  onClose,
  title,
  fullScreen = false,
  onPick,
  ...list
}: StaffPickerListProps & {
  opened: boolean;
  onClose: () => void;
  fullScreen?: boolean;
}) {
  const pick = (id: number | null) => {
    onPick(id);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered={!fullScreen} fullScreen={fullScreen}>
      <StaffPickerList {...list} title={title} onPick={pick} tall={fullScreen} autoFocus />
    </Modal>
  );
}

export interface StaffPickerListProps {
  title: string;
  /** The row meaning no particular staff member (All Staff, Anyone); none when absent. */
  firstRow?: string | undefined;
  staff: readonly PickableStaff[];
  /** The current choice (null: the first row). */
  selected: number | null | undefined;
  onPick: (staffId: number | null) => void;
  hideIds?: readonly number[];
  /** The staff are still being fetched (shown while none are known yet). */
  loading?: boolean;
  /** Said above the list (e.g. that who is free is not known on this device). */
  note?: string | undefined;
}

/**
 * The picker's search and rows, in a dialog or on a page (the booking wizard's Staff step): the search
 * box, the first row when given, then the staff whose name holds the text, or "No found".
 */
export function StaffPickerList({
  title,
  firstRow,
  staff,
  selected,
  onPick,
  hideIds = [],
  loading = false,
  note,
  tall = false,
  autoFocus = false,
}: StaffPickerListProps & { tall?: boolean; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, STAFF_SEARCH_DEBOUNCE_MS);
  const found = searchStaff(
    staff.filter((s) => !hideIds.includes(s.id)),
    search,
  );
  const pick = onPick;
  return (
    <Stack gap="sm" data-testid="staff-picker">
      {note && (
        <Alert color="gray" variant="light">
          {note}
        </Alert>
      )}
      <TextInput
        placeholder={STAFF_PICKER_TEXT.placeholder}
        aria-label={STAFF_PICKER_TEXT.placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
      />
      <Stack
        gap={0}
        component="ul"
        className={tall ? `${classes.list} ${classes.tall}` : classes.list}
        aria-label={title}
      >
        {firstRow !== undefined && (
          <li>
            <Row
              label={firstRow}
              avatar={undefined}
              selected={selected === null}
              busy={false}
              onPick={() => pick(null)}
            />
          </li>
        )}
        {found.map((s) => (
          <li key={s.id}>
            <Row
              label={s.name}
              avatar={s.avatar}
              selected={selected === s.id}
              busy={s.available === false}
              onPick={() => pick(s.id)}
            />
          </li>
        ))}
      </Stack>
      {loading && found.length === 0 ? (
        <Group justify="center" py="md" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading the staff…
          </Text>
        </Group>
      ) : (
        found.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" role="status" data-testid="staff-none-found">
            {STAFF_PICKER_TEXT.noneFound}
          </Text>
        )
      )}
    </Stack>
  );
}

function Row({
  label,
  avatar,
  selected,
  busy,
  onPick,
}: {
  label: string;
  /** undefined: the first row, without a picture. */
  avatar: string | null | undefined;
  selected: boolean;
  busy: boolean;
  onPick: () => void;
}) {
  return (
    <UnstyledButton className={classes.row} onClick={onPick} aria-pressed={selected} data-testid="staff-row">
      <Group gap="sm" wrap="nowrap">
        {avatar !== undefined && (
          <Avatar src={avatar} alt="" size={32} radius="xl" color="pink">
            {label.charAt(0)}
          </Avatar>
        )}
        <Text fw={selected ? 700 : 400} style={{ flex: 1 }} lineClamp={1}>
          {label}
        </Text>
        {busy && (
          // Dark text on the light orange: the status reads at AA contrast, the colour only backs it.
          <Badge color="orange" variant="light" c="dark.7">
            Busy
          </Badge>
        )}
        {selected && <TickIcon size={18} />}
      </Group>
    </UnstyledButton>
  );
}
