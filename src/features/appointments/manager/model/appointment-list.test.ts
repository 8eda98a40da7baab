import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listItem } from '../../../../../tests/support/list-fixtures.ts';
import {
  type AppointmentListItem,
  AppointmentStatus,
  LIST_FILTERS,
} from '../../../../contract/appointment.ts';
import { shiftDay } from '../../../../lib/day.ts';
import { wallClockMinutes } from '../../../../lib/wall-clock.ts';
import { searchStaff } from '../../../../ui/staff-search.ts';
import {
  cardTimes,
  dayOf,
  filterCounts,
  groupByDate,
  inRange,
  matchesFilter,
  ofStaff,
  shownEnd,
  sourceOf,
  toneOf,
  windowOf,
} from './appointment-list.ts';

const TODAY = '2026-11-23';
const DAYS = Array.from({ length: 10 }, (_, i) => shiftDay('2026-11-20', i));
const TIMES = ['09:00', '09:30', '10:15', '12:00', '13:45', '15:00', '18:30', '20:45'];

/** Any listed appointment: a day, a start, a length of 0 to 90 minutes, a staff member or anybody. */
const anyItem = fc
  .record({
    id: fc.integer({ min: 1, max: 100_000 }),
    day: fc.constantFrom(...DAYS),
    from: fc.constantFrom(...TIMES),
    minutes: fc.constantFrom(0, 15, 30, 45, 90),
    staffId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    status: fc.constantFrom(0, 1, 2, 3, 4),
    requestStaff: fc.boolean(),
  })
  .map(({ minutes, from, ...rest }) => {
    const [h, m] = from.split(':').map(Number);
    const end = (h ?? 0) * 60 + (m ?? 0) + minutes;
    const to = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
    return listItem({ ...rest, from, to });
  });
const anyList = fc.uniqueArray(anyItem, { selector: (i) => i.id, maxLength: 40 });

describe('the answer a period is read from', () => {
  it('is the window around today for a period inside it, else the period itself', () => {
    expect(windowOf(TODAY)).toEqual({ start: '2026-11-16', end: '2026-11-30' });
    expect(sourceOf({ start: TODAY, end: TODAY }, TODAY)).toEqual(windowOf(TODAY));
    expect(sourceOf({ start: '2026-11-16', end: '2026-11-30' }, TODAY)).toEqual(windowOf(TODAY));
    expect(sourceOf({ start: '2026-11-15', end: '2026-11-20' }, TODAY)).toEqual({
      start: '2026-11-15',
      end: '2026-11-20',
    });
    expect(sourceOf({ start: '2026-12-01', end: '2026-12-01' }, TODAY)).toEqual({
      start: '2026-12-01',
      end: '2026-12-01',
    });
  });

  it('always covers the period asked for', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 20 }), (from, length) => {
        const period = { start: shiftDay(TODAY, from), end: shiftDay(TODAY, from + length) };
        const source = sourceOf(period, TODAY);
        expect(source.start <= period.start && source.end >= period.end).toBe(true);
      }),
    );
  });

  it('keeps only the days of the period', () => {
    fc.assert(
      fc.property(anyList, fc.constantFrom(...DAYS), fc.constantFrom(...DAYS), (list, a, b) => {
        const period = a <= b ? { start: a, end: b } : { start: b, end: a };
        const kept = inRange(list, period);
        expect(kept.every((i) => dayOf(i) >= period.start && dayOf(i) <= period.end)).toBe(true);
        expect(kept.length).toBe(
          list.filter((i) => dayOf(i) >= period.start && dayOf(i) <= period.end).length,
        );
      }),
    );
  });
});

describe('the filter and its counts', () => {
  it('Appointment is requestStaff false, Appointment Request requestStaff true', () => {
    const plain = listItem({ id: 1, day: TODAY, from: '10:00', to: '10:30' });
    const requested = listItem({ id: 2, day: TODAY, from: '10:00', to: '10:30', requestStaff: true });
    expect(matchesFilter(plain, 'NON_REQUEST_STAFF')).toBe(true);
    expect(matchesFilter(plain, 'REQUEST_STAFF')).toBe(false);
    expect(matchesFilter(requested, 'REQUEST_STAFF')).toBe(true);
    expect(matchesFilter(requested, 'ALL')).toBe(true);
    expect(filterCounts([plain, requested, requested])).toEqual({
      ALL: 3,
      NON_REQUEST_STAFF: 1,
      REQUEST_STAFF: 2,
    });
  });

  it('each count is the number of items its filter shows, and the two kinds add up to ALL', () => {
    fc.assert(
      fc.property(anyList, (list) => {
        const counts = filterCounts(list);
        for (const filter of LIST_FILTERS)
          expect(counts[filter]).toBe(list.filter((i) => matchesFilter(i, filter)).length);
        expect(counts.NON_REQUEST_STAFF + counts.REQUEST_STAFF).toBe(counts.ALL);
      }),
    );
  });

  it('the staff filter keeps one staff member, or everyone', () => {
    fc.assert(
      fc.property(anyList, fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), (list, staffId) => {
        const kept = ofStaff(list, staffId);
        if (staffId === null) expect(kept).toEqual(list);
        else {
          expect(kept.every((i) => i.staffId === staffId)).toBe(true);
          expect(kept.length).toBe(list.filter((i) => i.staffId === staffId).length);
        }
      }),
    );
  });
});

