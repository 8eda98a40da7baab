import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshScopes } from '../../../tests/support/scopes.ts';
import type { AppointmentDetail, AppointmentListItem, CalendarItem } from '../../contract/appointment.ts';
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
import { managerAppointmentKeys } from './api/manager-keys.ts';
import {
  changeAppointmentStatus,
  deleteAppointment,
  rememberStaff,
  updateAppointment,
} from './manager-changes.ts';
import { prolongAppointment } from './offline-changes.ts';

beforeAll(() => {
  const known = new Map(registeredChanges().map((c) => [c.kind, c]));
  bindChangeLookup((kind) => known.get(kind));
  rememberStaff([{ id: 7, name: 'Tony Vo', avatar: null }]);
});
const scopes = freshScopes(11);
afterEach(async () => {
  await scopes.cleanup();
});

const detail: AppointmentDetail = {
  id: 41,
  status: 0,
  strStartDate: '11-25-2026 09:00 AM',
  startTime: '11-25-2026 09:00:00',
  endTime: '11-25-2026 09:45:00',
  staffId: 3,
  name: 'Mai Pham',
  avatar: null,
  note: '',
  duration: 45,
  customerName: 'Anna Tran',
  customerPhone: '4085550134',
  requestStaff: false,
  sourceType: 0,
  services: [{ id: 10, serviceName: 'Gel Manicure', price: 35, duration: 45 }],
  shop: { apiKey: 'luxe-key' },
};
const item: CalendarItem = {
  id: 41,
  staffId: 3,
  type: 'apt',
  startTime: detail.startTime,
  endTime: detail.endTime,
  customerName: 'Anna Tran',
  confirm: false,
  requestStaff: false,
  sourceType: 0,
  status: 0,
  services: [{ serviceName: 'Gel Manicure' }],
  note: '',
};
const row = (id: number): AppointmentListItem => ({
  id,
  appointmentId: id,
  customerId: null,
  customerName: 'Anna Tran',
  customerPhone: '',
  phone: '',
  services: [{ id: 10, serviceName: 'Gel Manicure', duration: 45 }],
  bookingType: 0,
  staffId: 3,
  staffName: 'Mai Pham',
  start_time: detail.startTime,
  end_time: detail.endTime,
  dateAppointment: detail.strStartDate,
  note: '',
  status: 0,
  strStatus: 'NEW',
  isAnybody: false,
  requestStaff: false,
});
const listKey = managerAppointmentKeys.list(1, '2026-11-25', '2026-11-25');
const label = { who: 'Anna Tran', when: '11-25-2026 09:00 AM' };

async function seeded() {
  const db = scopes.db();
  await writeRecords(db, appointmentDetails, [detail]);
  await writeRecords(db, calendarItems, [item]);
  await db.queries.put({
    key: 'q-list',
    value: { queryKey: [...listKey], state: { data: { data: [row(40), row(41)] }, dataUpdatedAt: 1 } },
  });
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
      label,
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
