import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { busyDay, FIXTURE_DAY, makeItem } from '../../../tests/support/calendar-fixtures.ts';
import type { CalendarItem } from '../../contract/appointment.ts';
import type { ScheduleDay } from '../../contract/shop.ts';
import { type CalendarCell, type DayLayout, layoutDay } from './calendar-layout.ts';
import { disabledSlots, openHoursOn } from './calendar-slots.ts';
import {
  DAY_START_MINUTES,
  formatCalendarTime,
  quantizeNow,
  SLOT_MINUTES,
  type WallClock,
} from './calendar-time.ts';

const DAY = FIXTURE_DAY; // Monday 2025-03-10
/** Open every day 09:00–21:00. */
const OPEN: ScheduleDay[] = [];
const EARLY: WallClock = { day: '2025-03-01', minutes: 0 }; // well before DAY: nothing is past

function layout(
  items: CalendarItem[],
  opts: { columns?: number[]; now?: WallClock; schedule?: ScheduleDay[]; stackItemRows?: number } = {},
) {
  return layoutDay({
    day: DAY,
    columns: (opts.columns ?? [1]).map((id) => ({ id })),
    items,
    schedule: opts.schedule ?? OPEN,
    now: opts.now ?? EARLY,
    ...(opts.stackItemRows === undefined ? {} : { stackItemRows: opts.stackItemRows }),
  });
}
const cellsOf = (l: DayLayout, column = 0) => l.columns[column]?.cells ?? [];
const ids = (cell: CalendarCell | undefined) => cell?.items.map((p) => p.item.id);
const hiddenIds = (cell: CalendarCell | undefined) => cell?.hidden.map((p) => p.item.id);
const apt = (id: number, from: string, to: string, staffId = 1) => makeItem({ id, from, to, staffId });
const block = (id: number, from: string, to: string, note = 'Lunch', staffId = 1) =>
  makeItem({ id, from, to, staffId, type: 'block-hour', note });

describe('cells', () => {
  it('places one appointment in rows from 9:00', () => {
    const [cell] = cellsOf(layout([apt(1, '10:00', '10:45')]));
    expect(cell).toMatchObject({ kind: 'appointments', startRow: 4, rowSpan: 3, column: 0, columnId: 1 });
    expect(cell?.startMinute).toBe(600);
    expect(cell?.endMinute).toBe(645);
    expect(cell?.hiddenCount).toBe(0);
    expect(ids(cell)).toEqual([1]);
  });

  it('merges a chain A–B–C into one stacked cell in start order', () => {
    // A overlaps B, B overlaps C, A does not overlap C: still one group.
    const cells = cellsOf(
      layout([apt(3, '11:00', '11:30'), apt(1, '10:00', '10:45'), apt(2, '10:30', '11:15')]),
    );
    expect(cells).toHaveLength(1);
    expect(cells[0]).toMatchObject({ startRow: 4, rowSpan: 6, kind: 'appointments' });
    expect(ids(cells[0])).toEqual([1, 2, 3]);
  });

  it('keeps touching items apart: an end equal to the next start is not an overlap', () => {
    const cells = cellsOf(layout([apt(1, '10:00', '10:30'), apt(2, '10:30', '11:00')]));
    expect(cells.map(ids)).toEqual([[1], [2]]);
    expect(cells.map((c) => [c.startRow, c.rowSpan])).toEqual([
      [4, 2],
      [6, 2],
    ]);
  });

  it('orders a stacked cell by start, then end, then id', () => {
    const cells = cellsOf(
      layout([apt(5, '10:00', '11:00'), apt(4, '10:00', '10:30'), apt(2, '10:00', '11:00')]),
    );
    expect(ids(cells[0])).toEqual([4, 2, 5]);
  });

  it('a long appointment swallows later ones that start before it ends', () => {
    const cells = cellsOf(
      layout([apt(1, '10:00', '14:00'), apt(2, '11:00', '11:15'), apt(3, '13:45', '15:00')]),
    );
    expect(cells).toHaveLength(1);
    expect(cells[0]).toMatchObject({ startMinute: 600, endMinute: 900 });
  });

  it('supports times off the quarter hour with fractional rows', () => {
    const [cell] = cellsOf(layout([apt(1, '10:10', '10:20')]));
    expect(cell?.startRow).toBeCloseTo(70 / 15);
    expect(cell?.rowSpan).toBeCloseTo(10 / 15);
  });
});

