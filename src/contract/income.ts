import * as z from 'zod/mini';
import { id, idParam, isoDate, money, moneySum, percent } from './common.ts';
import { BILL_STATES, payment, ticketChange, tipShare } from './tickets.ts';

/**
 * A staff member's income (spec part 1 §3 "Income report", §7 getBillByStaff) and the detail of one of
 * their tickets (§3 "Bill/ticket detail", §7 getBillDetailV2). Rules: docs/reports.md, "Staff income".
 */

export const INCOME_TYPES = ['DAY', 'WEEK', 'RANGE'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

/** The longest RANGE one request may ask for, in business days. */
export const MAX_INCOME_DAYS = 366;

/**
 * DAY is today and WEEK is Monday to Sunday of this week, in the salon's time zone; RANGE is
 * `startDate` … `endDate` (YYYY-MM-DD, both included) and needs both. DAY and WEEK accept and ignore
 * the dates (the app may send what its pickers hold), but dates that are sent must be well formed.
 */
export const incomeQuery = z
  .strictObject({
    type: z.enum(INCOME_TYPES, 'type must be DAY, WEEK or RANGE'),
    staffId: idParam,
    startDate: z.optional(isoDate),
    endDate: z.optional(isoDate),
  })
  .check(
    z.refine((q) => q.type !== 'RANGE' || (q.startDate !== undefined && q.endDate !== undefined), {
      message: 'A RANGE needs both startDate and endDate (YYYY-MM-DD)',
      path: ['startDate'],
    }),
  );
export type IncomeQuery = z.infer<typeof incomeQuery>;

/** Spec "Ticket (staff history)": the staff member's part of one closed ticket. */
export const incomeTicket = z.object({
  /** The ticket (bill) id, for getBillDetailV2. */
  id,
  billNumber: z.int(),
  /** As stored: WALL-IN for a walk-in (the app shows Walk-In); may be empty. */
  customerName: z.string(),
  /** The ticket's review, 1 to 5; 0 when not reviewed. */
  star: z.int().check(z.minimum(0), z.maximum(5)),
  /** This staff member's tip on the ticket. */
  tip: money,
  /** Supply fees of this staff member's service lines. */
  supply: money,
  /** This staff member's service sales plus their tip (never the whole ticket's total). */
  total: money,
  /** Closing time, MM/DD/YYYY hh:mm:ss AM/PM in the salon's time zone. */
  create: z.string(),
});
export type IncomeTicket = z.infer<typeof incomeTicket>;

/** Spec "Income report". Every figure adds up the tickets of `tickets` (nothing else). */
export const incomeReport = z.object({
  /** Sum of the tickets' `total` (service sales plus tips). */
  totalAmount: moneySum,
  /** round(service sales × the staff member's commission rate), over the whole period. */
  commission: moneySum,
  tip: moneySum,
  /** Discounts paid by this staff member (source STAFF); the salon's own discounts are not theirs. */
  discount: moneySum,
  supply: moneySum,
  totalTickets: z.int(),
  /** Tickets that came from an appointment. */
  totalBooking: z.int(),
  /** The period, first and last business day (YYYY-MM-DD), both included. */
  from: isoDate,
  to: isoDate,
  /** Newest first. */
  tickets: z.array(incomeTicket),
});
export type IncomeReport = z.infer<typeof incomeReport>;

export const billDetailQuery = z.strictObject({ billId: idParam });

/** A line of the ticket: a service (with its technician), a product or a gift card (no technician). */
export const billLine = z.object({
  serviceName: z.string(),
  /** The technician's first and last name; empty for a product or a gift card. */
  technician: z.string(),
  staffId: z.nullable(id),
  price: money,
});

/** Spec "Bill/ticket detail". Amounts are the whole ticket's. */
export const billDetail = z.object({
  billNumber: z.int(),
  billId: id,
  services: z.array(billLine),
  /** Managers see the phone's 10 digits, staff its last 4 (as in the appointment detail). */
  customer: z.object({ name: z.string(), phone: z.string() }),
  /** Checkout time (check-in time while the ticket is open), MM/DD/YYYY HH:mm:ss (24 h) in salon time. */
  payment: z.object({ strCreateDate: z.string() }),
  subTotal: money,
  discount: money,
  expressAmount: money,
  tax: money,
  tip: money,
  total: money,
  /** Card fee percent at checkout, e.g. 3.5. */
  cashDiscountCredit: percent,
  reviews: z.nullable(z.object({ star: z.int().check(z.minimum(1), z.maximum(5)), comment: z.string() })),
  /** OPEN, CLOSED or VOID (the manager ticket tools act on CLOSED tickets only). */
  status: z.enum(BILL_STATES),
  /** Check-in time, MM/DD/YYYY HH:mm:ss (24 h) in salon time. */
  strCheckinDate: z.string(),
  voidReason: z.nullable(z.string()),
  /** The card fee charged, in dollars. */
  cardFee: money,
  payments: z.array(payment),
  /**
   * Each staff member with a service line on the ticket and their share of the tip; a staff member who
   * is not a manager sees only their own row.
   */
  tipShares: z.array(tipShare),
  /** What was refunded so far, and what may still be refunded (total minus refunded). */
  refunded: moneySum,
  refundable: moneySum,
  /** Tip changes, void, refunds and updates, oldest first; managers only (staff get an empty list). */
  history: z.array(ticketChange),
});
export type BillDetail = z.infer<typeof billDetail>;
