import { and, asc, eq } from 'drizzle-orm';
import { type ScheduleDay, type StaffListItem, WEEKDAY_NAMES } from '../../../src/contract/shop.ts';
import type { Executor } from '../../db/connect.ts';
import { shopSchedules, staff } from '../../db/schema.ts';

/** Spec: default shop hours 08:00 to 21:00 each day. */
export const DEFAULT_HOURS = { startTime: '08:00', endTime: '21:00' } as const;

/** The salon's weekly hours, Sunday first; a weekday without a row gets the spec's default (open 08:00–21:00). */
export async function shopSchedule(db: Executor, shopId: number): Promise<ScheduleDay[]> {
  const rows = await db
    .select()
    .from(shopSchedules)
    .where(eq(shopSchedules.shopId, shopId))
    .orderBy(asc(shopSchedules.weekday));
  const byWeekday = new Map(rows.map((r) => [r.weekday, r]));
  return WEEKDAY_NAMES.map((day, weekday) => {
    const row = byWeekday.get(weekday);
    return row
      ? { day, weekday, startTime: row.startTime, endTime: row.endTime, enable: row.enabled }
      : { day, weekday, ...DEFAULT_HOURS, enable: true };
  });
}

/** Active staff of the salon in the salon's order. */
export async function staffList(db: Executor, shopId: number): Promise<StaffListItem[]> {
  const rows = await db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      avatarUrl: staff.avatarUrl,
      positionName: staff.positionName,
    })
    .from(staff)
    .where(and(eq(staff.shopId, shopId), eq(staff.active, true)))
    .orderBy(asc(staff.sortOrder), asc(staff.id));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    firstName: r.firstName,
    lastName: r.lastName,
    avatar: r.avatarUrl,
    urlImage: r.avatarUrl,
    positionName: r.positionName,
  }));
}