describe('room to read a stack', () => {
  const spans = (l: DayLayout) => cellsOf(l).map((c) => [c.rowSpan, c.drawnSpan]);

  it('a stacked cell reaches into the free time below it, as far as its appointments need', () => {
    const pair = [apt(1, '10:00', '10:15'), apt(2, '10:00', '10:15')];
    expect(spans(layout(pair))).toEqual([[1, 1]]);
    expect(spans(layout(pair, { stackItemRows: 1.25 }))).toEqual([[1, 2.5]]);
    const three = [...pair, apt(3, '10:05', '10:20')];
    expect(spans(layout(three, { stackItemRows: 1.25 }))).toEqual([[4 / 3, 3.75]]);
  });

  it('stops at the next cell of the column and at 21:00', () => {
    const pair = [apt(1, '10:00', '10:15'), apt(2, '10:00', '10:15')];
    expect(spans(layout([...pair, apt(3, '10:30', '11:00')], { stackItemRows: 1.25 }))).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(
      spans(layout([...pair, block(4, '10:15', '10:30')], { stackItemRows: 1.25 })).map((s) => s[1]),
    ).toEqual([1, 1]);
    expect(spans(layout([apt(1, '20:45', '21:00'), apt(2, '20:50', '21:00')], { stackItemRows: 2 }))).toEqual(
      [[1, 1]],
    );
  });

  it('keeps a group that is long enough, a single card and a block cell at their own span', () => {
    const long = [apt(1, '10:00', '12:00'), apt(2, '10:30', '11:00')];
    expect(spans(layout(long, { stackItemRows: 1.25 }))).toEqual([[8, 8]]);
    expect(spans(layout([apt(1, '10:00', '10:15')], { stackItemRows: 3 }))).toEqual([[1, 1]]);
    const hidden = [block(1, '10:00', '10:15'), apt(2, '10:00', '10:15'), apt(3, '10:00', '10:15')];
    expect(spans(layout(hidden, { stackItemRows: 3 }))).toEqual([[1, 1]]);
  });
});

describe('block hours', () => {
  it('show instead of the appointments of their group, which are counted as hidden', () => {
    const l = layout([
      block(100, '12:00', '13:00', 'Lunch'),
      apt(1, '12:30', '13:30'),
      apt(2, '13:15', '14:00'), // overlaps only apt 1: hidden through the chain
      apt(3, '14:00', '14:30'), // touches apt 2: its own cell
      apt(4, '11:00', '12:00'), // touches the block: its own cell
    ]);
    const cells = cellsOf(l);
    expect(cells.map((c) => c.kind)).toEqual(['appointments', 'block', 'appointments']);
    const blockCell = cells[1];
    expect(blockCell).toMatchObject({ startMinute: 720, endMinute: 840, hiddenCount: 2 });
    expect(ids(blockCell)).toEqual([100]);
    expect(hiddenIds(blockCell)).toEqual([1, 2]);
    expect(blockCell?.items[0]?.item.note).toBe('Lunch');
    expect(ids(cells[0])).toEqual([4]);
    expect(ids(cells[2])).toEqual([3]);
    expect(l.columns[0]?.hiddenCount).toBe(2);
  });

  it('a block hour inside an appointment still takes the whole group', () => {
    const [cell] = cellsOf(layout([apt(1, '10:00', '12:00'), block(100, '10:30', '10:45')]));
    expect(cell).toMatchObject({ kind: 'block', startMinute: 600, endMinute: 720, hiddenCount: 1 });
  });

  it('a lone block hour hides nothing; overlapping block hours share one cell', () => {
    const cells = cellsOf(
      layout([block(100, '15:00', '16:00'), block(101, '15:30', '17:00'), block(102, '18:00', '18:30')]),
    );
    expect(cells.map(ids)).toEqual([[100, 101], [102]]);
    expect(cells.map((c) => c.hiddenCount)).toEqual([0, 0]);
    expect(cells.every((c) => c.kind === 'block')).toBe(true);
  });

  it('do not reach appointments of another column', () => {
    const l = layout([block(100, '12:00', '13:00', 'Lunch', 1), apt(1, '12:00', '13:00', 2)], {
      columns: [1, 2],
    });
    expect(cellsOf(l, 0)[0]?.kind).toBe('block');
    expect(cellsOf(l, 1)[0]?.kind).toBe('appointments');
  });
});

