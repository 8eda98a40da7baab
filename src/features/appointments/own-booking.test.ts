import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { annaDetail, annaItem } from '../../../tests/support/appointment-fixtures.ts';
import { ownBookingRequest } from '../../../tests/support/booking-fixtures.ts';
import { freshScopes } from '../../../tests/support/scopes.ts';
import type { BookingRequest } from '../../contract/booking.ts';
import type { ScopeDb } from '../../offline/db.ts';
import { bindChangeLookup } from '../../offline/effects.ts';
import { reconcileChange } from '../../offline/http-transport.ts';
import { enqueueChange } from '../../offline/outbox.ts';
import { writeRecords } from '../../offline/records.ts';
import { registeredChanges } from '../../offline/registry.ts';
import { calendarItems, readCalendarDay } from './api/appointment-records.ts';
import { bookOwnAppointment, ownBookingId } from './offline-changes.ts';

beforeAll(() => {
  const known = new Map(registeredChanges().map((c) => [c.kind, c]));
  bindChangeLookup((kind) => known.get(kind));
});
const scopes = freshScopes(12);
afterEach(async () => {
  await scopes.cleanup();
});

const request: BookingRequest = { ...ownBookingRequest, serviceIds: [...ownBookingRequest.serviceIds] };
const context = { when: '11-25-2026 03:00 PM', services: ['Gel Manicure'] };
const day = (db: ScopeDb) => readCalendarDay(db, 3, '2026-11-25');
/** The ids of the day's entries, in order of id. */
const ids = async (db: ScopeDb) => (await day(db)).map((i) => i.id).sort((a, b) => a - b);
/** The server's answer for the day: Anna only (or Anna and the booked appointment). */
const refresh = (db: ScopeDb, items = [annaItem]) =>
  writeRecords(db, calendarItems, items, { replace: { group: '3', from: '2026-11-25', to: '2026-11-25' } });

describe("a technician's booking made offline", () => {
  it('shows on their calendar at once as not sent, with a negative id that is the same for the same booking', async () => {
    const db = scopes.db();
    await refresh(db);
    await enqueueChange(db, bookOwnAppointment, { body: request }, context);
    const items = await day(db);
    const made = items.find((i) => i.id < 0);
    expect(made).toEqual({
      id: ownBookingId(request),
      staffId: 3,
      type: 'apt',
      startTime: '11-25-2026 15:00:00',
      endTime: '11-25-2026 15:45:00',
      customerName: 'Nina Booker',
      confirm: false,
      requestStaff: true,
      sourceType: 0,
      status: 0,
      services: [{ serviceName: 'Gel Manicure' }],
      note: 'Short nails',
    });
    expect(ownBookingId(request)).toBe(ownBookingId({ ...request }));
    expect(ownBookingId({ ...request, startTime: '11/25/2026 15:15' })).not.toBe(ownBookingId(request));
    const [entry] = await db.outbox.toArray();
    expect(entry?.label).toBe('Book Nina Booker, 11-25-2026 03:00 PM');
  });

  it('stays through a refresh of the day while queued, and goes once the server has it', async () => {
    const db = scopes.db();
    await refresh(db);
    await enqueueChange(db, bookOwnAppointment, { body: request }, context);
    await refresh(db);
    expect(await ids(db)).toEqual([ownBookingId(request), 41]);

    // Sent: the server's appointment replaces it.
    const [entry] = await db.outbox.toArray();
    if (!entry?.seq) throw new Error('queued');
    const booked = {
      ...annaDetail,
      id: 77,
      startTime: '11-25-2026 15:00:00',
      endTime: '11-25-2026 15:45:00',
    };
    await db.transaction('rw', [db.records, db.outbox], async () => {
      await db.outbox.delete(entry.seq as number);
      await reconcileChange(db, entry, { appointments: [booked] });
    });
    expect(await ids(db)).toEqual([41, 77]);
    await refresh(db, [
      annaItem,
      { ...annaItem, id: 77, startTime: booked.startTime, endTime: booked.endTime },
    ]);
    expect(await ids(db)).toEqual([41, 77]);
  });

  it('refused (the time taken meanwhile), it leaves the calendar at the next refresh', async () => {
    const db = scopes.db();
    await refresh(db);
    await enqueueChange(db, bookOwnAppointment, { body: request }, context);
    await db.outbox.toCollection().modify({ state: 'attention', error: { status: 409, message: 'Taken' } });
    await refresh(db);
    expect(await ids(db)).toEqual([41]);
  });
});
