/**
 * The offline change of the manager's ticket tools: a tip edit (PUT bill/updateTipStaff) is shown at
 * once in the ticket, the day's closed tickets and the staff's income on this device, queued, and sent
 * exactly once (src/offline/registry.ts loads this file). Void and refund are not here: they move money
 * and need the network (ticket-actions.ts).
 */
import type { QueryKey } from '@tanstack/react-query';
import { ticketEndpoints } from '../../contract/endpoints/tickets.ts';
import type { BillDetail, IncomeReport } from '../../contract/income.ts';
import { fromCents, toCents } from '../../contract/money.ts';
import type { ClosedTicketsPage, UpdateTipBody } from '../../contract/tickets.ts';
import { formatMoney } from '../../lib/format.ts';
import { QUERY_ROOTS } from '../../lib/query-roots.ts';
import { defineOfflineChange, onQueries } from '../../offline/define.ts';

/** Changes of one ticket are sent in order; a refused one holds back only that ticket's. */
export const ticketEntity = (billId: number) => `ticket:${billId}`;

/** The ticket's amounts with the new tip (the total moves with the tip, as on the server). */
export function withTip(detail: BillDetail, body: UpdateTipBody): BillDetail {
  if (detail.billId !== body.billId) return detail;
  const delta = toCents(body.totalTip) - toCents(detail.tip);
  const share = new Map(body.data.map((d) => [d.staffId, d.tipAmount]));
  const total = fromCents(toCents(detail.total) + delta);
  return {
    ...detail,
    tip: body.totalTip,
    total,
    refundable: fromCents(Math.max(0, toCents(total) - toCents(detail.refunded))),
    tipShares: detail.tipShares.map((s) => ({ ...s, tipAmount: share.get(s.staffId) ?? 0 })),
  };
}

/** The day's list: the ticket's total and tip. */
export function withTipInList(page: ClosedTicketsPage, body: UpdateTipBody): ClosedTicketsPage {
  if (!page.tickets.some((t) => t.billId === body.billId)) return page;
  return {
    ...page,
    tickets: page.tickets.map((t) =>
      t.billId === body.billId
        ? {
            ...t,
            tip: body.totalTip,
            total: fromCents(toCents(t.total) + toCents(body.totalTip) - toCents(t.tip)),
          }
        : t,
    ),
  };
}

/** A staff member's income (their id is in the key): their tip on the ticket, and the period's sums. */
export function withTipInIncome(report: IncomeReport, body: UpdateTipBody, key: QueryKey): IncomeReport {
  const staffId = key[2];
  const ticket = report.tickets.find((t) => t.id === body.billId);
  if (typeof staffId !== 'number' || !ticket) return report;
  const next = body.data.find((d) => d.staffId === staffId)?.tipAmount ?? 0;
  const delta = toCents(next) - toCents(ticket.tip);
  if (delta === 0) return report;
  const plus = (amount: number) => fromCents(toCents(amount) + delta);
  return {
    ...report,
    tip: plus(report.tip),
    totalAmount: plus(report.totalAmount),
    tickets: report.tickets.map((t) => (t === ticket ? { ...t, tip: next, total: plus(t.total) } : t)),
  };
}

export const updateTip = defineOfflineChange<typeof ticketEndpoints.updateTip, { billNumber: number }>({
  kind: 'ticket.tip',
  endpoint: ticketEndpoints.updateTip,
  entity: ({ body }) => ticketEntity(body.billId),
  label: ({ body }, { billNumber }) => `Tip ${formatMoney(body.totalTip)} on ticket #${billNumber}`,
  queries: [
    onQueries<BillDetail, { body: UpdateTipBody }>([QUERY_ROOTS.tickets, 'detail'], (detail, { body }) =>
      withTip(detail, body),
    ),
    onQueries<ClosedTicketsPage, { body: UpdateTipBody }>([QUERY_ROOTS.tickets, 'closed'], (page, { body }) =>
      withTipInList(page, body),
    ),
    onQueries<IncomeReport, { body: UpdateTipBody }>(
      [QUERY_ROOTS.income, 'report'],
      (report, { body }, key) => withTipInIncome(report, body, key),
    ),
  ],
});
