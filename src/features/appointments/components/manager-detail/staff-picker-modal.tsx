import { Alert, Avatar, Badge, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { ANYONE } from '../../model/manager-patches.ts';
import { initialsOf } from '../../model/slots.ts';

export interface PickableStaff {
  id: number;
  name: string;
  avatar: string | null;
  /** Free for the appointment's time; undefined when this device does not know. */
  available?: boolean;
}

function Row({
  name,
  avatar,
  selected,
  busy,
  onClick,
}: {
  name: string;
  avatar: string | null;
  selected: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={selected}
      data-testid="staff-option"
      p="sm"
      style={{
        borderRadius: 8,
        border: `1px solid ${selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
        background: selected ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group wrap="nowrap" justify="space-between">
        <Group wrap="nowrap" gap="sm">
          <Avatar src={avatar} alt="" radius="xl" color="blue">
            {name === ANYONE ? '?' : initialsOf(name)}
          </Avatar>
          <Text fw={selected ? 700 : 500}>{name}</Text>
        </Group>
        {busy && (
          <Badge color="orange.9" variant="light">
            Busy
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

/**
 * Change Staff (spec part 2 "Shared dialogs"): a full-screen list whose first row is Anyone, staff busy
 * at the appointment's time marked; given ids are hidden. Assign To (one service's staff member) is the
 * same list without Anyone.
 */
export function StaffPickerModal({
  opened,
  title,
  onClose,
  staff,
  loading,
  note,
  selected,
  hideIds = [],
  withAnyone,
  onPick,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  staff: readonly PickableStaff[];
  loading: boolean;
  /** Said above the list (e.g. that availability is not on this phone). */
  note?: string | undefined;
  /** The current choice (null: Anyone). */
  selected: number | null | undefined;
  hideIds?: readonly number[];
  withAnyone: boolean;
  onPick: (staffId: number | null) => void;
}) {
  const shown = staff.filter((s) => !hideIds.includes(s.id));
  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen>
      <Stack gap="xs" data-testid="staff-picker">
        {note && (
          <Alert color="gray" variant="light">
            {note}
          </Alert>
        )}
        {withAnyone && (
          <Row
            name={ANYONE}
            avatar={null}
            selected={selected === null}
            busy={false}
            onClick={() => onPick(null)}
          />
        )}
        {loading && shown.length === 0 ? (
          <Group justify="center" py="md" role="status">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Loading the staff…
            </Text>
          </Group>
        ) : (
          shown.map((s) => (
            <Row
              key={s.id}
              name={s.name}
              avatar={s.avatar}
              selected={selected === s.id}
              busy={s.available === false}
              onClick={() => onPick(s.id)}
            />
          ))
        )}
        {!loading && shown.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No found
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
