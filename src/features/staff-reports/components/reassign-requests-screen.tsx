import { Avatar, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReassignRequest } from '../../../contract/reassignment.ts';
import { whenIdle } from '../../../lib/idle.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { customerLabel } from '../../../lib/tickets.ts';
import { useKept } from '../../../offline/kept.ts';
import { newMutationId } from '../../../offline/outbox.ts';
import { KeptView } from '../../../ui/kept-view.tsx';
import { reassignRequests, useReassignActions } from '../api/reassign-requests.ts';
import { reasonText, requestTimeText } from '../model/reassign.ts';
import type { ReassignDialog } from './reassign-dialogs.tsx';

/** The dialogs (Modal, fields) load on idle or with the first tap, not with the screen. */
const loadDialogs = () => import('./reassign-dialogs.tsx');
const Dialogs = lazy(() => loadDialogs().then((m) => ({ default: m.ReassignDialogs })));

/**
 * /reassignTickets (spec part 1 §2, §4 Reassignment): the technicians' pending requests to hand an
 * appointment on. The manager chooses an available staff member and confirms in a modal, or declines
 * with a reason; either way the list reloads.
 */
export function ReassignRequestsScreen() {
  const { salon } = useManager();
  const read = useKept(reassignRequests, salon.id);
  const actions = useReassignActions(salon.id);
  // The last dialog opened stays (its words stay while it closes); `opened` says whether it shows.
  const [dialog, setDialog] = useState<ReassignDialog>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => whenIdle(() => void loadDialogs()), []);
  const open = (next: Exclude<ReassignDialog, null>) => {
    setDialog(next);
    setOpened(true);
  };
  return (
    <Stack gap="md">
      <KeptView
        read={read}
        what="reassignment requests"
        empty={{ when: (data) => data.length === 0, text: 'No data' }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.map((request) => (
              <li key={request.assignAppointmentId}>
                <RequestCard request={request} onOpen={open} />
              </li>
            ))}
          </Stack>
        )}
      </KeptView>
      {dialog && (
        // Mounted from the first opening on, so the dialogs keep their open and close transitions.
        <Suspense fallback={null}>
          <Dialogs dialog={dialog} opened={opened} onClose={() => setOpened(false)} actions={actions} />
        </Suspense>
      )}
    </Stack>
  );
}

function RequestCard({
  request,
  onOpen,
}: {
  request: ReassignRequest;
  onOpen: (dialog: Exclude<ReassignDialog, null>) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const picked = request.staffAvailable.find((s) => String(s.staffId) === chosen);
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
        <Button
          variant="outline"
          color="red.9"
          onClick={() => onOpen({ kind: 'decline', request, key: newMutationId() })}
        >
          Decline
        </Button>
        <Button
          disabled={!picked}
          onClick={() =>
            picked &&
            onOpen({
              kind: 'approve',
              request,
              staffId: picked.staffId,
              staffName: picked.staffName,
              key: newMutationId(),
            })
          }
        >
          Assign
        </Button>
      </Group>
    </Card>
  );
}
