import { Button, Group, Modal, Radio, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ASSIGN_REASON_LABELS, ASSIGN_REASONS } from '../../../contract/appointment.ts';
import type { StaffListItem } from '../../../contract/shop.ts';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { ASSIGN_NOTE_MAX, type AssignField, assignProblem } from '../model/appointment-view.ts';

export interface AssignInput {
  type: (typeof ASSIGN_REASONS)[number];
  staffIdTo: number;
  managerName: string;
  note: string;
}

/** Assign To: a reason (the fifth, OTHER, takes a note) and a manager (only Admins are listed). */
export function AssignToModal(props: {
  opened: boolean;
  onClose: () => void;
  managers: StaffListItem[];
  onAssign: (input: AssignInput) => Promise<void>;
}) {
  const [type, setType] = useState<(typeof ASSIGN_REASONS)[number] | null>(null);
  const [staffIdTo, setStaffIdTo] = useState<number | null>(
    props.managers.length === 1 ? (props.managers[0]?.id ?? null) : null,
  );
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: AssignField; message: string } | null>(null);
  // Sent once, however often Assign is tapped while it is on its way.
  const submit = useSingleFlight(async () => {
    const found = assignProblem({ type, staffIdTo, note });
    if (found || !type || staffIdTo === null) return setProblem(found);
    const manager = props.managers.find((m) => m.id === staffIdTo);
    await props.onAssign({
      type,
      staffIdTo,
      note: note.trim(),
      managerName: manager?.name ?? 'the manager',
    });
    props.onClose();
  });

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Assign To" centered>
      <Stack gap="md">
        <Radio.Group
          label="Reason"
          error={problem?.field === 'reason' ? problem.message : undefined}
          value={type}
          onChange={(v) => {
            setType(v as (typeof ASSIGN_REASONS)[number]);
            setProblem(null);
          }}
        >
          <Stack gap={8} mt={6}>
            {ASSIGN_REASONS.map((r) => (
              <Radio key={r} value={r} label={ASSIGN_REASON_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        {type === 'OTHER' && (
          <Textarea
            label="Note"
            placeholder="Please enter reason"
            autosize
            minRows={2}
            maxLength={ASSIGN_NOTE_MAX}
            description={`${note.length}/${ASSIGN_NOTE_MAX} characters`}
            error={problem?.field === 'note' ? problem.message : undefined}
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setProblem(null);
            }}
          />
        )}
        <Select
          label="Manager"
          placeholder={props.managers.length ? 'Choose a manager' : 'No manager found'}
          data={props.managers.map((m) => ({ value: String(m.id), label: m.name }))}
          value={staffIdTo === null ? null : String(staffIdTo)}
          onChange={(v) => {
            setStaffIdTo(v === null ? null : Number(v));
            setProblem(null);
          }}
          comboboxProps={{ withinPortal: true }}
          error={problem?.field === 'manager' ? problem.message : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
          <Button onClick={() => void submit.run()} loading={submit.busy}>
            Assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
