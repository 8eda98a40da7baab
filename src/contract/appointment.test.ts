import { describe, expect, it } from 'vitest';
import { AppointmentStatus, footerActionsOf, updateAppointmentRequest } from './appointment.ts';

describe('footer actions by status (spec part 2 §4)', () => {
  it('NEW: Cancel, Confirm, Delete, Update; CONFIRMED: Delete, Update; CANCELED: Delete, Canceled', () => {
    expect(footerActionsOf(AppointmentStatus.NEW)).toEqual(['Cancel', 'Confirm', 'Delete', 'Update']);
    expect(footerActionsOf(AppointmentStatus.CONFIRMED)).toEqual(['Delete', 'Update']);
    expect(footerActionsOf(AppointmentStatus.CANCELED)).toEqual(['Delete', 'Canceled']);
  });
  it('FINISHED, DELETED, status 2 and unknown codes: none', () => {
    for (const status of [2, AppointmentStatus.FINISHED, AppointmentStatus.DELETED, 9, -1]) {
      expect(footerActionsOf(status)).toEqual([]);
    }
  });
});

describe('updateAppointmentV3 body', () => {
  const item = { staffId: 2, serviceIds: [1], startTime: '11/23/2026 10:00', endTime: '11/23/2026 10:45' };
  const body = { id: 1, items: [item], bookingType: 0, note: '', isAnybody: 0, apiKey: 'k' };
  it('takes the spec payload', () => {
    expect(updateAppointmentRequest.safeParse(body).success).toBe(true);
  });
  it.each([
    ['a dash date', { ...body, items: [{ ...item, startTime: '11-23-2026 10:00' }] }],
    ['seconds', { ...body, items: [{ ...item, endTime: '11/23/2026 10:45:00' }] }],
    ['no services', { ...body, items: [{ ...item, serviceIds: [] }] }],
    ['no items', { ...body, items: [] }],
    ['bookingType 1', { ...body, bookingType: 1 }],
    ['isAnybody true', { ...body, isAnybody: true }],
    ['year 9999', { ...body, items: [{ ...item, startTime: '11/23/9999 10:00' }] }],
  ])('refuses %s', (_, bad) => {
    expect(updateAppointmentRequest.safeParse(bad).success).toBe(false);
  });
});
