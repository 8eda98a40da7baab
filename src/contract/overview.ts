import * as z from 'zod/mini';
import { mdyDate, money, percent } from './common.ts';

export const overviewQuery = z.strictObject({
  staffId: z.optional(z.string()),
  type: z.literal('FROM-TO'),
  startDate: mdyDate,
  endDate: mdyDate,
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

export const serviceDetail = z.object({ serviceName: z.string(), totalAmount: money, percent });

/** Spec part 1 §3 "Overview response". Formulas: docs/reports.md. */
export const overview = z.object({
  totalCustomer: z.int(),
  totalAppointment: z.int(),
  totalNewCustomer: z.int(),
  grossSale: money,
  /** Change of the gross sale against the previous period of the same length, in percent. */
  percent,
  appointment: money,
  percentAppointment: percent,
  walkIn: money,
  percentWalkIn: percent,
  services: money,
  percentServices: percent,
  giftCard: money,
  percentGiftCard: percent,
  products: money,
  percentProducts: percent,
  serviceDetails: z.array(serviceDetail),
});
export type Overview = z.infer<typeof overview>;
