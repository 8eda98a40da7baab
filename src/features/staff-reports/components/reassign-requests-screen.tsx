import { Avatar, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReassignRequest } from '../../../contract/reassignment.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { useKept } from '../../../offline/kept.ts';
import { newMutationId } from '../../../offline/outbox.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { toast } from '../../../ui/toast.tsx';
import { reassignRequests, useReassignActions } from '../api/reassign-requests.ts';
import { reasonText, requestTimeText } from '../model/reassign.ts';

/** Quick reasons for declining a request (the reason dialog's buttons). */
const DECLINE_REASONS = ['No one is free', 'Keep the appointment', 'Customer asked for you'] as const;

/**
 * /reassignTickets (spec part 1 §2, §4 Reassignment): the technicians' pending requests to hand an
 * appointment on. The manager chooses an available staff member and confirms in a modal, or declines
 * with a reason; either way the list reloads.
 */
export function ReassignRequestsScreen() {
  const { salon } = useManager();
  const read = useKept(reassignRequests, salon.id);
  const actions = useReassignActions(salon.id);
  return (
    <Stack gap="md">
      <KeptView read={read} what="requests" empty={{ when: (data) => data.length === 0, text: 'No data' }}>
        {(data) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.map((request) => (
              <li key={request.assignAppointmentId}>
                <RequestCard request={request} actions={actions} />
              </li>
            ))}
          </Stack>
        )}
      </KeptView>
    </Stack>
  );
}

type Dialog = { kind: 'approve' | 'decline'; key: string } | null;

function RequestCard({
  request,
  actions,
}: {
  request: ReassignRequest;
  actions: ReturnType<typeof useReassignActions>;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const picked = request.staffAvailable.find((s) => String(s.staffId) === chosen);
  const open = (kind: 'approve' | 'decline') => setDialog({ kind, key: newMutationId() });
  const close = () => setDialog(null);
  return (
    <Card withBorder padding="sm" data-testid="reassign-request">
      <Stack gap={4}>
        <Text fw={700}>{customerLabel(request.customerName)}</Text>
        <Text size="sm">{requestTimeText(request.startTime, request.endTime)}</Text>
        {request.services.length > 0 && (
          <Text size="sm" c="dimmed">
            {request.services.join(', ')}
          </Text>
        )}
        <Group gap="md" mt={4}>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              From{' '}
            </Text>
            <Text span fw={600} size="sm" data-testid="request-from">
              {request.staffNameFrom}
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              To{' '}
            </Text>
            <Text span fw={600} size="sm">
              {request.staffNameTo}
            </Text>
          </Text>
        </Group>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Reason{' '}
          </Text>
          {reasonText(request.reasons)}
        </Text>
        {request.note && (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Note{' '}
            </Text>
            {request.note}
          </Text>
        )}
      </Stack>

      <Radio.Group
        mt="sm"
        label="Staff available"
        value={chosen}
        onChange={setChosen}
        data-testid="staff-available"
      >
        {request.staffAvailable.length === 0 ? (
          <Text size="sm" c="dimmed" mt={4}>
            No one is free at that time.
          </Text>
        ) : (
          <Stack gap={6} mt={6}>
            {request.staffAvailable.map((s) => (
              <Radio
                key={s.staffId}
                size="md"
                value={String(s.staffId)}
                label={
                  <Group gap={6} wrap="nowrap">
                    <Avatar src={s.avatar} alt="" size={24} radius="xl" color="pink">
                      {s.staffName.slice(0, 1).toUpperCase()}
                    </Avatar>
                    {s.staffName}
                  </Group>
                }
              />
            ))}
          </Stack>
        )}
      </Radio.Group>

      <Group grow mt="sm">
        <Button variant="outline" color="red.9" onClick={() => open('decline')}>
          Decline
        </Button>
        <Button disabled={!picked} onClick={() => open('approve')}>
          Assign
        </Button>
      </Group>

      <ConfirmDialog
        opened={dialog?.kind === 'approve'}
        onClose={close}
        message={
          picked &&
          `Give ${customerLabel(request.customerName)}'s appointment (${requestTimeText(request.startTime, request.endTime)}) to ${picked.staffName}?`
        }
        onConfirm={async () => {
          if (!picked || !dialog) return;
          await actions.approve(request, picked.staffId, dialog.key);
          toast.success(`Assigned to ${picked.staffName}`);
        }}
      />
      <ReasonDialog
        opened={dialog?.kind === 'decline'}
        onClose={close}
        title="Decline Request"
        message={`${request.staffNameFrom} keeps the appointment and sees your reason.`}
        quickReasons={DECLINE_REASONS}
        danger
        onConfirm={async (reason) => {
          if (!dialog) return;
          await actions.decline(request, reason, dialog.key);
          toast.success('Request declined');
        }}
      />
    </Card>
  );
}
