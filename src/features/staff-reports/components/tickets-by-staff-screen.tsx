import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { TicketsByStaff } from '../../../contract/manager-reports.ts';
import { dayTitle } from '../../../lib/day.ts';
import { useManager } from '../../../lib/signed-in.ts';
import { useKept } from '../../../offline/kept.ts';
import { EmptyNotice } from '../../../ui/empty-notice.tsx';
import { KeptView } from '../../../ui/kept-view.tsx';
import { DayPicker } from '../../../ui/pickers.tsx';
import { useScreenTitle } from '../../../ui/screen-title.tsx';
import { useKnownStaffName } from '../api/staff-daily.ts';
import { ticketsByStaff } from '../api/tickets-by-staff.ts';
import {
  countByTab,
  isTicketTab,
  TICKET_TAB_LABELS,
  type TicketTab,
  ticketsOfTab,
} from '../model/staff-tickets.ts';
import { StaffTicketCard } from './staff-ticket-card.tsx';

/** Spec §8: the empty text of a list of tickets. */
const NO_TICKETS = 'No tickets found';

/**
 * /ticket-by-staff/:id (spec part 1 §2): a staff member's tickets of a day (today by default, a day
 * picker up to today) under the tabs OPEN and CLOSED with their counts.
 */
export function TicketsOfDayScreen({
  staffId,
  day,
  tab,
  onDay,
  onTab,
}: {
  staffId: number;
  day: string;
  tab: TicketTab;
  onDay: (day: string) => void;
  onTab: (tab: TicketTab) => void;
}) {
  const { salon, today } = useManager();
  useScreenTitle(useKnownStaffName(salon.id, staffId));
  return (
    <Stack gap="md">
      <DayPicker label="Date" value={day} maxDate={today} onChange={onDay} />
      <StaffTickets staffId={staffId} day={day} tabs={['OPEN', 'CLOSED']} tab={tab} onTab={onTab} />
    </Stack>
  );
}

/** /ticket-by-staff/:id/:name (spec part 1 §2): the staff member's tickets of today, ALL, OPEN and CLOSED. */
export function TicketsByNameScreen({
  staffId,
  name,
  tab,
  onTab,
}: {
  staffId: number;
  name: string;
  tab: TicketTab;
  onTab: (tab: TicketTab) => void;
}) {
  const { today } = useManager();
  useScreenTitle(name.trim() || undefined);
  return (
    <StaffTickets staffId={staffId} day={today} tabs={['ALL', 'OPEN', 'CLOSED']} tab={tab} onTab={onTab} />
  );
}

function StaffTickets({
  staffId,
  day,
  tabs,
  tab,
  onTab,
}: {
  staffId: number;
  day: string;
  tabs: readonly TicketTab[];
  tab: TicketTab;
  onTab: (tab: TicketTab) => void;
}) {
  const { salon, today } = useManager();
  const read = useKept(ticketsByStaff, { shopId: salon.id, staffId, day }, { standIn: true });
  return (
    <Stack gap="md">
      <KeptView
        read={read}
        what="day's tickets"
        notFound
        header={
          <Text fw={700} data-testid="tickets-day">
            {dayTitle(day, today)}
          </Text>
        }
      >
        {(data) => <TicketTabs data={data} day={day} tabs={tabs} tab={tab} onTab={onTab} />}
      </KeptView>
    </Stack>
  );
}

function TicketTabs({
  data,
  day,
  tabs,
  tab,
  onTab,
}: {
  data: TicketsByStaff;
  day: string;
  tabs: readonly TicketTab[];
  tab: TicketTab;
  onTab: (tab: TicketTab) => void;
}) {
  const counts = countByTab(data.tickets);
  const shown = ticketsOfTab(data.tickets, tab);
  return (
    <>
      <Tabs value={tab} onChange={(v) => isTicketTab(v) && onTab(v)}>
        <Tabs.List grow>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {`${TICKET_TAB_LABELS[t]} (${counts[t]})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {shown.length === 0 ? (
        <EmptyNotice text={NO_TICKETS} />
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((t) => (
            <li key={t.billId}>
              <StaffTicketCard staffId={data.staffId} day={day} ticket={t} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
