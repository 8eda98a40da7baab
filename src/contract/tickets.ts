import * as z from 'zod/mini';
import { amountInput, countParam, id, isoDate, money, pageParam, positiveAmount, text } from './common.ts';

/**
 * Manager ticket tools (spec part 1 §2 /tickets, /ticketDetailV2, adjust-tip, split-tip; part 2 Void and
 * Refund modals). Rules: docs/reports.md ("Tickets, tips, voids and refunds").
 */

/** Spec §9: closed-ticket page size 10, starting at page 1. */
export const CLOSED_TICKETS_PAGE_SIZE = 10;

/** GET report/getBillV2?startTime(YYYY-MM-DD)&type=CLOSE&page&limit. */
export const closedTicketsQuery = z.strictObject({
  startTime: isoDate,
  type: z.literal('CLOSE', 'type must be CLOSE'),
  page: pageParam,
  limit: countParam('limit', 1, 100),
});
export type ClosedTicketsQuery = z.infer<typeof closedTicketsQuery>;

/** CLOSED, or VOID once voided (a voided ticket stays in its day's list, marked). */
export const TICKET_STATES = ['CLOSED', 'VOID'] as const;
export type TicketState = (typeof TICKET_STATES)[number];
/**
 * A ticket's state in its detail: OPEN while the client is still being served (the detail of an open
 * ticket is answered too: a manager's tickets-by-staff list has an OPEN tab), then CLOSED or VOID.
 */
export const BILL_STATES = ['OPEN', ...TICKET_STATES] as const;
export type BillState = (typeof BILL_STATES)[number];

/** Spec "Closed-ticket list item". */
export const closedTicket = z.object({
  billId: id,
  billNumber: z.int(),
  /** As stored: WALL-IN for a walk-in. */
  customerName: z.string(),
  /** Closing time, hh:mm AM/PM in salon time. */
  strTime: z.string(),
  /** Check-in time, hh:mm AM/PM in salon time. */
  strCheckinTime: z.string(),
  total: money,
  tip: money,
  /** What was refunded so far. */
  refunded: money,
  status: z.enum(TICKET_STATES),
});
export type ClosedTicket = z.infer<typeof closedTicket>;

export const closedTicketsPage = z.object({
  /** The salon's day listed, YYYY-MM-DD. */
  day: isoDate,
  page: z.int(),
  totalPage: z.int(),
  /** Tickets of the day, all pages. */
  totalItems: z.int(),
  /** Newest first. */
  tickets: z.array(closedTicket),
});
export type ClosedTicketsPage = z.infer<typeof closedTicketsPage>;

/** How a tip was shared out (split-tip), or SINGLE when the whole tip went to the only staff member. */
export const SPLIT_METHODS = ['SINGLE', 'PERCENT', 'EVEN', 'MANUAL'] as const;
export type SplitMethod = (typeof SPLIT_METHODS)[number];

/** One staff member's share of a tip (spec "Tip split row"). */
export const tipShare = z.object({
  staffId: id,
  name: z.string(),
  /** Their service lines on the ticket. */
  serviceAmount: money,
  tipAmount: money,
});
export type TipShare = z.infer<typeof tipShare>;

export const TICKET_CHANGE_KINDS = ['TIP', 'VOID', 'REFUND', 'UPDATE'] as const;
export type TicketChangeKind = (typeof TICKET_CHANGE_KINDS)[number];

/** One entry of a ticket's history: who changed what, when, before and after. */
export const ticketChange = z.object({
  kind: z.enum(TICKET_CHANGE_KINDS),
  /** Epoch milliseconds. */
  at: z.int(),
  /** The manager's first and last name. */
  by: z.string(),
  /** TIP: the tip before and after; REFUND: refunded before and after; VOID and UPDATE: null. */
  before: z.nullable(money),
  after: z.nullable(money),
  /** TIP only. */
  method: z.nullable(z.enum(SPLIT_METHODS)),
  /** VOID and REFUND: the reason given; UPDATE: what changed, in words. */
  note: z.string(),
});
export type TicketChange = z.infer<typeof ticketChange>;

/** How a person reads each payment method (spec part 2 §3: CREDIT_CARD, CASH, POINT; and the others). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  CREDIT_CARD: 'Credit card',
  CASH: 'Cash',
  GIFT_CARD: 'Gift card',
  CHECK_OTHER: 'Check / other',
  POINT: 'Reward points',
};

/** A payment method in words; a method this app does not know yet is written as words, not a code. */
export function paymentMethodLabel(method: string): string {
  const known = PAYMENT_METHOD_LABELS[method];
  if (known) return known;
  const words = method.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const payment = z.object({
  /** CREDIT_CARD, CASH, GIFT_CARD, CHECK_OTHER or POINT, as stored (PAYMENT_METHOD_LABELS names them). */
  method: z.string(),
  amount: money,
  last4: z.nullable(z.string()),
});

/** Spec: PUT bill/updateTipStaff {billId, totalTip, data[{staffId, tipAmount}]} (+ how it was split). */
export const updateTipBody = z.strictObject({
  billId: id,
  totalTip: amountInput('The tip'),
  data: z
    .array(z.strictObject({ staffId: id, tipAmount: amountInput('A share of the tip') }))
    .check(z.minLength(1, 'At least one staff member gets the tip'), z.maxLength(50)),
  splitMethod: z.optional(z.enum(SPLIT_METHODS)),
});
export type UpdateTipBody = z.infer<typeof updateTipBody>;

/** Reasons are short: the reason dialog's text. */
export const REASON_MAX = 500;

export const voidBody = z.strictObject({
  billId: id,
  reason: text(REASON_MAX).check(z.refine((s) => s.trim().length > 0, 'Please enter reason')),
});
export type VoidBody = z.infer<typeof voidBody>;

export const refundBody = z.strictObject({
  billId: id,
  amount: positiveAmount('The refund'),
  reason: text(REASON_MAX),
});
export type RefundBody = z.infer<typeof refundBody>;

/** "Update": the manager corrects who the customer was (decision: docs/decisions.md, "Ticket Update"). */
export const updateBillBody = z.strictObject({
  billId: id,
  customerName: text(100).check(z.refine((s) => s.trim().length > 0, 'Your input is required')),
  /** 10 digits, or empty for a walk-in. */
  customerPhone: z.string().check(z.regex(/^(\d{10})?$/, 'Please enter the correct format')),
});
export type UpdateBillBody = z.infer<typeof updateBillBody>;
