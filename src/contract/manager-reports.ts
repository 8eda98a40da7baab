import * as z from 'zod/mini';
import { id, idParam, isoDate, mdyDate, money, moneySum, percent } from './common.ts';

/**
 * The manager's reports beside the overview (spec part 1 §3 "Summary report", "Staff daily item",
 * "Staff ticket item", "Staff review"; §7 report/reportShop, /admin/staff, /report/reportStaffDaily,
 * admin/ticket-by-staff, admin/getListReviewStaff). Every figure comes from the formulas of
 * docs/reports.md, over the same tickets as the overview and the staff income.
 */

/** The longest period one report request covers, in business days (as the staff income). */
export const MAX_REPORT_DAYS = 366;

// ---- Summary report ----

/** GET report/reportShop?from&to: the business days `from` … `to` (YYYY-MM-DD), both included. */
export const summaryReportQuery = z.strictObject({ from: isoDate, to: isoDate });
export type SummaryReportQuery = z.infer<typeof summaryReportQuery>;

/**
 * Spec "Summary report" (wire names as the spec writes them: `gitCard` is the gift card payments).
 * Formulas: docs/reports.md, "Summary report".
 */
export const summaryReport = z.object({
  /** Tickets that count (closed in the period, not voided). */
  totalTickets: z.int(),
  /** Service lines, as sold (before discounts and refunds). */
  totalService: moneySum,
  /** Product lines, as sold. */
  totalProducts: moneySum,
  /** Gift card lines (gift cards sold), as sold. */
  totalGiftSold: moneySum,
  /** Tips of the tickets. */
  totalTip: moneySum,
  /** Discounts paid by the salon (source OWNER). */
  totalDiscountOwner: moneySum,
  /** Discounts paid by staff members (source STAFF). */
  totalDiscountEmployee: moneySum,
  /** What refunds took back from the lines' sales (the refunded share of the lines). */
  totalRefund: moneySum,
  /** Totals of the tickets of the period that were voided (they count nowhere else). */
  totalVoided: moneySum,
  /** total − totalDiscountOwner − totalFees when that is above 0, else 0. */
  profit: moneySum,
  /** The same when it is below 0, as a positive amount, else 0. */
  loss: moneySum,
  /** Payments by method (what the customers paid: tax, tips and express included, discounts taken off). */
  creditCard: moneySum,
  cash: moneySum,
  /** Gift card payments (spelled so on the wire). */
  gitCard: moneySum,
  checkOther: moneySum,
  rewardPoint: moneySum,
  /** Card payments less the tips paid by card (a ticket's tip is paid by card first). */
  totalSalesCC: moneySum,
  /** Card fees charged at checkout (and after tip changes). */
  totalFees: moneySum,
  /** The part of the card fees that fell on the tips paid by card. */
  totalCashDiscountTip: moneySum,
  /** totalService + totalProducts + totalGiftSold − totalRefund: the overview's grossSale. */
  total: moneySum,
  /** The period, first and last business day (YYYY-MM-DD). */
  from: isoDate,
  to: isoDate,
});
export type SummaryReport = z.infer<typeof summaryReport>;

// ---- Staff list with daily figures ----

/** GET /admin/staff: the salon's active staff (managers included), in the salon's order. */
export const adminStaffItem = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  /** 10 digits (managers only call this). */
  phone: z.string(),
  /** Null when the staff member has no picture (the app shows a default image). */
  urlImage: z.nullable(z.string()),
  positionName: z.string(),
  star: z.number(),
});
export type AdminStaffItem = z.infer<typeof adminStaffItem>;

/** GET /report/reportStaffDaily?date (YYYY-MM-DD, a business day of the salon). */
export const staffDailyQuery = z.strictObject({ date: isoDate });
export type StaffDailyQuery = z.infer<typeof staffDailyQuery>;

/**
 * Spec "Staff daily item": one row per active staff member of the salon (a row of zeros for one who did
 * nothing that day), in the order of GET /admin/staff. Formulas: docs/reports.md, "Staff daily figures".
 */
export const staffDailyItem = z.object({
  id,
  firstName: z.string(),
  urlImage: z.nullable(z.string()),
  phone: z.string(),
  /** Clock-in time of the day, hh:mm AM/PM in salon time; null when they have not clocked in. */
  clockInTimeCheck: z.nullable(z.string()),
  /** Turns taken that day (customers served, as the front desk counts them for the next turn). */
  turn: z.int(),
  /** Their appointments starting that day, canceled and deleted ones left out. */
  totalAppointment: z.int(),
  /** Their service lines on the day's tickets, as sold. */
  totalSaleService: moneySum,
  /** Their tips on the day's tickets. */
  totalTip: moneySum,
  /** totalSaleService + totalTip (their day, as their Commission tab counts it). */
  totalSaleToday: moneySum,
  /** Supply fees of their service lines. */
  totalSupply: moneySum,
});
export type StaffDailyItem = z.infer<typeof staffDailyItem>;

export const staffDaily = z.object({
  /** The business day, YYYY-MM-DD. */
  date: isoDate,
  staff: z.array(staffDailyItem),
});
export type StaffDaily = z.infer<typeof staffDaily>;

