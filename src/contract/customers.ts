import * as z from 'zod/mini';
import { id, idParam, isoDate, money, moneySum, pageParam, phoneDigits, text } from './common.ts';

/**
 * Customers and their groups (spec part 2 §2 Customers, Customer group, Customer detail and edit; §3
 * Customer summary, row, detail, transaction, list paging). The group rules: docs/reports.md, "Customers".
 */

/** Spec §9: customer list page size. */
export const CUSTOMER_PAGE_SIZE = 10;
/** The largest page asked for: the CSV export reads a list 500 customers at a time. */
export const CUSTOMER_EXPORT_PAGE_SIZE = 500;

/** The spec's four groups (§2 Customer group). */
export const CUSTOMER_GROUPS = ['LOYALTY', 'NO_VISIT', 'BEST_RETURN', 'BIRTHDAY'] as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[number];
/** What a list may be asked for: a group, or every customer (the search table). */
export const CUSTOMER_LIST_TYPES = [...CUSTOMER_GROUPS, 'ALL'] as const;
export type CustomerListType = (typeof CUSTOMER_LIST_TYPES)[number];

/** Spec §9 slider ranges: amount 0 to 100000 step 100, points 0 to 10000 step 100, weeks 0 to 24. */
export const AMOUNT_SLIDER = { min: 0, max: 100_000, step: 100 } as const;
export const POINT_SLIDER = { min: 0, max: 10_000, step: 100 } as const;
export const WEEK_SLIDER = { min: 0, max: 24, step: 1 } as const;

const wholeIn = (what: string, min: number, max: number) =>
  z
    .int(`${what} must be a whole number from ${min} to ${max}.`)
    .check(
      z.gte(min, `${what} must be a whole number from ${min} to ${max}.`),
      z.lte(max, `${what} must be a whole number from ${min} to ${max}.`),
    );

