import * as z from 'zod/mini';
import { id, phoneDigits } from './common.ts';

export const ADMIN_POSITION = 'Admin';

/** One salon a phone belongs to (spec part 1 §3 "Staff (from the sign-in lookup)"). */
export const signInRecord = z.object({
  id,
  shopId: id,
  companyName: z.string(),
  apiKey: z.string(),
  positionName: z.string(),
});
export type SignInRecord = z.infer<typeof signInRecord>;

export const staffProfile = z.object({
  id,
  shopId: id,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  positionName: z.string(),
  urlImage: z.nullable(z.string()),
  star: z.number(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const shopSummary = z.object({
  id,
  companyName: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  star: z.number(),
  apiKey: z.string(),
  timezone: z.string(),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const generateOtpRequest = z.strictObject({ phone: phoneDigits, shopId: id });
export const generateOtpResponse = z.object({
  staffId: id,
  /** Present only when the server runs in demo mode, so the code can be shown on screen. */
  demoCode: z.optional(z.string()),
});

export const verifyOtpRequest = z.strictObject({
  staffId: id,
  verifyCode: z.string().check(z.regex(/^\d{6}$/, 'The code must be 6 digits')),
  shopId: id,
});

/** A signed-in session: the staff member in one salon. */
export const verifiedSession = z.object({ staff: staffProfile, shop: shopSummary });
export type VerifiedSession = z.infer<typeof verifiedSession>;

export const switchSalonRequest = z.strictObject({ shopId: id });
