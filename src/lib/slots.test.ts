import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingMinutesBetween,
  bookingSearchOf,
  bookingTimeOf,
  bookingTimeOfCalendar,
  calendarTimeOfBooking,
  dayAndMinutesOf,
  displayStartOf,
  slotMinutes,
  slotOf,
  splitSlots,
} from './slots.ts';

describe('time slots', () => {
  it('reads "h:mm AM" on the 12-hour clock', () => {
    expect(slotMinutes('12:00 AM')).toBe(0);
    expect(slotMinutes('9:15 AM')).toBe(555);
    expect(slotMinutes('12:30 PM')).toBe(750);
    expect(slotMinutes('1:15 PM')).toBe(795);
    expect(slotMinutes('11:45 PM')).toBe(1425);
    expect(slotMinutes('13:00 PM')).toBeNaN();
    expect(slotMinutes('nine')).toBeNaN();
  });

  it('writes and reads back every minute of a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(slotMinutes(slotOf(m))).toBe(m);
      }),
    );
  });

  it('splits Morning (AM) from Afternoon (PM), keeping the order', () => {
    expect(splitSlots(['9:00 AM', '11:45 AM', '12:00 PM', '4:15 PM'])).toEqual({
      morning: ['9:00 AM', '11:45 AM'],
      afternoon: ['12:00 PM', '4:15 PM'],
    });
    expect(splitSlots([])).toEqual({ morning: [], afternoon: [] });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1439 }).map(slotOf)), (slots) => {
        const { morning, afternoon } = splitSlots(slots);
        expect(morning.length + afternoon.length).toBe(slots.length);
        expect(morning.every((s) => slotMinutes(s) < 720)).toBe(true);
        expect(afternoon.every((s) => slotMinutes(s) >= 720)).toBe(true);
      }),
    );
  });

  it('goes to /booking with the staff, the slot (its space an underscore) and the day', () => {
    expect(bookingSearchOf(7, '10:15 AM', '2026-12-01')).toEqual({
      staff_id: 7,
      time_slot: '10:15_AM',
      date: '2026-12-01',
    });
    expect(bookingSearchOf(null, '1:00 PM', '2026-12-01')).toEqual({
      time_slot: '1:00_PM',
      date: '2026-12-01',
    });
  });
});

describe('booking and calendar times', () => {
  it('writes a day and minutes as MM/DD/YYYY HH:mm, past midnight into the next day', () => {
    expect(bookingTimeOf('2026-11-25', 555)).toBe('11/25/2026 09:15');
    expect(bookingTimeOf('2026-12-31', 1440 + 30)).toBe('01/01/2027 00:30');
  });

  it('converts between the calendar and booking formats', () => {
    expect(bookingTimeOfCalendar('11-25-2026 14:05:00')).toBe('11/25/2026 14:05');
    expect(calendarTimeOfBooking('11/25/2026 14:05')).toBe('11-25-2026 14:05:00');
    expect(displayStartOf('11-25-2026 09:00:00')).toBe('11-25-2026 09:00 AM');
    expect(displayStartOf('11-25-2026 00:30:00')).toBe('11-25-2026 12:30 AM');
    expect(displayStartOf('11-25-2026 12:00:00')).toBe('11-25-2026 12:00 PM');
    expect(displayStartOf('11-25-2026 21:45:00')).toBe('11-25-2026 09:45 PM');
    expect(dayAndMinutesOf('11-25-2026 14:05:00')).toEqual({ day: '2026-11-25', minutes: 845 });
    expect(bookingMinutesBetween('11/25/2026 23:30', '11/26/2026 00:15')).toBe(45);
  });

  it('round-trips any day and time', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2190-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1439 }), (d, m) => {
        const booking = bookingTimeOf(d, m);
        expect(dayAndMinutesOf(calendarTimeOfBooking(booking))).toEqual({ day: d, minutes: m });
        expect(bookingTimeOfCalendar(calendarTimeOfBooking(booking))).toBe(booking);
      }),
    );
  });
});
