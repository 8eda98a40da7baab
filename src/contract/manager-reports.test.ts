import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  FEEDBACK_LABELS,
  feedbackLabel,
  staffDailyQuery,
  summaryReport,
  summaryReportQuery,
  ticketsByStaffQuery,
} from './manager-reports.ts';
import { assignAppointmentBody, declineAssignmentBody } from './reassignment.ts';

const ok = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

describe('summary report (GET report/reportShop)', () => {
  it('takes from and to as YYYY-MM-DD', () => {
    expect(ok(summaryReportQuery, { from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(ok(summaryReportQuery, { from: '11-01-2026', to: '2026-11-30' })).toBe(false);
    expect(ok(summaryReportQuery, { from: '2026-11-01' })).toBe(false);
    expect(ok(summaryReportQuery, { from: '2026-11-01', to: '2026-11-30', shopId: '1' })).toBe(false);
  });
  it('spells the gift card payments gitCard, as the spec does', () => {
    expect(Object.keys(summaryReport.shape)).toContain('gitCard');
    expect(Object.keys(summaryReport.shape)).not.toContain('giftCard');
  });
});

describe('staff daily figures (GET /report/reportStaffDaily)', () => {
  it('takes one day', () => {
    expect(ok(staffDailyQuery, { date: '2026-11-23' })).toBe(true);
    expect(ok(staffDailyQuery, { date: '2026-11-31x' })).toBe(false);
    expect(ok(staffDailyQuery, {})).toBe(false);
  });
});

describe('tickets by staff (GET admin/ticket-by-staff)', () => {
  const base = { shopId: '1', staffId: '2' };
  it('takes no period (today) or FROM-TO with both dates', () => {
    expect(ok(ticketsByStaffQuery, base)).toBe(true);
    expect(
      ok(ticketsByStaffQuery, { ...base, type: 'FROM-TO', startDate: '11-01-2026', endDate: '11-23-2026' }),
    ).toBe(true);
  });
  it.each([
    ['a start date alone', { startDate: '11-01-2026' }],
    ['FROM-TO without dates', { type: 'FROM-TO' }],
    ['dates without FROM-TO', { startDate: '11-01-2026', endDate: '11-23-2026' }],
    ['another type', { type: 'DAY', startDate: '11-01-2026', endDate: '11-23-2026' }],
    ['YYYY-MM-DD dates', { type: 'FROM-TO', startDate: '2026-11-01', endDate: '2026-11-23' }],
  ])('refuses %s', (_, extra) => {
    expect(ok(ticketsByStaffQuery, { ...base, ...extra })).toBe(false);
  });
  it('needs the salon and the staff member', () => {
    expect(ok(ticketsByStaffQuery, { staffId: '2' })).toBe(false);
    expect(ok(ticketsByStaffQuery, { shopId: '1' })).toBe(false);
  });
});

describe('feedback smileys', () => {
  it('names the levels 1 to 5 Terrible, Bad, Okay, Good, Great', () => {
    expect([1, 2, 3, 4, 5].map(feedbackLabel)).toEqual([...FEEDBACK_LABELS]);
    expect(FEEDBACK_LABELS).toEqual(['Terrible', 'Bad', 'Okay', 'Good', 'Great']);
  });
  it('clamps what is out of range', () => {
    expect(feedbackLabel(0)).toBe('Terrible');
    expect(feedbackLabel(9)).toBe('Great');
  });
});

describe('reassignment decisions', () => {
  it('approve takes the request, the appointment and the staff member', () => {
    expect(ok(assignAppointmentBody, { appointmentId: 1, assignAppointmentId: 2, staffIdTo: 3 })).toBe(true);
    expect(ok(assignAppointmentBody, { appointmentId: 1, assignAppointmentId: 2 })).toBe(false);
  });
  it('decline needs a reason', () => {
    const body = { appointmentId: 1, assignAppointmentId: 2 };
    expect(ok(declineAssignmentBody, { ...body, reason: 'She asked for Anna only' })).toBe(true);
    expect(ok(declineAssignmentBody, { ...body, reason: '   ' })).toBe(false);
    expect(ok(declineAssignmentBody, body)).toBe(false);
  });
});
