import * as z from 'zod/mini';
import { idParam, mdyDate, moneySum, percent } from './common.ts';

export const overviewQuery = z.strictObject({
  /** Sent as the spec does; the server scopes by the session's salon and ignores it. */
  staffId: z.optional(idParam),
  type: z.literal('FROM-TO'),
  startDate: mdyDate,
  endDate: mdyDate,
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

export const serviceDetail = z.object({ serviceName: z.string(), totalAmount: moneySum, percent });

/** Spec part 1 §3 "Overview response". Formulas: docs/reports.md. */
export const overview = z.object({
  totalCustomer: z.int(),
  totalAppointment: z.int(),
  totalNewCustomer: z.int(),
  grossSale: moneySum,
  /** Change of the gross sale against the same days of the period before (docs/reports.md), in percent. */
  percent,
  appointment: moneySum,
  percentAppointment: percent,
  walkIn: moneySum,
  percentWalkIn: percent,
  services: moneySum,
  percentServices: percent,
  giftCard: moneySum,
  percentGiftCard: percent,
  products: moneySum,
  percentProducts: percent,
  serviceDetails: z.array(serviceDetail),
});
export type Overview = z.infer<typeof overview>;