// ---- Tickets by staff ----

export const STAFF_TICKET_STATES = ['OPEN', 'CLOSED'] as const;
export type StaffTicketState = (typeof STAFF_TICKET_STATES)[number];

/**
 * GET admin/ticket-by-staff?shopId&staffId, with the optional type=FROM-TO&startDate&endDate
 * (MM-DD-YYYY, as the overview's FROM-TO): without them, the salon's today. `shopId` must be the
 * session's salon (another is 404).
 */
export const ticketsByStaffQuery = z
  .strictObject({
    shopId: idParam,
    staffId: idParam,
    type: z.optional(z.literal('FROM-TO', 'type must be FROM-TO')),
    startDate: z.optional(mdyDate),
    endDate: z.optional(mdyDate),
  })
  .check(
    z.refine(
      (q) =>
        (q.type === undefined && q.startDate === undefined && q.endDate === undefined) ||
        (q.type !== undefined && q.startDate !== undefined && q.endDate !== undefined),
      {
        message: 'A period needs type=FROM-TO with both startDate and endDate (MM-DD-YYYY), or none of them',
        path: ['startDate'],
      },
    ),
  );
export type TicketsByStaffQuery = z.infer<typeof ticketsByStaffQuery>;

/** A line of a staff ticket: a service (with who did it), a product or a gift card. */
export const staffTicketService = z.object({
  name: z.string(),
  price: money,
  /** Who did the service; null for a product or a gift card. */
  staffId: z.nullable(id),
});

/**
 * Spec "Staff ticket item", with what the ticket's detail screen shows (Fee and Supply rows). Amounts are
 * the whole ticket's; `staffServiceAmount` and `staffTip` are the staff member's part.
 */
export const staffTicketItem = z.object({
  billId: id,
  billNumber: z.int(),
  status: z.enum(STAFF_TICKET_STATES),
  /** The salon's business day of the ticket (closing day; check-in day while open), YYYY-MM-DD. */
  date: isoDate,
  /** Closing time (check-in time while open), hh:mm AM/PM in salon time. */
  time: z.string(),
  /** Check-in time, hh:mm AM/PM in salon time. */
  checkinTime: z.string(),
  /** As stored: WALL-IN for a walk-in. */
  customerName: z.string(),
  /** 10 digits, or empty for a walk-in. */
  customerPhone: z.string(),
  /** Every line of the ticket, in the order rung up. */
  services: z.array(staffTicketService),
  subTotal: money,
  discount: money,
  expressAmount: money,
  tax: money,
  tip: money,
  total: money,
  /** Card fee charged (the detail's Fee row). */
  fee: money,
  /** Card fee percent at checkout. */
  cashDiscountCredit: percent,
  /** Supply fees of the ticket's service lines (the detail's Supply row). */
  supply: money,
  /** The staff member's service lines and tip on this ticket. */
  staffServiceAmount: money,
  staffTip: money,
  /** Payments by method, for closed tickets; null while the ticket is open. */
  creditCard: z.nullable(money),
  cash: z.nullable(money),
  checkOther: z.nullable(money),
  gift: z.nullable(money),
  reward: z.nullable(money),
});
export type StaffTicketItem = z.infer<typeof staffTicketItem>;

export const ticketsByStaff = z.object({
  staffId: id,
  /** The period, first and last business day (YYYY-MM-DD). */
  from: isoDate,
  to: isoDate,
  /** Open tickets first (latest check-in first), then closed ones (latest closing first). */
  tickets: z.array(staffTicketItem),
});
export type TicketsByStaff = z.infer<typeof ticketsByStaff>;

// ---- Staff reviews ----

/** The smiley labels of feedback 1 to 5 (spec "Rating labels"). */
export const FEEDBACK_LABELS = ['Terrible', 'Bad', 'Okay', 'Good', 'Great'] as const;
/** The label of a feedback level 1 to 5 (an out-of-range level is clamped). */
export const feedbackLabel = (level: number): (typeof FEEDBACK_LABELS)[number] =>
  FEEDBACK_LABELS[Math.min(5, Math.max(1, Math.round(level))) - 1] ?? 'Okay';

/** The most recent reviews GET admin/getListReviewStaff answers. */
export const MAX_STAFF_REVIEWS = 200;

/**
 * Spec "Staff review": a customer's review of a ticket, once per staff member with a service line on it
 * (newest first, at most MAX_STAFF_REVIEWS rows).
 */
export const staffReview = z.object({
  reviewId: id,
  staffId: id,
  staffName: z.string(),
  avatar: z.nullable(z.string()),
  /** The smiley level, 1 (Terrible) to 5 (Great). */
  feedBack: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.string(),
  /** As stored: WALL-IN for a walk-in. */
  customerName: z.string(),
  billId: id,
  billNumber: z.int(),
  /** When the review was left, MM-DD-YYYY hh:mm AM/PM in salon time. */
  createDate: z.string(),
});
export type StaffReview = z.infer<typeof staffReview>;
