import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, formatIn, wallClockInstant } from '../../time/calendar-day.ts';
import {
  availableSlots,
  chooseAnyone,
  heldMinutes,
  type Interval,
  isFree,
  overlaps,
  SLOT_STEP_MINUTES,
  type StaffDay,
} from './slots.ts';

const MIN = 60_000;
const STEP = SLOT_STEP_MINUTES * MIN;
/** A day's instants from minutes after an arbitrary midnight (a UTC day: no offsets involved). */
const BASE = Date.UTC(2026, 10, 24);
const at = (minutes: number) => BASE + minutes * MIN;
const span = (from: number, to: number): Interval => ({ start: at(from), end: at(to) });

describe('the slot engine', () => {
  it('offers every 15 minutes from opening while the appointment ends by closing', () => {
    const slots = availableSlots({
      hours: span(9 * 60, 11 * 60),
      durationMinutes: 45,
      now: 0,
      staff: [{ staffId: 7, busy: [] }],
    });
    expect(slots.map((s) => (s.start - BASE) / MIN)).toEqual([540, 555, 570, 585, 600, 615]);
    expect(slots.every((s) => s.end - s.start === 45 * MIN && s.free[0] === 7)).toBe(true);
  });

  it('offers nothing on a closed day, without staff, or when the appointment is longer than the day', () => {
    const staff = [{ staffId: 1, busy: [] }];
    expect(availableSlots({ hours: null, durationMinutes: 30, now: 0, staff })).toEqual([]);
    expect(availableSlots({ hours: span(540, 600), durationMinutes: 30, now: 0, staff: [] })).toEqual([]);
    expect(availableSlots({ hours: span(540, 600), durationMinutes: 75, now: 0, staff })).toEqual([]);
  });

  it('refuses past starts, keeps appointments and block hours free of overlap, touching ends allowed', () => {
    const slots = availableSlots({
      hours: span(540, 720),
      durationMinutes: 30,
      now: at(560),
      staff: [{ staffId: 1, busy: [span(600, 630), span(660, 660)] }],
    });
    // 570 (after now) … 690; 600-630 busy; the zero-length block at 660 holds 660-675.
    expect(slots.map((s) => (s.start - BASE) / MIN)).toEqual([570, 630, 675, 690]);
  });

  it('a total of 0 minutes holds one step', () => {
    expect(heldMinutes(0)).toBe(15);
    expect(heldMinutes(Number.NaN)).toBe(15);
    expect(heldMinutes(50)).toBe(50);
    const [first] = availableSlots({
      hours: span(540, 600),
      durationMinutes: 0,
      now: 0,
      staff: [{ staffId: 1, busy: [] }],
    });
    expect(first && (first.end - first.start) / MIN).toBe(15);
  });

  it('"anyone": a slot when at least one is free, given to the least booked, then the lowest id', () => {
    const staff: StaffDay[] = [
      { staffId: 5, busy: [span(540, 600), span(700, 760)] },
      { staffId: 3, busy: [span(600, 660)] },
      { staffId: 9, busy: [span(540, 660)] },
    ];
    const slots = availableSlots({ hours: span(540, 660), durationMinutes: 60, now: 0, staff });
    const byStart = new Map(slots.map((s) => [(s.start - BASE) / MIN, s]));
    expect(byStart.get(540)?.free).toEqual([3]);
    expect(byStart.get(600)?.free).toEqual([5]);
    expect(byStart.has(555)).toBe(false);
    const all = availableSlots({ hours: span(700, 800), durationMinutes: 15, now: 0, staff });
    // At 760 all three are free: 3 and 9 are booked 60 and 120 min, 5 for 120: 3 takes it.
    const open = all.find((s) => s.start === at(760));
    expect(open?.free).toEqual([5, 3, 9]);
    expect(open && chooseAnyone(open, staff)).toBe(3);
    const tie = availableSlots({
      hours: span(0, 60),
      durationMinutes: 15,
      now: 0,
      staff: [
        { staffId: 8, busy: [] },
        { staffId: 2, busy: [] },
      ],
    })[0];
    expect(
      tie &&
        chooseAnyone(tie, [
          { staffId: 8, busy: [] },
          { staffId: 2, busy: [] },
        ]),
    ).toBe(2);
  });

  it('for any day, offers exactly the free starts on the grid: never a double booking, never one missed', () => {
    const interval = fc
      .tuple(fc.integer({ min: 0, max: 24 * 60 }), fc.integer({ min: 0, max: 240 }))
      .map(([from, len]) => span(from, from + len));
    const staffDay = fc.record({ busy: fc.array(interval, { maxLength: 8 }) });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 * 60 }),
        fc.integer({ min: 0, max: 14 * 60 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -60, max: 24 * 60 }),
        fc.array(staffDay, { minLength: 1, maxLength: 5 }),
        (open, length, duration, nowMinutes, days) => {
          const hours = span(open, open + length);
          const staff = days.map((d, i) => ({ staffId: i + 1, busy: d.busy }));
          const slots = availableSlots({ hours, durationMinutes: duration, now: at(nowMinutes), staff });
          const held = heldMinutes(duration) * MIN;
          const offered = new Set(slots.map((s) => s.start));
          for (let start = hours.start; start + held <= hours.end; start += STEP) {
            const wanted = { start, end: start + held };
            const free = staff.filter((s) => isFree(s.busy, wanted)).map((s) => s.staffId);
            const expected = start >= at(nowMinutes) && free.length > 0;
            if (offered.has(start) !== expected) return false;
          }
          return slots.every(
            (s) =>
              s.start >= hours.start &&
              s.end <= hours.end &&
              s.start >= at(nowMinutes) &&
              (s.start - hours.start) % STEP === 0 &&
              s.end - s.start === held &&
              s.free.length > 0 &&
              s.free.every((id) =>
                (staff.find((x) => x.staffId === id)?.busy ?? []).every(
                  (b) => !overlaps({ start: b.start, end: Math.max(b.end, b.start + STEP) }, s),
                ),
              ) &&
              staff.some((x) => x.staffId === chooseAnyone(s, staff) && s.free.includes(x.staffId)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('steps in real time on daylight-saving days: wall-clock labels stay on the quarter hour', () => {
    const zone = 'America/Los_Angeles';
    for (const [y, m, d] of [
      [2027, 3, 14],
      [2026, 11, 1],
    ] as const) {
      const day = dayNumber(y, m, d);
      const hours = {
        start: wallClockInstant(day, 8 * 60, zone).getTime(),
        end: wallClockInstant(day, 21 * 60, zone).getTime(),
      };
      const slots = availableSlots({ hours, durationMinutes: 60, now: 0, staff: [{ staffId: 1, busy: [] }] });
      const labels = slots.map((s) => formatIn(new Date(s.start), zone, 'h:mm a'));
      expect(labels[0]).toBe('8:00 AM');
      expect(labels.at(-1)).toBe('8:00 PM');
      expect(labels).toHaveLength((13 * 60 - 60) / 15 + 1);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