describe('zero-length items', () => {
  it('are drawn 15 minutes long', () => {
    const [cell] = cellsOf(layout([apt(1, '10:00', '10:00')]));
    expect(cell).toMatchObject({ startRow: 4, rowSpan: 1, endMinute: 615 });
    expect(cell?.items[0]).toMatchObject({ start: 600, end: 615 });
  });

  it('overlap with their drawn 15 minutes', () => {
    expect(cellsOf(layout([apt(1, '10:00', '10:00'), apt(2, '10:10', '10:30')]))).toHaveLength(1);
    expect(cellsOf(layout([apt(1, '10:00', '10:00'), apt(2, '10:15', '10:30')]))).toHaveLength(2);
    const [cell] = cellsOf(layout([block(100, '10:00', '10:00'), apt(1, '10:05', '10:20')]));
    expect(cell).toMatchObject({ kind: 'block', hiddenCount: 1, startMinute: 600, endMinute: 620 });
  });

  it('an end before the start counts as zero length', () => {
    const [cell] = cellsOf(layout([apt(1, '10:00', '09:00')]));
    expect(cell).toMatchObject({ startMinute: 600, endMinute: 615 });
  });
});

describe('the 9:00–21:00 window', () => {
  it('clips items that cross it and keeps their real times', () => {
    const cells = cellsOf(
      layout([apt(1, '08:00', '09:30'), apt(2, '20:30', '22:00'), apt(3, '20:45', '20:45')]),
    );
    expect(cells.map((c) => [c.startRow, c.rowSpan])).toEqual([
      [0, 2],
      [46, 2],
    ]);
    expect(cells[0]?.items[0]).toMatchObject({ start: 480, end: 570, visibleStart: 540, visibleEnd: 570 });
    expect(ids(cells[1])).toEqual([2, 3]);
  });

  it('drops items entirely outside and reports them', () => {
    const l = layout([
      apt(1, '07:00', '08:00'),
      apt(2, '08:30', '09:00'), // ends at 9:00: outside
      apt(3, '21:00', '22:00'),
      apt(4, '21:00', '21:00'), // drawn 21:00–21:15
      block(100, '06:00', '07:00'),
      apt(5, '10:00', '10:30'),
    ]);
    const column = l.columns[0];
    expect(column?.cells.map(ids)).toEqual([[5]]);
    expect(column?.outside.map((p) => p.item.id)).toEqual([100, 1, 2, 4, 3]); // start, then end
    expect(l.outsideAppointments).toBe(4);
  });

  it('counts items of other days apart and clips items that run over midnight', () => {
    const overnight: CalendarItem = {
      ...apt(1, '00:00', '00:00'),
      startTime: formatCalendarTime(DAY, -60), // 23:00 the day before
      endTime: formatCalendarTime(DAY, 600),
    };
    const l = layout([overnight, makeItem({ id: 2, day: '2025-03-11', from: '10:00', to: '11:00' })]);
    expect(l.columns[0]?.otherDay).toBe(1);
    expect(cellsOf(l)[0]).toMatchObject({ startMinute: 540, endMinute: 600 });
    expect(cellsOf(l)[0]?.items[0]?.start).toBe(-60);
  });

  it('counts unreadable times as invalid', () => {
    const l = layout([{ ...apt(1, '10:00', '11:00'), startTime: '2025-03-10 10:00:00' }]);
    expect(l.columns[0]).toMatchObject({ invalid: 1, cells: [], outside: [] });
  });
});