describe('the staff search', () => {
  const staff = [{ name: 'Kim Nguyen' }, { name: 'Mai Pham' }, { name: 'Helen Truong' }];
  it('is case-insensitive on the name, the text trimmed', () => {
    expect(searchStaff(staff, '  KIM ')).toEqual([{ name: 'Kim Nguyen' }]);
    expect(searchStaff(staff, 'ng')).toEqual([{ name: 'Kim Nguyen' }, { name: 'Helen Truong' }]);
    expect(searchStaff(staff, '   ')).toEqual(staff);
    expect(searchStaff(staff, 'zz')).toEqual([]);
  });

  it('finds every name containing the text, whatever its case and surrounding spaces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 10 }),
        fc.string({ maxLength: 4 }),
        (names, text) => {
          const found = searchStaff(
            names.map((name) => ({ name })),
            ` ${text.toUpperCase()} `,
          );
          const wanted = text.toUpperCase().trim().toLowerCase();
          expect(found.map((s) => s.name)).toEqual(names.filter((n) => n.toLowerCase().includes(wanted)));
        },
      ),
    );
  });
});

describe('grouping by date', () => {
  it('groups by the day the appointment starts, days in order, each day by start time', () => {
    const groups = groupByDate([
      listItem({ id: 3, day: '2026-11-24', from: '09:00', to: '09:30' }),
      listItem({ id: 1, day: TODAY, from: '14:00', to: '14:30' }),
      listItem({ id: 2, day: TODAY, from: '09:30', to: '10:00' }),
    ]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      [TODAY, [2, 1]],
      ['2026-11-24', [3]],
    ]);
  });

  it('keeps every appointment once, in its own day, sorted', () => {
    fc.assert(
      fc.property(anyList, (list) => {
        const groups = groupByDate(list);
        const all: AppointmentListItem[] = groups.flatMap((g) => g.items);
        expect(all.map((i) => i.id).sort()).toEqual(list.map((i) => i.id).sort());
        for (let g = 1; g < groups.length; g++)
          expect((groups[g - 1]?.day ?? '') < (groups[g]?.day ?? '')).toBe(true);
        for (const group of groups) {
          expect(group.items.every((i) => dayOf(i) === group.day)).toBe(true);
          for (let i = 1; i < group.items.length; i++)
            expect(wallClockMinutes(group.items[i - 1]?.start_time ?? '')).toBeLessThanOrEqual(
              wallClockMinutes(group.items[i]?.start_time ?? ''),
            );
        }
      }),
    );
  });
});

describe('a card', () => {
  it('shows 12-hour times, a zero-length appointment as 15 minutes', () => {
    expect(cardTimes(listItem({ id: 1, day: TODAY, from: '09:00', to: '09:45' }))).toEqual({
      from: '9:00 AM',
      to: '9:45 AM',
    });
    expect(cardTimes(listItem({ id: 1, day: TODAY, from: '15:00', to: '15:00' }))).toEqual({
      from: '3:00 PM',
      to: '3:15 PM',
    });
    expect(cardTimes(listItem({ id: 1, day: TODAY, from: '11:50', to: '11:50' }))).toEqual({
      from: '11:50 AM',
      to: '12:05 PM',
    });
  });

  it('never shows an appointment shorter than 15 minutes, nor changes a longer one', () => {
    fc.assert(
      fc.property(anyItem, (item) => {
        const length = wallClockMinutes(shownEnd(item)) - wallClockMinutes(item.start_time);
        const real = wallClockMinutes(item.end_time) - wallClockMinutes(item.start_time);
        expect(length).toBe(real > 0 ? real : 15);
      }),
    );
  });

  it('is coloured by status: CONFIRMED, CANCEL or default', () => {
    const at = (status: number) => toneOf({ status });
    expect(at(AppointmentStatus.CONFIRMED)).toBe('CONFIRMED');
    expect(at(AppointmentStatus.CANCELED)).toBe('CANCEL');
    expect(at(AppointmentStatus.NEW)).toBe('default');
    expect(at(AppointmentStatus.UNNAMED)).toBe('default');
    expect(at(AppointmentStatus.FINISHED)).toBe('default');
  });
});
