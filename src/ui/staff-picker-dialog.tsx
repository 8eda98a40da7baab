import { Avatar, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { TickIcon } from './icons.tsx';
import classes from './staff-picker-dialog.module.css';
import { STAFF_PICKER_TEXT, STAFF_SEARCH_DEBOUNCE_MS, searchStaff } from './staff-search.ts';

export interface PickableStaff {
  id: number;
  name: string;
  avatar: string | null;
}

export { STAFF_PICKER_TEXT };

/**
 * A staff picker (spec part 2 "Shared dialogs", e.g. Filter Staff): a search box, a first row meaning no
 * particular staff member (`firstRow`, chosen as null), then the staff whose name holds the text (case
 * ignored, trimmed, 200 ms after the last key), or "No found". Choosing closes it.
 */
export function StaffPickerDialog({
  opened,
  onClose,
  title,
  firstRow,
  staff,
  selected,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  firstRow: string;
  staff: readonly PickableStaff[];
  /** The current choice (null: the first row). */
  selected: number | null;
  onPick: (staffId: number | null) => void;
}) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, STAFF_SEARCH_DEBOUNCE_MS);
  const found = searchStaff(staff, search);
  const pick = (id: number | null) => {
    onPick(id);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <TextInput
          placeholder={STAFF_PICKER_TEXT.placeholder}
          aria-label={STAFF_PICKER_TEXT.placeholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <Stack gap={0} component="ul" className={classes.list} aria-label={title}>
          <li>
            <Row label={firstRow} avatar={undefined} selected={selected === null} onPick={() => pick(null)} />
          </li>
          {found.map((s) => (
            <li key={s.id}>
              <Row label={s.name} avatar={s.avatar} selected={selected === s.id} onPick={() => pick(s.id)} />
            </li>
          ))}
        </Stack>
        {found.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" role="status" data-testid="staff-none-found">
            {STAFF_PICKER_TEXT.noneFound}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

function Row({
  label,
  avatar,
  selected,
  onPick,
}: {
  label: string;
  /** undefined: the first row, without a picture. */
  avatar: string | null | undefined;
  selected: boolean;
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
        {selected && <TickIcon size={18} />}
      </Group>
    </UnstyledButton>
  );
}
