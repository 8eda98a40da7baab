import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { annaDetail, annaItem, annaRow } from '../../../tests/support/appointment-fixtures.ts';
import { keptAnswer } from '../../../tests/support/kept.ts';
import { freshScopes } from '../../../tests/support/scopes.ts';
import type { AppointmentListItem } from '../../contract/appointment.ts';
import { bindChangeLookup, pendingEntries, withQueryEffects } from '../../offline/effects.ts';
import { reconcileChange } from '../../offline/http-transport.ts';
import { enqueueChange, outboxEntries } from '../../offline/outbox.ts';
import { readRecord, writeRecords } from '../../offline/records.ts';
import { registeredChanges } from '../../offline/registry.ts';
import {
  appointmentDetails,
  calendarItemId,
  calendarItems,
  readCalendarDay,
} from './api/appointment-records.ts';
import { managerAppointmentKeys } from './manager/api/manager-keys.ts';
import {
  changeAppointmentStatus,
  deleteAppointment,
  type UpdateContext,
  updateAppointment,
} from './manager-changes.ts';
import { prolongAppointment } from './offline-changes.ts';

beforeAll(() => {
  const known = new Map(registeredChanges().map((c) => [c.kind, c]));
  bindChangeLookup((kind) => known.get(kind));
});
const scopes = freshScopes(11);
afterEach(async () => {
  await scopes.cleanup();
});

const detail = annaDetail;
const item = annaItem;
const row = annaRow;
const listKey = managerAppointmentKeys.list(1, '2026-11-25', '2026-11-25');
const label = { who: 'Anna Tran', when: '11-25-2026 09:00 AM' };
/** An update's context: what was asked and the names its ids stand for, as the screen saw them. */
const updateContext: UpdateContext = {
  ...label,
  asked: 'time 11-25-2026 09:00 AM → 2:00 PM, staff → Tony Vo',
  names: {
    staff: { '7': { name: 'Tony Vo', avatar: null } },
    services: { '10': { serviceName: 'Gel Manicure', price: 35, duration: 45 } },
  },
};

async function seeded() {
  const db = scopes.db();
  await writeRecords(db, appointmentDetails, [detail]);
  await writeRecords(db, calendarItems, [item]);
  await db.queries.put(keptAnswer('q-list', listKey, { data: [row(40), row(41)] }));
  return db;
}
type Db = Awaited<ReturnType<typeof seeded>>;
const keptList = async (db: Db) => {
  const kept = (await db.queries.get('q-list'))?.value as
    | { state: { data: { data: AppointmentListItem[] } } }
    | undefined;
  return kept?.state.data.data ?? [];
};

describe('the manager’s changes through the one outbox', () => {
  it('a cancel shows at once in the detail, the kept list and the staff calendar', async () => {
    const db = await seeded();
    const entry = await enqueueChange(
      db,
      changeAppointmentStatus,
      { body: { appointmentId: 41, status: 4, reason: 'Sick' } },
      label,
    );
    expect(entry).toMatchObject({
      kind: 'appointment.status',
      entity: 'appointment:41',
      label: 'Cancel Anna Tran, 11-25-2026 09:00 AM (Sick)',
    });
    expect((await readRecord(db, appointmentDetails, 41))?.data).toMatchObject({ status: 4, note: 'Sick' });
    expect((await keptList(db)).map((r) => [r.id, r.strStatus])).toEqual([
      [40, 'NEW'],
      [41, 'CANCEL'],
    ]);
    // Gone from the staff member's day on this device.
    expect(await readCalendarDay(db, 3, '2026-11-25')).toEqual([]);
    expect((await readRecord(db, calendarItems, calendarItemId('apt', 41)))?.data.status).toBe(4);
  });

  it('a delete leaves the kept list; an update moves the appointment; both stay on top of a fresh copy', async () => {
    const db = await seeded();
    await enqueueChange(
      db,
      updateAppointment,
      {
        body: {
          id: 41,
          items: [
            { staffId: 7, serviceIds: [10], startTime: '11/25/2026 14:00', endTime: '11/25/2026 14:45' },
          ],
          bookingType: 0,
          note: '',
          isAnybody: 0,
          apiKey: 'luxe-key',
        },
      },
      updateContext,
    );
    // The sync drawer says what was asked, the staff member included.
    expect((await outboxEntries(db))[0]?.label).toBe(
      'Update Anna Tran, 11-25-2026 09:00 AM: time 11-25-2026 09:00 AM → 2:00 PM, staff → Tony Vo',
    );
    expect((await readRecord(db, appointmentDetails, 41))?.data).toMatchObject({
      staffId: 7,
      name: 'Tony Vo',
      strStartDate: '11-25-2026 02:00 PM',
    });
    // The record moved to Tony's day.
    expect(await readCalendarDay(db, 3, '2026-11-25')).toEqual([]);
    expect((await readCalendarDay(db, 7, '2026-11-25')).map((i) => i.startTime)).toEqual([
      '11-25-2026 14:00:00',
    ]);
    expect((await keptList(db))[1]).toMatchObject({
      staffName: 'Tony Vo',
      start_time: '11-25-2026 14:00:00',
    });

    await enqueueChange(db, deleteAppointment, { params: { id: 41 } }, label);
    expect((await keptList(db)).map((r) => r.id)).toEqual([40]);
    // The server's copy still has it as it was: the queued changes are applied on top, in order.
    await writeRecords(db, appointmentDetails, [detail]);
    expect((await readRecord(db, appointmentDetails, 41))?.data).toMatchObject({ status: 5, staffId: 7 });
    expect(withQueryEffects([...listKey], { data: [row(41), row(42)] }, await pendingEntries(db))).toEqual({
      data: [row(42)],
    });
    // One entity: sent in the order they were made, with ±15 of the same appointment.
    await enqueueChange(db, prolongAppointment, { body: { appointmentId: 41, status: 'ADD' } }, label);
    expect((await outboxEntries(db)).map((e) => [e.kind, e.entity])).toEqual([
      ['appointment.update', 'appointment:41'],
      ['appointment.delete', 'appointment:41'],
      ['appointment.prolong', 'appointment:41'],
    ]);
  });

  it('writes the server’s appointment back when it answers', async () => {
    const db = await seeded();
    const entry = await enqueueChange(
      db,
      changeAppointmentStatus,
      { body: { appointmentId: 41, status: 1 } },
      label,
    );
    expect(entry.label).toBe('Confirm Anna Tran, 11-25-2026 09:00 AM');
    await db.outbox.delete(entry.seq ?? 0);
    await reconcileChange(db, entry, { ...detail, status: 1, endTime: '11-25-2026 10:00:00', duration: 60 });
    expect((await readRecord(db, appointmentDetails, 41))?.data).toMatchObject({ status: 1, duration: 60 });
    expect((await readRecord(db, calendarItems, calendarItemId('apt', 41)))?.data).toMatchObject({
      confirm: true,
      endTime: '11-25-2026 10:00:00',
    });
  });
});
