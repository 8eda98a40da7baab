import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '../../../contract/appointment.ts';
import type { ScheduleDay } from '../../../contract/shop.ts';
import { slotsOnDevice } from './device-slots.ts';

const LA = 'America/Los_Angeles';
const NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const week = (startTime: string, endTime: string, closed: number[] = []): ScheduleDay[] =>
  NAMES.map((day, weekday) => ({ day, weekday, startTime, endTime, enable: !closed.includes(weekday) }));
const item = (type: CalendarItem['type'], start: string, end: string): CalendarItem => ({
  id: 1,
  staffId: 7,
  type,
  startTime: `11-30-2026 ${start}:00`,
  endTime: `11-30-2026 ${end}:00`,
  customerName: '',
  confirm: false,
  requestStaff: true,
  sourceType: 0,
  status: 0,
  services: [],
  note: '',
});
const BEFORE = Date.parse('2026-11-29T12:00:00Z');

describe("a technician's free times on the phone", () => {
  it('steps 15 minutes from the opening, around their appointments and block hours, ending by the closing', () => {
    const slots = slotsOnDevice({
      day: '2026-11-30',
      zone: LA,
      schedule: week('09:00', '12:00'),
      items: [item('apt', '10:00', '10:45'), item('block-hour', '11:00', '11:30')],
      duration: 30,
      now: BEFORE,
    });
    expect(slots).toEqual(['9:00 AM', '9:15 AM', '9:30 AM', '11:30 AM']);
  });

  it('offers nothing already begun, nothing on a closed day, and holds 15 minutes for no services', () => {
    const input = { day: '2026-11-30', zone: LA, schedule: week('09:00', '10:00'), items: [], duration: 0 };
    // 9:20 AM in San Jose.
    expect(slotsOnDevice({ ...input, now: Date.parse('2026-11-30T17:20:00Z') })).toEqual([
      '9:30 AM',
      '9:45 AM',
    ]);
    expect(slotsOnDevice({ ...input, now: BEFORE })).toHaveLength(4);
    expect(slotsOnDevice({ ...input, schedule: week('09:00', '10:00', [1]), now: BEFORE })).toEqual([]);
  });

  it('counts real minutes on the day the clocks go back', () => {
    // 1 November 2026: 1:00–2:00 AM happens twice in San Jose; open 12:00 AM to 3:00 AM is 4 real hours.
    const slots = slotsOnDevice({
      day: '2026-11-01',
      zone: LA,
      schedule: week('00:00', '03:00'),
      items: [],
      duration: 60,
      now: Date.parse('2026-10-31T12:00:00Z'),
    });
    expect(slots[0]).toBe('12:00 AM');
    expect(slots.at(-1)).toBe('2:00 AM');
    expect(slots).toHaveLength(13);
  });
});
