import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockHourOf, listItem } from '../../../../../tests/support/list-fixtures.ts';
import { AppointmentStatus } from '../../../../contract/appointment.ts';
import { layoutDay } from '../../../../ui/calendar/calendar-layout.ts';
import { ANYONE_COLUMN_ID, blockItemOf, calendarItemOf, isDrawn, ownerDay } from './owner-calendar.ts';

const DAY = '2026-11-23';
const OTHER_DAY = '2026-11-24';
const staff = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Staff ${i + 1}`, avatar: null }));

describe('a listed appointment on the grid', () => {
  it('keeps its id, staff, times, customer, services and flags', () => {
    const item = {
      ...listItem({ id: 7, day: DAY, from: '10:00', to: '10:45', staffId: 3, requestStaff: true }),
      status: AppointmentStatus.CONFIRMED,
      bookingType: 1,
      note: 'Window seat',
    };
    expect(calendarItemOf(item)).toEqual({
      id: 7,
      staffId: 3,
      type: 'apt',
      startTime: '11-23-2026 10:00:00',
      endTime: '11-23-2026 10:45:00',
      customerName: 'Customer 7',
      confirm: true,
      requestStaff: true,
      sourceType: 1,
      status: 1,
      services: [{ serviceName: 'Gel Manicure' }],
      note: 'Window seat',
    });
  });

  it('goes to the Anyone column when booked for anybody', () => {
    expect(
      calendarItemOf(listItem({ id: 1, day: DAY, from: '10:00', to: '11:00', staffId: null })).staffId,
    ).toBe(ANYONE_COLUMN_ID);
  });

  it('a block hour keeps its reason as the note', () => {
    const block = blockItemOf(blockHourOf({ id: 4, staffId: 2, day: DAY, from: '13:00', to: '14:00' }));
    expect(block).toMatchObject({ id: 4, staffId: 2, type: 'block-hour', note: 'Lunch' });
  });

  it('a zero-length appointment is drawn 15 minutes long', () => {
    const item = calendarItemOf(listItem({ id: 1, day: DAY, from: '15:00', to: '15:00' }));
    const layout = layoutDay({
      day: DAY,
      columns: [{ id: 1 }],
      items: [item],
      schedule: [],
      now: { day: '2026-01-01', minutes: 0 },
    });
    expect(layout.columns[0]?.cells[0]).toMatchObject({ startMinute: 900, endMinute: 915, rowSpan: 1 });
  });
});

describe('one day of the owner calendar', () => {
  it('has a column per staff member and draws neither canceled nor deleted appointments', () => {
    const day = ownerDay(
      DAY,
      staff(3),
      [
        listItem({ id: 1, day: DAY, from: '10:00', to: '11:00', staffId: 1 }),
        listItem({
          id: 2,
          day: DAY,
          from: '10:00',
          to: '11:00',
          staffId: 2,
          status: AppointmentStatus.CANCELED,
        }),
        listItem({
          id: 3,
          day: DAY,
          from: '12:00',
          to: '13:00',
          staffId: 3,
          status: AppointmentStatus.DELETED,
        }),
        listItem({ id: 4, day: OTHER_DAY, from: '12:00', to: '13:00', staffId: 3 }),
      ],
      [
        blockHourOf({ id: 1, staffId: 2, day: DAY, from: '13:00', to: '14:00' }),
        blockHourOf({ id: 2, staffId: 2, day: OTHER_DAY, from: '13:00', to: '14:00' }),
      ],
    );
    expect(day.columns.map((c) => c.title)).toEqual(['Staff 1', 'Staff 2', 'Staff 3']);
    expect(day.items.map((i) => `${i.type}-${i.id}`)).toEqual(['apt-1', 'block-hour-1']);
  });

  it('adds Anyone last, and a column for a booked staff member missing from the staff list', () => {
    const day = ownerDay(
      DAY,
      staff(1),
      [
        listItem({ id: 1, day: DAY, from: '10:00', to: '11:00', staffId: null }),
        listItem({ id: 2, day: DAY, from: '10:00', to: '11:00', staffId: 9, staffName: 'Former' }),
      ],
      [],
    );
    expect(day.columns.map((c) => [c.id, c.title])).toEqual([
      [1, 'Staff 1'],
      [9, 'Former'],
      [ANYONE_COLUMN_ID, 'Anyone'],
    ]);
  });

  /** Any day's list for 1 to 14 staff members: appointments on the day and the next, block hours. */
  const anyDay = fc.integer({ min: 1, max: 14 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      list: fc.uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 10_000 }),
          day: fc.constantFrom(DAY, OTHER_DAY),
          start: fc.integer({ min: 8 * 4, max: 21 * 4 }),
          quarters: fc.integer({ min: 0, max: 8 }),
          staffId: fc.option(fc.integer({ min: 1, max: n + 1 }), { nil: null, freq: 8 }),
          status: fc.constantFrom(0, 1, 2, 3, 4, 5),
        }),
        { selector: (a) => a.id, maxLength: 80 },
      ),
      blocks: fc.uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 10_000 }),
          start: fc.integer({ min: 9 * 4, max: 20 * 4 }),
          staffId: fc.integer({ min: 1, max: n }),
        }),
        { selector: (b) => b.id, maxLength: 20 },
      ),
    }),
  );
  const hhmm = (quarter: number) =>
    `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

  it('for any staff and any day: every column once, every drawn item in its own column, no cells overlapping', () => {
    fc.assert(
      fc.property(anyDay, ({ n, list, blocks }) => {
        const items = list.map((a) =>
          listItem({
            id: a.id,
            day: a.day,
            from: hhmm(a.start),
            to: hhmm(Math.min(a.start + a.quarters, 24 * 4 - 1)),
            staffId: a.staffId,
            status: a.status,
          }),
        );
        const blockHours = blocks.map((b) =>
          blockHourOf({ id: b.id, staffId: b.staffId, day: DAY, from: hhmm(b.start), to: hhmm(b.start + 4) }),
        );
        const day = ownerDay(DAY, staff(n), items, blockHours);
        const ids = day.columns.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.slice(0, n)).toEqual(staff(n).map((s) => s.id));

        const drawn = items.filter((i) => isDrawn(i) && i.start_time.startsWith('11-23-2026'));
        expect(
          day.items
            .filter((i) => i.type === 'apt')
            .map((i) => i.id)
            .sort(),
        ).toEqual(drawn.map((i) => i.id).sort());
        expect(day.items.filter((i) => i.type === 'block-hour')).toHaveLength(blockHours.length);

        const layout = layoutDay({
          day: DAY,
          columns: day.columns,
          items: day.items,
          schedule: [],
          now: { day: '2026-01-01', minutes: 0 },
        });
        // Every item lands in a column: nothing unrouted, nothing on another day.
        expect(layout.unrouted).toBe(0);
        expect(layout.columns).toHaveLength(day.columns.length);
        let placed = 0;
        for (const column of layout.columns) {
          expect(column.otherDay).toBe(0);
          placed += column.outside.length;
          for (const [i, cell] of column.cells.entries()) {
            placed += cell.items.length + cell.hidden.length;
            for (const p of [...cell.items, ...cell.hidden]) expect(p.item.staffId).toBe(column.id);
            const next = column.cells[i + 1];
            if (next) expect(cell.endMinute).toBeLessThanOrEqual(next.startMinute);
          }
        }
        expect(placed).toBe(day.items.length);
      }),
    );
  });
});