/** A birthday as MM/DD (the year is not kept); 02/29 is a day. */
export const DOB_PATTERN = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Whether `dob` (MM/DD) is a day of the calendar (a leap year's: 02/29 is). */
export function isDob(dob: string): boolean {
  const m = DOB_PATTERN.exec(dob);
  if (!m) return false;
  return Number(m[2]) <= (DAYS_IN_MONTH[Number(m[1]) - 1] ?? 0);
}

/**
 * POST /customer/filterByGroup: the filter sheet's bounds plus keySearch and type (spec §7). A bound left
 * out is no bound. Amounts are whole dollars of spend, points whole points; a lower bound above 0 is
 * exclusive ("101-200" points is more than 100 and at most 200), 0 includes 0. The last-visit dates are
 * the salon's days (both included), the week presets counted back from today.
 */
export const filterByGroupBody = z.strictObject({
  type: z.enum(CUSTOMER_LIST_TYPES, 'type must be LOYALTY, NO_VISIT, BEST_RETURN, BIRTHDAY or ALL'),
  keySearch: z.optional(text(100)),
  page: wholeIn('page', 1, 100_000),
  size: z.optional(wholeIn('size', 1, CUSTOMER_EXPORT_PAGE_SIZE)),
  amountFrom: z.optional(wholeIn('amountFrom', AMOUNT_SLIDER.min, AMOUNT_SLIDER.max)),
  amountTo: z.optional(wholeIn('amountTo', AMOUNT_SLIDER.min, AMOUNT_SLIDER.max)),
  pointFrom: z.optional(wholeIn('pointFrom', POINT_SLIDER.min, POINT_SLIDER.max)),
  pointTo: z.optional(wholeIn('pointTo', POINT_SLIDER.min, POINT_SLIDER.max)),
  lastVisitFrom: z.optional(isoDate),
  lastVisitTo: z.optional(isoDate),
});
export type FilterByGroupBody = z.infer<typeof filterByGroupBody>;
/** The filter part of the body (what the filter sheet keeps). */
export type CustomerFilter = Omit<FilterByGroupBody, 'type' | 'keySearch' | 'page' | 'size'>;

/** Spec §3 "Customer row". Dates MM-DD-YYYY in the salon's zone; the phone whole (screens mask it). */
export const customerRow = z.object({
  customerId: id,
  customerName: z.string(),
  customerPhone: z.string(),
  email: z.string(),
  createdDate: z.string(),
  /** What the customer bought (docs/reports.md, "Customers"). */
  amountSpend: moneySum,
  point: z.int(),
  /** The last visit's day, MM-DD-YYYY; null for a customer who never bought anything. */
  lastTimeVisit: z.nullable(z.string()),
  /** Days since the last visit (Haven't Returned). */
  numNoReturn: z.nullable(z.int()),
  /** Days between the visit before the last one and the last one (Returned). */
  numReturnDays: z.nullable(z.int()),
  /** MM/DD. */
  dob: z.nullable(z.string()),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerPage = z.object({
  customers: z.array(customerRow),
  /** Customers of the list, all pages. */
  total: z.int(),
  /** The list's sums, all pages (the group header). */
  totalSpendAmount: moneySum,
  totalPoint: z.int(),
});
export type CustomerPage = z.infer<typeof customerPage>;

/** GET /customer/summary?groupType. */
export const summaryQuery = z.strictObject({
  groupType: z.optional(
    z.enum(CUSTOMER_GROUPS, 'groupType must be LOYALTY, NO_VISIT, BEST_RETURN or BIRTHDAY'),
  ),
});

/** Spec §3 "Customer summary"; totalSpendAmount and totalPoint are the asked group's (or all customers'). */
export const customerSummary = z.object({
  totalCustomer: z.int(),
  /** Visits (sales) that came from an appointment, and the others (walk-ins, with or without a record). */
  totalAppointment: z.int(),
  totalWalkIn: z.int(),
  totalReturn: z.int(),
  totalNotReturn: z.int(),
  totalBirthdayMonthly: z.int(),
  totalLoyalty: z.int(),
  totalSpendAmount: moneySum,
  totalPoint: z.int(),
});
export type CustomerSummary = z.infer<typeof customerSummary>;

/** GET customer/getAllCustomerAutoSearchPage?keyWord&page (spec §3 "List paging": size 10). */
export const searchQuery = z.strictObject({
  keyWord: z.optional(text(100)),
  page: z.optional(pageParam),
});

export const customerIdParams = z.strictObject({ id: idParam });

/** Spec §3 "Customer detail". */
export const customerDetail = z.object({
  customerId: id,
  customerName: z.string(),
  customerPhone: z.string(),
  email: z.string(),
  dob: z.nullable(z.string()),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  createdDate: z.string(),
  lastTimeVisit: z.nullable(z.string()),
  numVisit: z.int(),
  amountSpend: moneySum,
  point: z.int(),
  totalWalkIn: z.int(),
  totalAppointment: z.int(),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

/** Spec §3 "Customer transaction": one closed ticket of the customer. */
export const customerTransaction = z.object({
  billId: id,
  ticketNumber: z.int(),
  staffNames: z.array(z.string()),
  /** Closing time, MM-DD-YYYY hh:mm A in the salon's zone. */
  createdDate: z.string(),
  /** The customer's review, 1 to 5; null when not reviewed. */
  stars: z.nullable(z.int()),
  total: money,
  payments: z.array(
    z.object({
      /** CREDIT_CARD, CASH, POINT … as stored. */
      paymentType: z.string(),
      amount: money,
      last4Digit: z.nullable(z.string()),
    }),
  ),
  serviceNames: z.array(z.string()),
  supply: money,
  tip: money,
  discount: money,
  taxes: money,
  refunded: money,
  voided: z.boolean(),
});
export type CustomerTransaction = z.infer<typeof customerTransaction>;

/** Newest first; the latest TRANSACTIONS_SHOWN. */
export const TRANSACTIONS_SHOWN = 100;
export const customerTransactions = z.object({ transactions: z.array(customerTransaction), total: z.int() });
export type CustomerTransactions = z.infer<typeof customerTransactions>;

export const FULL_NAME_REQUIRED = 'Please enter the full name.';
export const DOB_INVALID = 'The birthday must be a day of the year, as MM/DD.';

/** POST customer/update (spec §7): fullName required, phone 10 digits, dob MM/DD or empty, the rest free. */
export const updateCustomerBody = z.strictObject({
  id,
  fullName: text(100).check(z.refine((v) => v.trim() !== '', FULL_NAME_REQUIRED)),
  phone: phoneDigits,
  dob: text(5).check(z.refine((v) => v === '' || isDob(v), DOB_INVALID)),
  email: text(200),
  address: text(200),
  city: text(100),
  state: text(50),
  zip: text(20),
});
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;
