import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import {
  appointmentServices,
  appointments,
  blockHours,
  customers,
  services,
  shops,
  staff,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { dayIn } from '../../time/business-days.ts';
import { isoDayOf, wallClockInstant, wallMinutes } from '../../time/calendar-day.ts';
import { calendarTimeIn } from '../appointments/calendar.ts';
import { availableSlots } from '../appointments/slots.ts';
import { shopSchedule } from '../shop/service.ts';

export interface BookedAppointment {
  id: number;
  shopId: number;
  /** The salon's business day, YYYY-MM-DD. */
  day: string;
  /** MM-DD-YYYY HH:mm:ss in the salon's zone, as the staff calendar writes it. */
  startTime: string;
  endTime: string;
}

/** How far ahead an open day is looked for (two closed weeks in a row would be a data problem). */
const LOOK_AHEAD_DAYS = 28;
/** Appointments that hold their staff member's time. */
const ACTIVE = [0, 1, 2, 3];

/**
 * Books a NEW (or, with `status` 1, CONFIRMED) appointment of `minutes` for the staff member on the `openDay`-th open day after the
 * salon's today (1 = the next open day), at the first time of that day's opening hours where neither
 * an active appointment nor a block hour of theirs is in the way (the next open day when that day is
 * full). A demo and test fixture: it makes the shape a flow needs, whatever day it is.
 */
export async function bookDemoAppointment(
  tx: Executor,
  input: { staffId: number; openDay: number; minutes: number; status?: 0 | 1; requestStaff?: boolean },
  now: Date,
): Promise<BookedAppointment> {
  const [person] = await tx
    .select({ shopId: staff.shopId, active: staff.active, timezone: shops.timezone })
    .from(staff)
    .innerJoin(shops, eq(shops.id, staff.shopId))
    .where(eq(staff.id, input.staffId))
    .limit(1);
  if (!person?.active) throw notFound(`No active staff member ${input.staffId}.`);
  const zone = person.timezone;
  const schedule = await shopSchedule(tx, person.shopId);
  const [service] = await tx
    .select()
    .from(services)
    .where(and(eq(services.shopId, person.shopId), eq(services.active, true)))
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(1);
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.shopId, person.shopId))
    .orderBy(asc(customers.id))
    .limit(1);

  const today = dayIn(now, zone);
  let openSeen = 0;
  for (let n = today + 1; n <= today + LOOK_AHEAD_DAYS; n++) {
    // Day 0 (1970-01-01) was a Thursday.
    const hours = schedule[(n + 4) % 7];
    if (!hours?.enable) continue;
    openSeen++;
    if (openSeen < input.openDay) continue;
    const at = (m: number) => wallClockInstant(n, m, zone);
    const open = wallMinutes(hours.startTime);
    const close = wallMinutes(hours.endTime);
    const taken = [
      ...(await tx
        .select({ startAt: appointments.startAt, endAt: appointments.endAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.staffId, input.staffId),
            inArray(appointments.status, ACTIVE),
            lt(appointments.startAt, at(close)),
            gt(appointments.endAt, at(open)),
          ),
        )),
      ...(await tx
        .select({ startAt: blockHours.startAt, endAt: blockHours.endAt })
        .from(blockHours)
        .where(
          and(
            eq(blockHours.staffId, input.staffId),
            lt(blockHours.startAt, at(close)),
            gt(blockHours.endAt, at(open)),
          ),
        )),
    ];
    // The first slot of the day the slot engine offers (the day is after today: none is past).
    const [slot] = availableSlots({
      hours: { start: at(open).getTime(), end: at(close).getTime() },
      durationMinutes: input.minutes,
      now: now.getTime(),
      staff: [
        {
          staffId: input.staffId,
          busy: taken.map((t) => ({ start: t.startAt.getTime(), end: t.endAt.getTime() })),
        },
      ],
    });
    if (slot) {
      const from = new Date(slot.start);
      const to = new Date(slot.end);
      const [created] = await tx
        .insert(appointments)
        .values({
          shopId: person.shopId,
          staffId: input.staffId,
          customerId: customer?.id ?? null,
          customerName: customer?.fullName ?? 'Walk-In Guest',
          customerPhone: customer?.phone ?? '',
          status: input.status ?? 0,
          requestStaff: input.requestStaff ?? false,
          startAt: from,
          endAt: to,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: appointments.id });
      if (!created) throw new Error('The appointment was not created');
      if (service) {
        await tx.insert(appointmentServices).values({
          appointmentId: created.id,
          serviceId: service.id,
          staffId: input.staffId,
          serviceName: service.name,
          priceCents: service.priceCents,
          durationMin: input.minutes,
        });
      }
      return {
        id: created.id,
        shopId: person.shopId,
        day: isoDayOf(n),
        startTime: calendarTimeIn(from, zone),
        endTime: calendarTimeIn(to, zone),
      };
    }
    // That day is full: the next open day will do.
  }
  throw notFound(`No free time for staff member ${input.staffId} in the next ${LOOK_AHEAD_DAYS} days.`);
}
