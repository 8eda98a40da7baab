import * as z from 'zod/mini';
import { id } from './common.ts';

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Spec: "Shop schedule: per weekday short name, startTime, endTime, enable". */
export const scheduleDay = z.object({
  day: z.enum(WEEKDAY_NAMES),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.int().check(z.gte(0), z.lte(6)),
  /** HH:mm */
  startTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  endTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  enable: z.boolean(),
});
export type ScheduleDay = z.infer<typeof scheduleDay>;

/** Spec part 2 §3 "Staff" / "Staff picker item". */
export const staffListItem = z.object({
  id,
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.nullable(z.string()),
  urlImage: z.nullable(z.string()),
  positionName: z.string(),
});
export type StaffListItem = z.infer<typeof staffListItem>;
