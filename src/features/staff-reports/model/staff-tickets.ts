/** A ticket of a staff member (spec part 1 §3 "Staff ticket item"): the fields the tabs read. */
export interface TicketOfStaff {
  status: 'OPEN' | 'CLOSED';
}

/** /ticket-by-staff/:id/:name's tabs; /ticket-by-staff/:id has OPEN and CLOSED only. */
export const TICKET_TABS = ['ALL', 'OPEN', 'CLOSED'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];
export const TICKET_TAB_LABELS: Record<TicketTab, string> = { ALL: 'All', OPEN: 'Open', CLOSED: 'Closed' };

export function isTicketTab(value: unknown): value is TicketTab {
  return typeof value === 'string' && (TICKET_TABS as readonly string[]).includes(value);
}

/** How many tickets each tab shows. */
export function countByTab(tickets: readonly TicketOfStaff[]): Record<TicketTab, number> {
  let open = 0;
  for (const t of tickets) if (t.status === 'OPEN') open += 1;
  return { ALL: tickets.length, OPEN: open, CLOSED: tickets.length - open };
}

/** The tickets a tab shows, in the answer's order. */
export function ticketsOfTab<T extends TicketOfStaff>(tickets: readonly T[], tab: TicketTab): T[] {
  return tab === 'ALL' ? [...tickets] : tickets.filter((t) => t.status === tab);
}

/** How a closed ticket was paid (the spec's fields), shown under its total. */
export interface TicketPayments {
  creditCard: number;
  cash: number;
  checkOther: number;
  gift: number;
  reward: number;
}

export const TICKET_PAYMENT_LABELS: readonly { field: keyof TicketPayments; label: string }[] = [
  { field: 'creditCard', label: 'Card' },
  { field: 'cash', label: 'Cash' },
  { field: 'checkOther', label: 'Check/Other' },
  { field: 'gift', label: 'Gift' },
  { field: 'reward', label: 'Reward' },
];

/** /ticket-by-staff/:id's day: the one asked if it is a day up to today, else today (the picker's limit). */
export function ticketDay(asked: string | undefined, today: string): string {
  return asked !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= today ? asked : today;
}
