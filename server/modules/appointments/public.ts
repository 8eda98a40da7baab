import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AppointmentDetail,
  type AppointmentEvent,
  AppointmentStatus,
} from '../../../src/contract/appointment.ts';
import {
  type CatalogueCategory,
  COUPON_NOT_FOUND,
  type CouponInfo,
  type ManagedBooking,
  type PublicBookingResult,
  SLOT_TAKEN,
} from '../../../src/contract/booking.ts';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { noticeText, type ScheduleDay, type StaffListItem } from '../../../src/contract/shop.ts';
import type { Caller } from '../../auth/caller.ts';
import {
  type PublicLimits,
  type RateChecks,
  RateLimiter,
  type RateLimitStore,
  waitText,
} from '../../auth/rate-limit.ts';
import { ALL_SALONS } from '../../db/changes.ts';
import type { Executor } from '../../db/connect.ts';
import { appointments, serviceCategories, services, shops } from '../../db/schema.ts';
import { conflict, invalid, notFound, tooMany } from '../../errors.ts';
import { doubleBookingOf } from '../../http/errors.ts';
import { API_KEY_HEADER, type RouteDeps, route } from '../../http/route.ts';
import { type EventBus, publishAppointmentChange } from '../../realtime/bus.ts';
import { dayIn } from '../../time/business-days.ts';
import { isoDayOf } from '../../time/calendar-day.ts';
import { shopSchedule, staffList } from '../shop/index.ts';
import { availableTimeSlots, busyIntervals, type SalonReads } from './availability.ts';
import {
  BookingSource,
  book,
  couponEnded,
  couponEndText,
  couponOfSalon,
  customerOfPhone,
  hoursAround,
  publishBooked,
} from './booking.ts';
import { assertAppointmentTimes, displayStartIn } from './calendar.ts';
import { bookingInstant } from './manage.ts';
import { appointmentDetail, appointmentTimesIn } from './service.ts';
import { heldMinutes, isFree } from './slots.ts';

