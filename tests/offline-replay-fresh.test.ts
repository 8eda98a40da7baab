import 'fake-indexeddb/auto';
import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillDetail } from '../src/contract/income.ts';
import type { ClosedTicketsPage } from '../src/contract/tickets.ts';
import { appointmentDetails, calendarItems } from '../src/features/appointments/api/appointment-records.ts';
import { managerAppointmentKeys } from '../src/features/appointments/manager/api/manager-keys.ts';
import type { ScopeDb } from '../src/offline/db.ts';
import type { AnyOfflineChange } from '../src/offline/define.ts';
import { enqueueChange } from '../src/offline/outbox.ts';
import { readRecord, writeRecords } from '../src/offline/records.ts';
import { registeredChanges } from '../src/offline/registry.ts';
import { annaDetail, annaItem, annaRow } from './support/appointment-fixtures.ts';
import { ownBookingRequest } from './support/booking-fixtures.ts';
import { keptAnswer } from './support/kept.ts';
import { freshScopes } from './support/scopes.ts';

/**
 * A queued change shows the same wherever it is shown: in the page that made it, and in a context that
 * only has what the outbox stored (the service worker replaying on its own, a page opened later), with
 * no module state of the page (no screen opened, nothing remembered in memory). Each kind of change the
 * registry knows is made in the page, then its outbox entry, as stored, is shown over the same server
 * copies by a fresh load of the offline modules; the records and kept answers must be equal.
 */

const scopes = freshScopes(21);
afterEach(async () => {
  await scopes.cleanup();
});

const detail = annaDetail;
const item = annaItem;
const row = annaRow();
const bill = {
  billId: 9,
  billNumber: 1009,
  tip: 12,
  total: 72.1,
  refunded: 0,
  refundable: 72.1,
  tipShares: [
    { staffId: 1, name: 'A', serviceAmount: 40, tipAmount: 6 },
    { staffId: 2, name: 'B', serviceAmount: 20.1, tipAmount: 6 },
  ],
} as BillDetail;
const page = {
  page: 1,
  totalPage: 1,
  totalItems: 1,
  tickets: [{ billId: 9, billNumber: 1009, tip: 12, total: 72.1 }],
} as unknown as ClosedTicketsPage;

const label = { who: 'Anna Tran', when: '11-25-2026 09:00 AM' };

/** What every kind of change is made with: its input, its context, and the server copies it shows in. */
const SAMPLES: Record<string, { input: object; context: unknown }> = {
  'appointment.prolong': { input: { body: { appointmentId: 41, status: 'ADD' } }, context: label },
  'appointment.assign': {
    input: { body: { appointmentId: 41, staffIdFrom: 3, staffIdTo: 1, type: 'BUSY', note: '' } },
    context: { ...label, managerName: 'Kim Nguyen' },
  },
  'appointment.status': { input: { body: { appointmentId: 41, status: 4, reason: 'Sick' } }, context: label },
  'appointment.delete': { input: { params: { id: 41 } }, context: label },
  'appointment.update': {
    input: {
      body: {
        id: 41,
        items: [{ staffId: 7, serviceIds: [10], startTime: '11/25/2026 14:00', endTime: '11/25/2026 14:45' }],
        bookingType: 0,
        note: '',
        isAnybody: 0,
        apiKey: 'luxe-key',
      },
    },
    context: {
      ...label,
      asked: 'time 11-25-2026 09:00 AM → 2:00 PM, staff → Tony Vo',
      names: {
        staff: { '7': { name: 'Tony Vo', avatar: 'tony.png' } },
        services: { '10': { serviceName: 'Gel Manicure', price: 35, duration: 45 } },
      },
    },
  },
  'appointment.book': {
    input: { body: ownBookingRequest },
    context: { when: '11-25-2026 03:00 PM', services: ['Gel Manicure'] },
  },
  'ticket.tip': {
    input: {
      body: {
        billId: 9,
        totalTip: 18,
        data: [
          { staffId: 1, tipAmount: 10.5 },
          { staffId: 2, tipAmount: 7.5 },
        ],
        splitMethod: 'MANUAL',
      },
    },
    context: { billNumber: 1009 },
  },
};

const KEPT: { key: QueryKey; data: unknown }[] = [
  { key: managerAppointmentKeys.list(21, '2026-11-25', '2026-11-25'), data: { data: [row] } },
  { key: ['tickets', 'detail', 9], data: bill },
  { key: ['tickets', 'closed', 21, '2026-11-25', 1], data: page },
];

async function seed(db: ScopeDb): Promise<void> {
  await writeRecords(db, appointmentDetails, [detail], { now: 1 });
  await writeRecords(db, calendarItems, [item], { now: 1 });
  await db.queries.bulkPut(KEPT.map(({ key, data }, i) => keptAnswer(`q-${i}`, key, data)));
}

/** What the page shows: the records and kept answers after it made the change. */
async function shownInPage(db: ScopeDb) {
  return {
    detail: (await readRecord(db, appointmentDetails, 41))?.data,
    // Every calendar entry: a booking made offline is one of its own.
    items: (await db.records.where('type').equals(calendarItems.type).sortBy('key')).map((r) => r.data),
    kept: await Promise.all(
      KEPT.map(
        async (_k, i) =>
          ((await db.queries.get(`q-${i}`))?.value as { state?: { data?: unknown } } | undefined)?.state
            ?.data,
      ),
    ),
  };
}

describe('a queued change in a fresh context', () => {
  it('has a sample for every kind the registry knows', () => {
    expect(
      registeredChanges()
        .map((c) => c.kind)
        .sort(),
    ).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.keys(SAMPLES))('%s shows the same as in the page that made it', async (kind) => {
    const change = registeredChanges().find((c) => c.kind === kind) as AnyOfflineChange;
    const sample = SAMPLES[kind] ?? { input: {}, context: undefined };
    const page = scopes.db();
    await seed(page);
    const before = await shownInPage(page);
    await enqueueChange(page, change, sample.input as never, sample.context as never);
    const inPage = await shownInPage(page);
    // The change shows at all (the reassignment request changes nothing until the manager decides).
    if (change.records.length + change.queries.length > 0) expect(inPage).not.toEqual(before);
    const [stored] = await page.outbox.toArray();

    // A fresh load of the offline modules (no page state), as the service worker has.
    vi.resetModules();
    const fresh = {
      records: await import('../src/offline/records.ts'),
      effects: await import('../src/offline/effects.ts'),
      stores: await import('../src/features/appointments/api/appointment-records.ts'),
    };
    await import('../src/offline/registry.ts');
    const worker = scopes.db();
    if (stored) await worker.outbox.add({ ...stored, seq: undefined } as never);
    // The server's copies arrive and are shown with the queued change on top.
    await fresh.records.writeRecords(worker, fresh.stores.appointmentDetails, [detail], { now: 1 });
    await fresh.records.writeRecords(worker, fresh.stores.calendarItems, [item], { now: 1 });
    const pending = await fresh.effects.pendingEntries(worker);
    const inWorker = {
      detail: (await fresh.records.readRecord(worker, fresh.stores.appointmentDetails, 41))?.data,
      items: (await worker.records.where('type').equals(calendarItems.type).sortBy('key')).map((r) => r.data),
      kept: KEPT.map(({ key, data }) => fresh.effects.withQueryEffects(key, data, pending)),
    };
    expect(inWorker).toEqual(inPage);
  });
});