describe('columns', () => {
  it('routes each item to its column by staffId and counts the rest', () => {
    const l = layout(
      [
        apt(1, '10:00', '11:00', 7),
        apt(2, '10:00', '11:00', 3),
        apt(3, '10:30', '11:30', 7),
        apt(4, '10:00', '11:00', 99),
      ],
      { columns: [3, 7, 5] },
    );
    expect(l.columns.map((c) => c.id)).toEqual([3, 7, 5]);
    expect(l.columns.map((c) => c.cells.map(ids))).toEqual([[[2]], [[1, 3]], []]);
    expect(cellsOf(l, 1)[0]).toMatchObject({ column: 1, columnId: 7 });
    expect(l.unrouted).toBe(1);
  });

  it('gives a repeated column id to its first column only', () => {
    const l = layout([apt(1, '10:00', '11:00', 3)], { columns: [3, 3] });
    expect(l.columns.map((c) => c.cells.length)).toEqual([1, 0]);
  });

  it('gives every cell of the day a distinct key', () => {
    const items = [...busyDay(1, { staffId: 1 }), ...busyDay(2, { staffId: 2, firstId: 1 })];
    const keys = layout(items, { columns: [1, 2] }).columns.flatMap((c) => c.cells.map((cell) => cell.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('disabled cells', () => {
  const now: WallClock = { day: DAY, minutes: 12 * 60 + 5 };

  it('a cell is disabled when all its slots are', () => {
    const cells = cellsOf(
      layout([apt(1, '10:00', '11:00'), apt(2, '11:45', '12:30'), apt(3, '15:00', '15:30')], { now }),
    );
    expect(cells.map((c) => c.disabled)).toEqual([true, false, false]);
  });

  it('items of a stacked cell carry their own flag', () => {
    const [cell] = cellsOf(layout([apt(1, '11:00', '12:00'), apt(2, '11:30', '12:30')], { now }));
    expect(cell?.disabled).toBe(false);
    expect(cell?.items.map((p) => p.disabled)).toEqual([true, false]);
  });

  it('follows the schedule on later days and disables everything on past days', () => {
    const monday10to19: ScheduleDay[] = [
      { day: 'Mon', weekday: 1, startTime: '10:00', endTime: '19:00', enable: true },
    ];
    const cells = cellsOf(
      layout([apt(1, '09:00', '10:00'), apt(2, '18:30', '19:15'), apt(3, '19:30', '20:00')], {
        schedule: monday10to19,
      }),
    );
    expect(cells.map((c) => c.disabled)).toEqual([true, false, true]);
    const past = cellsOf(layout([apt(1, '15:00', '16:00')], { now: { day: '2025-03-11', minutes: 0 } }));
    expect(past[0]?.disabled).toBe(true);
  });

  it('flags outside items by their own time', () => {
    const l = layout([apt(1, '08:00', '08:30'), apt(2, '21:00', '21:30')], {
      now: { day: DAY, minutes: 8 * 60 + 45 },
    });
    // 8:00–8:30 is past; 21:00–21:30 is after the default 21:00 closing.
    expect(l.columns[0]?.outside.map((p) => p.disabled)).toEqual([true, true]);
    const open: ScheduleDay[] = [
      { day: 'Mon', weekday: 1, startTime: '08:00', endTime: '22:00', enable: true },
    ];
    const later = layout([apt(2, '21:00', '21:30')], { now: { day: DAY, minutes: 8 * 60 }, schedule: open });
    expect(later.columns[0]?.outside[0]?.disabled).toBe(false);
    // Like a slot: 8:05–8:17 touches 8:15–8:30, which holds 8:20, so it is not disabled yet.
    const early = layout([apt(3, '08:00', '08:15'), apt(4, '08:05', '08:17')], {
      now: { day: DAY, minutes: 8 * 60 + 20 },
    });
    expect(early.columns[0]?.outside.map((p) => p.disabled)).toEqual([true, false]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Property: compare against a naive quadratic reference on random days.

interface RandomItem {
  staffId: number;
  block: boolean;
  start: number;
  length: number;
  dayShift: number;
}

const randomItem: fc.Arbitrary<RandomItem> = fc.record({
  staffId: fc.integer({ min: 1, max: 4 }), // 4 is not a column: unrouted
  block: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  start: fc.oneof(
    fc.integer({ min: 6 * 60, max: 23 * 60 }).map((m) => m - (m % 15)),
    fc.integer({ min: 6 * 60, max: 23 * 60 }),
  ),
  length: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 180 }),
    fc.integer({ min: 1, max: 12 }).map((n) => n * 15),
  ),
  dayShift: fc.oneof(
    { weight: 20, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.constantFrom(-1, 1) },
  ),
});

/** Monday's hours: opening 06:00–10:59, closing 17:00–23:59, sometimes closed. */
const randomSchedule: fc.Arbitrary<ScheduleDay[]> = fc
  .record({
    open: fc.integer({ min: 6 * 60, max: 10 * 60 + 59 }),
    close: fc.integer({ min: 17 * 60, max: 23 * 60 + 59 }),
    enable: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
  })
  .map(({ open, close, enable }): ScheduleDay[] => {
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return [{ day: 'Mon', weekday: 1, startTime: hhmm(open), endTime: hhmm(close), enable }];
  });

function toItems(specs: RandomItem[]): CalendarItem[] {
  return specs.map((s, i) => ({
    ...makeItem({
      id: i + 1,
      staffId: s.staffId,
      type: s.block ? 'block-hour' : 'apt',
      from: '00:00',
      to: '00:00',
    }),
    startTime: formatCalendarTime(DAY, s.dayShift * 1440 + s.start),
    endTime: formatCalendarTime(DAY, s.dayShift * 1440 + s.start + s.length),
  }));
}

/** Quadratic union-find of overlapping visible items: the groups the layout must find. */
function referenceGroups(members: { id: number; from: number; to: number }[]): Set<string> {
  const parent = members.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] ?? i;
    return i;
  };
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i];
      const b = members[j];
      if (a && b && a.from < b.to && b.from < a.to) parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, number[]>();
  members.forEach((m, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), m.id]);
  });
  return new Set([...groups.values()].map((g) => g.sort((x, y) => x - y).join(',')));
}

describe('layout properties', () => {
  it('every item lands exactly once, cells never overlap, groups match the reference', () => {
    fc.assert(
      fc.property(
        fc.array(randomItem, { maxLength: 40 }),
        fc.oneof(fc.integer({ min: 0, max: 24 * 60 }), fc.double({ min: 0, max: 24 * 60 - 1, noNaN: true })),
        fc.constantFrom(-1, 0, 1),
        randomSchedule,
        fc.constantFrom(0, 0.75, 1.25, 2.5),
        (specs, nowMinutes, nowShift, schedule, stackItemRows) => {
          const items = toItems(specs);
          const now: WallClock = {
            day: ['2025-03-09', DAY, '2025-03-11'][nowShift + 1] ?? DAY,
            minutes: nowMinutes,
          };
          const columns = [{ id: 1 }, { id: 2 }, { id: 3 }];
          const l = layoutDay({ day: DAY, columns, items, schedule, now, stackItemRows });
          const slots = disabledSlots(DAY, now, schedule);
          // The slot rule written out again, over the whole day.
          const hours = openHoursOn(DAY, schedule);
          const slotOff = (s: number) =>
            now.day > DAY ||
            (now.day === DAY && s + 15 <= now.minutes) ||
            !hours ||
            s < hours.open ||
            s + 15 > hours.close;
          const referenceDisabled = (from: number, to: number) => {
            for (let s = Math.max(0, Math.floor(from / 15) * 15); s < Math.min(1440, to); s += 15) {
              if (!slotOff(s)) return false;
            }
            return true;
          };

          expect(l.unrouted).toBe(specs.filter((s) => s.staffId === 4).length);
          for (const column of l.columns) {
            const mine = items.filter((it) => it.staffId === column.id);
            const seen: number[] = [];
            for (const cell of column.cells) {
              for (const p of cell.items) seen.push(p.item.id);
              for (const p of cell.hidden) seen.push(p.item.id);
            }
            for (const p of column.outside) seen.push(p.item.id);
            // Every item of the column exactly once, in a cell, hidden, outside, or counted as another day.
            expect(new Set(seen).size).toBe(seen.length);
            expect(seen.length + column.otherDay + column.invalid).toBe(mine.length);
            expect(column.invalid).toBe(0);

            let previousEnd = Number.NEGATIVE_INFINITY;
            // Drawn (rule 7): never shorter than the group, never onto the next cell or past 21:00; only
            // a stack of appointments is drawn longer, and then as long as they need or the room allows.
            column.cells.forEach((cell, i) => {
              const room = (column.cells[i + 1]?.startRow ?? 48) - cell.startRow;
              expect(cell.drawnSpan).toBeGreaterThanOrEqual(cell.rowSpan);
              expect(cell.drawnSpan).toBeLessThanOrEqual(Math.max(cell.rowSpan, room));
              const stack = cell.kind === 'appointments' && cell.items.length > 1;
              expect(cell.drawnSpan).toBe(
                stack
                  ? Math.max(cell.rowSpan, Math.min(cell.items.length * stackItemRows, room))
                  : cell.rowSpan,
              );
            });
            const members: { id: number; from: number; to: number }[] = [];
            for (const cell of column.cells) {
              // Never overlapping, top to bottom, inside the window.
              expect(cell.startMinute).toBeGreaterThanOrEqual(previousEnd);
              expect(cell.startMinute).toBeGreaterThanOrEqual(540);
              expect(cell.endMinute).toBeLessThanOrEqual(1260);
              expect(cell.endMinute).toBeGreaterThan(cell.startMinute);
              expect(cell.startRow).toBeCloseTo((cell.startMinute - DAY_START_MINUTES) / SLOT_MINUTES);
              expect(cell.rowSpan).toBeCloseTo((cell.endMinute - cell.startMinute) / SLOT_MINUTES);
              previousEnd = cell.endMinute;

              const all = [...cell.items, ...cell.hidden];
              // The cell spans exactly its members.
              expect(Math.min(...all.map((p) => p.visibleStart))).toBe(cell.startMinute);
              expect(Math.max(...all.map((p) => p.visibleEnd))).toBe(cell.endMinute);
              // Block precedence: block cells show block hours and hide every appointment of the group.
              if (cell.kind === 'block') {
                expect(cell.items.length).toBeGreaterThan(0);
                expect(cell.items.every((p) => p.item.type === 'block-hour')).toBe(true);
                expect(cell.hidden.every((p) => p.item.type === 'apt')).toBe(true);
              } else {
                expect(cell.items.every((p) => p.item.type === 'apt')).toBe(true);
                expect(cell.hidden).toEqual([]);
              }
              expect(cell.hiddenCount).toBe(cell.hidden.length);
              // Start order.
              for (let i = 1; i < cell.items.length; i++) {
                expect(cell.items[i]?.start ?? 0).toBeGreaterThanOrEqual(cell.items[i - 1]?.start ?? 0);
              }
              // Disabled = every covered slot disabled, for the cell and for each of its items.
              const first = Math.floor(cell.startRow);
              const last = Math.ceil(cell.startRow + cell.rowSpan - 1e-9);
              expect(cell.disabled).toBe(slots.slice(first, last).every(Boolean));
              expect(cell.disabled).toBe(referenceDisabled(cell.startMinute, cell.endMinute));
              for (const p of all) expect(p.disabled).toBe(referenceDisabled(p.visibleStart, p.visibleEnd));
              for (const p of all) {
                expect(p.end - p.start).toBeGreaterThan(0);
                members.push({ id: p.item.id, from: p.start, to: p.end });
              }
            }
            // The cells are the transitive overlap groups of the full (unclipped) drawn intervals.
            const actual = new Set(
              column.cells.map((c) =>
                [...c.items, ...c.hidden]
                  .map((p) => p.item.id)
                  .sort((x, y) => x - y)
                  .join(','),
              ),
            );
            expect(actual).toEqual(referenceGroups(members));
            // Outside items really are outside the window, and are flagged by the same slot rule.
            for (const p of column.outside) {
              expect(p.end <= 540 || p.start >= 1260).toBe(true);
              expect(p.disabled).toBe(referenceDisabled(p.start, p.end));
            }
          }
          // Memoising on the quarter hour changes nothing.
          expect(
            layoutDay({ day: DAY, columns, items, schedule, now: quantizeNow(now), stackItemRows }),
          ).toEqual(l);
        },
      ),
      { numRuns: 400 },
    );
  });
});