export interface PublicBookingDeps extends RouteDeps {
  bus: EventBus;
  rateLimits: RateLimitStore;
  publicLimits: PublicLimits;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The salon an api key names, as the page's calls use it. */
interface KeySalon {
  id: number;
  timezone: string;
  apiKey: string;
}

/**
 * The public booking page's calls: the salon is the one the X-Api-Key header names (400 without it,
 * 404 for a key of no salon); each call counts against its client address and its salon (429 with the
 * wait once either is spent). They reveal no customer data beyond what the person typed.
 */
export function publicBookingRoutes(app: FastifyInstance, deps: PublicBookingDeps): void {
  const limits = deps.publicLimits;
  const readsPerIp = new RateLimiter('public-read-ip', limits.readsPerIp, MINUTE);
  const readsPerSalon = new RateLimiter('public-read-salon', limits.readsPerSalon, MINUTE);
  const bookingsPerIp = new RateLimiter('public-book-ip', limits.bookingsPerIp, HOUR);
  const bookingsPerSalon = new RateLimiter('public-book-salon', limits.bookingsPerSalon, HOUR);

  // What every call of the page reads and a salon seldom changes, kept until it does: the salon of a key,
  // its weekly hours and its active staff (read outside any transaction: SalonReads).
  const salonsByKey = deps.changes.cache<KeySalon | null>({
    name: 'salon of an api key (public page)',
    tables: ['shops'],
  });
  const schedules = deps.changes.cache<readonly ScheduleDay[]>({
    name: 'weekly hours of a salon (public page)',
    tables: ['shop_schedules'],
  });
  const staffLists = deps.changes.cache<readonly StaffListItem[]>({
    name: 'staff of a salon (public page)',
    tables: ['staff'],
  });
  const kept: SalonReads = {
    schedule: (db, shopId) => schedules.get(shopId, [], () => shopSchedule(db, shopId)),
    staff: (db, shopId) => staffLists.get(shopId, [], () => staffList(db, shopId)),
  };

  const admit = async (db: Executor, checks: RateChecks) => {
    const wait = await deps.rateLimits.admit(db, deps.now().getTime(), checks);
    if (wait > 0) throw tooMany(`Too many requests. Please try again in ${waitText(wait)}.`);
  };

  /** The salon of the request's api key, as a caller that may book anyone, once the request is counted. */
  const salonOf = async (req: FastifyRequest, db: Executor, kind: 'read' | 'book'): Promise<Caller> => {
    const header = req.headers[API_KEY_HEADER];
    if (typeof header !== 'string' || header === '') {
      throw invalid('Name the salon with the X-Api-Key header.');
    }
    const shop =
      header.length > 200
        ? null
        : await salonsByKey.get(ALL_SALONS, [header], async () => {
            const [found] = await db
              .select({ id: shops.id, timezone: shops.timezone, apiKey: shops.apiKey })
              .from(shops)
              .where(eq(shops.apiKey, header))
              .limit(1);
            return found ?? null;
          });
    const perIp = kind === 'read' ? readsPerIp : bookingsPerIp;
    if (!shop) {
      // Guessing keys is counted against the address too.
      await admit(db, [[perIp, req.ip]]);
      throw notFound('There is no such salon.');
    }
    await admit(db, [
      [perIp, req.ip],
      [kind === 'read' ? readsPerSalon : bookingsPerSalon, String(shop.id)],
    ]);
    // The page books as the salon does: any staff member, Anyone, a group.
    return { staffId: 0, shopId: shop.id, isManager: true, timezone: shop.timezone, apiKey: shop.apiKey };
  };

  route(app, deps, endpoints.publicCatalogue, async ({ req, db }) => {
    const salon = await salonOf(req, db, 'read');
    return catalogueOf(db, salon.shopId);
  });

  route(app, deps, endpoints.publicStaff, async ({ req, db }) => {
    const salon = await salonOf(req, db, 'read');
    return (await kept.staff(db, salon.shopId)).map((m) => ({ id: m.id, name: m.name, avatar: m.avatar }));
  });

  route(app, deps, endpoints.publicTimeSlots, async ({ req, db, query }) => {
    const salon = await salonOf(req, db, 'read');
    return availableTimeSlots(db, salon, query, deps.now(), kept);
  });

  route(app, deps, endpoints.publicCoupon, async ({ req, db, query }) => {
    const salon = await salonOf(req, db, 'read');
    return couponOf(db, salon, query.code.trim(), deps.now());
  });

  route(app, deps, endpoints.publicCustomerLookup, async ({ req, db, query }) => {
    const salon = await salonOf(req, db, 'read');
    return { known: (await customerOfPhone(db, salon.shopId, query.phone)) !== undefined };
  });

  route(app, deps, endpoints.publicBooking, async ({ req, db, body, afterCommit }) => {
    const salon = await salonOf(req, db, 'book');
    const now = deps.now();
    // The page finds its customer by the phone typed only: an id would book under anyone's record.
    const booked = await book(db, salon, { ...body, customerId: null }, now, BookingSource.online, kept);
    afterCommit(async () => publishBooked(deps.bus, salon.shopId, booked, now));
    // Answered from what was booked (as the appointments' detail would show them), without reading them back.
    const times = appointmentTimesIn(booked.start, booked.end, salon.timezone);
    const services = booked.services.map((s) => ({
      serviceName: s.name,
      price: fromCents(s.priceCents),
      duration: s.durationMin,
    }));
    const answer: PublicBookingResult = {
      appointments: booked.staffIds.map((staffId, index) => ({
        ...times,
        staffId,
        name: booked.staffNames[index] ?? '',
        note: booked.note,
        services,
        manageToken: booked.manageTokens[index] ?? '',
      })),
    };
    return answer;
  });

  /** After a change by the private link commits: its staff member and the salon's managers hear it. */
  const changed = async (
    salon: Caller,
    booking: TokenBooking,
    type: AppointmentEvent['type'],
    now: Date,
    db: Executor,
    afterCommit: (task: () => Promise<unknown>) => void,
  ): Promise<ManagedBooking> => {
    afterCommit(async () =>
      publishAppointmentChange(deps.bus, salon.shopId, [booking.staffId], {
        type,
        appointmentId: booking.id,
        at: now.toISOString(),
      }),
    );
    return managedOf(await appointmentDetail(db, salon, booking.id), booking, salon.timezone);
  };

  route(app, deps, endpoints.publicManagedBooking, async ({ req, db, params }) => {
    const salon = await salonOf(req, db, 'read');
    const booking = await bookingOfToken(db, salon, params.token);
    return managedOf(await appointmentDetail(db, salon, booking.id), booking, salon.timezone);
  });

  route(app, deps, endpoints.publicCancelBooking, async ({ req, db, params, afterCommit }) => {
    const salon = await salonOf(req, db, 'book');
    const now = deps.now();
    const booking = await db.transaction(async (tx) => {
      const found = await bookingOfToken(tx, salon, params.token, true);
      assertChangeable(found, now, 'canceled');
      await tx
        .update(appointments)
        .set({ status: AppointmentStatus.CANCELED, cancelReason: ONLINE_CANCEL_REASON, updatedAt: now })
        .where(eq(appointments.id, found.id));
      return { ...found, status: AppointmentStatus.CANCELED };
    });
    return changed(salon, booking, 'status-changed', now, db, afterCommit);
  });

  route(app, deps, endpoints.publicMoveBooking, async ({ req, db, params, body, afterCommit }) => {
    const salon = await salonOf(req, db, 'book');
    const now = deps.now();
    const booking = await db.transaction(async (tx) => {
      const found = await bookingOfToken(tx, salon, params.token, true);
      assertChangeable(found, now, 'moved');
      const start = bookingInstant(body.startTime, salon.timezone);
      if (start.getTime() < now.getTime())
        throw invalid('That time has already passed. Choose a later time.');
      const minutes = Math.round((found.endAt.getTime() - found.startAt.getTime()) / MINUTE);
      const end = new Date(start.getTime() + minutes * MINUTE);
      assertAppointmentTimes(start, end, salon.timezone, now);
      const wanted = { start: start.getTime(), end: start.getTime() + heldMinutes(minutes) * MINUTE };
      const { open, close } = hoursAround(await shopSchedule(tx, salon.shopId), salon, start, wanted);
      if (found.staffId !== null) {
        const busy = await busyIntervals(tx, salon.shopId, [found.staffId], open, close, found.id);
        if (!isFree(busy.get(found.staffId) ?? [], wanted)) {
          throw conflict('Sorry, that time is not free. Please choose another time.');
        }
      }
      try {
        await tx
          .update(appointments)
          .set({ startAt: start, endAt: end, updatedAt: now })
          .where(eq(appointments.id, found.id));
      } catch (err) {
        if (doubleBookingOf(err)) throw conflict(SLOT_TAKEN);
        throw err;
      }
      return { ...found, startAt: start, endAt: end };
    });
    return changed(salon, booking, 'changed', now, db, afterCommit);
  });
}

/** Refused (409) unless the booking can still be changed online: new or confirmed, and not within the notice. */
function assertChangeable(found: TokenBooking, now: Date, what: 'canceled' | 'moved'): void {
  if (found.status === AppointmentStatus.CANCELED) throw conflict('This booking is already canceled.');
  if (found.status !== AppointmentStatus.NEW && found.status !== AppointmentStatus.CONFIRMED) {
    throw conflict(`This booking can no longer be ${what} online. Please call the salon.`);
  }
  if (now.getTime() > cancelByOf(found).getTime()) {
    throw conflict(
      found.noticeMinutes === 0
        ? `Bookings can be ${what} online until they start. Please call the salon.`
        : `Bookings can be ${what} online up to ${noticeText(found.noticeMinutes)} before they start. Please call the salon.`,
    );
  }
}

/** The reason a booking canceled on its private link shows (as the note) in the salon's list. */
const ONLINE_CANCEL_REASON = 'Canceled online by the customer';

/** Until when a booking can be changed online: its start less the salon's notice. */
const cancelByOf = (booking: Pick<TokenBooking, 'startAt' | 'noticeMinutes'>) =>
  new Date(booking.startAt.getTime() - booking.noticeMinutes * MINUTE);

interface TokenBooking {
  id: number;
  status: number;
  startAt: Date;
  endAt: Date;
  staffId: number | null;
  manageToken: string;
  /** The salon's notice for online changes, in minutes. */
  noticeMinutes: number;
}

/** The salon's online booking of the private link's token (404 otherwise), locked for a change with `forUpdate`. */
async function bookingOfToken(
  db: Executor,
  salon: Caller,
  token: string,
  forUpdate = false,
): Promise<TokenBooking> {
  const query = db
    .select({
      id: appointments.id,
      status: appointments.status,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      staffId: appointments.staffId,
      manageToken: appointments.manageToken,
      noticeMinutes: shops.cancelNoticeMinutes,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(and(eq(appointments.shopId, salon.shopId), eq(appointments.manageToken, token)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: appointments }) : await query;
  if (!row || row.manageToken === null || row.status === AppointmentStatus.DELETED) {
    throw notFound('There is no such booking.');
  }
  return { ...row, manageToken: row.manageToken };
}

function managedOf(detail: AppointmentDetail, booking: TokenBooking, timeZone: string): ManagedBooking {
  return {
    ...publicOf(detail, booking.manageToken),
    status: booking.status,
    cancelBy: displayStartIn(cancelByOf(booking), timeZone),
  };
}

/** What the customer sees of their booking: no customer data (a known phone's stored name stays hidden). */
function publicOf(
  detail: AppointmentDetail,
  manageToken: string,
): PublicBookingResult['appointments'][number] {
  return {
    strStartDate: detail.strStartDate,
    startTime: detail.startTime,
    endTime: detail.endTime,
    staffId: detail.staffId,
    name: detail.name,
    note: detail.note,
    duration: detail.duration,
    services: detail.services.map((s) => ({
      serviceName: s.serviceName,
      price: s.price,
      duration: s.duration,
    })),
    manageToken,
  };
}

/** The salon's categories in its order, each with its active services; empty categories left out. */
export async function catalogueOf(db: Executor, shopId: number): Promise<CatalogueCategory[]> {
  const rows = await db
    .select({
      categoryId: serviceCategories.id,
      categoryName: serviceCategories.name,
      id: services.id,
      name: services.name,
      imageUrl: services.imageUrl,
      priceCents: services.priceCents,
      durationMin: services.durationMin,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(services.categoryId, serviceCategories.id))
    .where(and(eq(services.shopId, shopId), eq(services.active, true)))
    .orderBy(
      asc(serviceCategories.sortOrder),
      asc(serviceCategories.id),
      asc(services.sortOrder),
      asc(services.id),
    );
  const categories = new Map<number, CatalogueCategory>();
  for (const r of rows) {
    let category = categories.get(r.categoryId);
    if (!category) {
      category = { id: r.categoryId, name: r.categoryName, categoryName: r.categoryName, services: [] };
      categories.set(r.categoryId, category);
    }
    category.services.push({
      id: r.id,
      catId: r.categoryId,
      name: r.name,
      serviceName: r.name,
      image: r.imageUrl,
      urlImage: r.imageUrl,
      price: r.priceCents / 100,
      duration: r.durationMin,
    });
  }
  return [...categories.values()];
}

/** The salon's coupon of the code while it can be used (404 with the spec's sentence otherwise). */
export async function couponOf(db: Executor, salon: Caller, code: string, now: Date): Promise<CouponInfo> {
  const coupon = await couponOfSalon(db, salon.shopId, code);
  const today = isoDayOf(dayIn(now, salon.timezone));
  if (!coupon || couponEnded(coupon.endDate, today)) throw notFound(COUPON_NOT_FOUND);
  return {
    couponCode: coupon.code,
    couponName: coupon.name,
    discountType: coupon.discountType,
    discountValue: coupon.discountType === 1 ? coupon.discountValue : coupon.discountValue / 100,
    description: coupon.description,
    endDate: coupon.endDate === null ? null : couponEndText(coupon.endDate),
  };
}
