import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { freshScopes } from '../../../../tests/support/scopes.ts';
import type { AppointmentDetail } from '../../../contract/appointment.ts';
import { enqueue } from '../../../offline/outbox.ts';
import { readRecord } from '../../../offline/records.ts';
import { appointmentDetails, pruneAppointments, storeAppointment } from './appointment-records.ts';

const scopes = freshScopes(41);
afterEach(async () => {
  await scopes.cleanup();
});

const on = (id: number, day: string): AppointmentDetail =>
  ({
    id,
    startTime: `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)} 10:00:00`,
    endTime: `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)} 10:45:00`,
  }) as AppointmentDetail;

describe('appointments kept on the device', () => {
  it('are forgotten as calendar days are, unless a change of theirs is queued', async () => {
    const db = scopes.db();
    for (const detail of [
      on(1, '2026-11-25'),
      on(2, '2026-12-02'),
      on(3, '2026-12-20'),
      on(4, '2027-01-10'),
      on(5, '2026-10-01'),
    ])
      await storeAppointment(db, detail);
    await enqueue(db, { kind: 'appointment.prolong', entity: 'appointment:5', label: '±15' }, async () => {});
    await pruneAppointments(db, { today: '2026-11-25', chosen: '2027-01-12' });
    const kept = [];
    for (const id of [1, 2, 3, 4, 5]) if (await readRecord(db, appointmentDetails, id)) kept.push(id);
    // Today ± 7 (1, 2), the day looked at ± 7 (4), and the one with a queued change (5).
    expect(kept).toEqual([1, 2, 4, 5]);
  });
});
