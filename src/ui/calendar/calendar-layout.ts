/**
 * Lays out one day of calendar items in N staff columns (spec part 1 §4 "Staff calendar", part 2
 * "Owner calendar"). Pure and allocation-light: one sort per column, then linear sweeps.
 *
 * Rules, in order:
 * 1. Routing: an item goes to the column whose id equals its staffId (the first such column when ids
 *    repeat); an item no column claims is counted in `unrouted`.
 * 2. Times: start and end are wall-clock minutes from the midnight that starts `day`. An item whose end
 *    equals its start is drawn 15 minutes long (MIN_ITEM_MINUTES); an end before the start is treated
 *    the same way. This drawn length counts for overlap too. Unparseable times → `invalid`.
 * 3. Window: an item that does not touch `day` at all is counted in `otherDay`; one that touches the day
 *    but lies entirely outside 9:00–21:00 goes to `outside` (a screen can say "2 more outside the
 *    calendar hours"); the rest are clipped to 9:00–21:00 (`visibleStart`/`visibleEnd`).
 * 4. Groups: intervals are half-open [start, end), so an item ending when the next starts does NOT
 *    overlap it. Items of a column that overlap, directly or through a chain (A–B, B–C ⇒ A, B, C), form
 *    ONE group, appointments and block hours alike. Each group is one cell spanning from its earliest
 *    visible start to its latest visible end; cells of a column therefore never overlap.
 * 5. Block precedence: a group holding at least one block hour is a 'block' cell. Its `items` are the
 *    group's block hours (their `note` is the reason) and its `hidden` are ALL the group's appointments,
 *    including ones that only reach a block through other appointments of the chain; `hiddenCount` is
 *    `hidden.length`. A group without block hours is an 'appointments' cell listing its appointments.
 *    Items and hidden items are in start order (then end, then id).
 * 6. Disabled: a cell is disabled when every slot it covers is disabled (`disabledSlots`); a placed item
 *    likewise over its own slots. A slot is "covered" when the visible range touches it, so 10:10–10:20
 *    covers 10:00–10:15 and 10:15–10:30. `outside` items use the same rule over the slots of the whole
 *    day (`rangeDisabled`), so the flag means the same thing everywhere.
 * 7. Room to read a stack: with `stackItemRows` (the rows one appointment's lines take in a stacked
 *    cell), a stacked cell (2+ appointments) is drawn `drawnSpan` rows tall: as many as its appointments
 *    need, reaching down into the free time below it but never onto the column's next cell or past
 *    21:00, and never shorter than its group (`rowSpan`). Every other cell is drawn `rowSpan` tall, so
 *    drawn cells still never overlap.
 */
import type { CalendarItem } from '../../contract/appointment.ts';
import type { ScheduleDay } from '../../contract/shop.ts';
import { disabledRuns, disabledSlots, type RowRun, rangeDisabled, slotRule } from './calendar-slots.ts';
import {
  DAY_END_MINUTES,
  DAY_START_MINUTES,
  type IsoDay,
  isoDayNumber,
  MIN_ITEM_MINUTES,
  MINUTES_PER_DAY,
  minutesOnDay,
  ROW_COUNT,
  SLOT_MINUTES,
  type WallClock,
} from './calendar-time.ts';

/** An item with its position on the day. */
export interface PlacedItem {
  item: CalendarItem;
  /** Drawn start and end in minutes from the day's midnight (zero length → 15 minutes); not clipped. */
  start: number;
  end: number;
  /** The part inside 9:00–21:00 (equal to start/end unless clipped). */
  visibleStart: number;
  visibleEnd: number;
  /** Every slot the item covers is disabled: show it greyed and open it read-only. */
  disabled: boolean;
}

export type CellKind = 'appointments' | 'block';

/** One absolutely positioned box in a column. */
export interface CalendarCell {
  /** Stable within the day: the column id, the kind and the first item. */
  key: string;
  /** Index into the layout's columns. */
  column: number;
  columnId: number;
  kind: CellKind;
  /** Rows from the top (9:00) and rows tall; whole numbers when times fall on quarter hours. */
  startRow: number;
  rowSpan: number;
  /** Rows drawn: `rowSpan`, or more for a stacked cell that reaches into free time below it (rule 7). */
  drawnSpan: number;
  /** Visible range in minutes from midnight. */
  startMinute: number;
  endMinute: number;
  /** 'appointments': the stacked appointments; 'block': the block hours shown instead. */
  items: PlacedItem[];
  /** 'block' only: the appointments the block hides (empty otherwise). */
  hidden: PlacedItem[];
  hiddenCount: number;
  disabled: boolean;
}

export interface ColumnLayout {
  id: number;
  index: number;
  /** Top to bottom, never overlapping. */
  cells: CalendarCell[];
  /** Items on this day but entirely outside 9:00–21:00, both kinds, in start order. */
  outside: PlacedItem[];
  /** Items that do not touch this day. */
  otherDay: number;
  /** Items whose times could not be read. */
  invalid: number;
  /** Appointments hidden under block hours in this column. */
  hiddenCount: number;
}

export interface DayLayout {
  day: IsoDay;
  /** One flag per row: the slot is disabled. */
  slots: boolean[];
  /** The disabled rows as runs, for shading. */
  disabledRuns: RowRun[];
  /** In the order of the input columns. */
  columns: ColumnLayout[];
  /** Items whose staffId matched no column. */
  unrouted: number;
  /** Appointments (not block hours) of all columns in `outside`. */
  outsideAppointments: number;
}

export interface DayLayoutInput {
  day: IsoDay;
  columns: readonly { id: number }[];
  items: readonly CalendarItem[];
  schedule: readonly ScheduleDay[];
  /** The salon's wall clock. `quantizeNow(now)` gives the same layout (see calendar-time.ts). */
  now: WallClock;
  /** Rows one appointment of a stacked cell takes to be read (rule 7); 0 or absent: no more than its group. */
  stackItemRows?: number;
}

function compareItems(a: PlacedItem, b: PlacedItem): number {
  return (
    a.start - b.start ||
    a.end - b.end ||
    (a.item.type === b.item.type ? 0 : a.item.type === 'block-hour' ? -1 : 1) ||
    a.item.id - b.item.id
  );
}

/** enabledBefore[r] = number of enabled slots among rows 0 … r-1 (length ROW_COUNT + 1). */
function enabledPrefix(slots: readonly boolean[]): Int32Array {
  const prefix = new Int32Array(ROW_COUNT + 1);
  for (let r = 0; r < ROW_COUNT; r++) prefix[r + 1] = (prefix[r] ?? 0) + (slots[r] === true ? 0 : 1);
  return prefix;
}

function allDisabled(enabledBefore: Int32Array, visibleStart: number, visibleEnd: number): boolean {
  const first = Math.max(0, Math.floor((visibleStart - DAY_START_MINUTES) / SLOT_MINUTES));
  const last = Math.min(ROW_COUNT, Math.ceil((visibleEnd - DAY_START_MINUTES) / SLOT_MINUTES));
  return (enabledBefore[last] ?? 0) - (enabledBefore[first] ?? 0) === 0;
}

interface ColumnBucket {
  visible: PlacedItem[];
  outside: PlacedItem[];
  otherDay: number;
  invalid: number;
}

function makeCell(
  column: number,
  columnId: number,
  group: PlacedItem[],
  groupStart: number,
  groupEnd: number,
  enabledBefore: Int32Array,
): CalendarCell {
  let blocks: PlacedItem[] | null = null;
  for (const p of group) {
    if (p.item.type === 'block-hour') {
      if (blocks) blocks.push(p);
      else blocks = [p];
    }
  }
  const first = blocks ? blocks[0] : group[0];
  const kind: CellKind = blocks ? 'block' : 'appointments';
  const hidden = blocks ? group.filter((p) => p.item.type !== 'block-hour') : [];
  return {
    key: `${columnId}:${kind}:${first?.item.type}-${first?.item.id}`,
    column,
    columnId,
    kind,
    startRow: (groupStart - DAY_START_MINUTES) / SLOT_MINUTES,
    rowSpan: (groupEnd - groupStart) / SLOT_MINUTES,
    drawnSpan: (groupEnd - groupStart) / SLOT_MINUTES,
    startMinute: groupStart,
    endMinute: groupEnd,
    items: blocks ?? group,
    hidden,
    hiddenCount: hidden.length,
    disabled: allDisabled(enabledBefore, groupStart, groupEnd),
  };
}

/** Groups a column's visible items (sorted here, in place) into non-overlapping cells. */
function buildCells(
  column: number,
  columnId: number,
  visible: PlacedItem[],
  enabledBefore: Int32Array,
  stackItemRows: number,
): CalendarCell[] {
  visible.sort(compareItems);
  const cells: CalendarCell[] = [];
  let group: PlacedItem[] = [];
  let groupStart = 0;
  let groupEnd = Number.NEGATIVE_INFINITY;
  for (const p of visible) {
    // Sorted by start (clipping keeps the order), so one running end finds the transitive groups.
    if (p.visibleStart < groupEnd) {
      group.push(p);
      if (p.visibleEnd > groupEnd) groupEnd = p.visibleEnd;
    } else {
      if (group.length > 0)
        cells.push(makeCell(column, columnId, group, groupStart, groupEnd, enabledBefore));
      group = [p];
      groupStart = p.visibleStart;
      groupEnd = p.visibleEnd;
    }
  }
  if (group.length > 0) cells.push(makeCell(column, columnId, group, groupStart, groupEnd, enabledBefore));
  if (stackItemRows > 0) {
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i] as CalendarCell;
      if (cell.kind !== 'appointments' || cell.items.length < 2) continue;
      const room = (cells[i + 1]?.startRow ?? ROW_COUNT) - cell.startRow;
      cell.drawnSpan = Math.max(cell.rowSpan, Math.min(cell.items.length * stackItemRows, room));
    }
  }
  return cells;
}

/** Lays out `items` for `day` in `columns`. See the rules at the top of this file. */
export function layoutDay(input: DayLayoutInput): DayLayout {
  const { day, columns, items, schedule, now, stackItemRows = 0 } = input;
  const slots = disabledSlots(day, now, schedule);
  const enabledBefore = enabledPrefix(slots);
  const dayNumber = isoDayNumber(day);
  const rule = slotRule(day, now, schedule);

  const columnOf = new Map<number, number>();
  const buckets: ColumnBucket[] = columns.map((c, index) => {
    if (!columnOf.has(c.id)) columnOf.set(c.id, index);
    return { visible: [], outside: [], otherDay: 0, invalid: 0 };
  });

  let unrouted = 0;
  for (const item of items) {
    const index = columnOf.get(item.staffId);
    const bucket = index === undefined ? undefined : buckets[index];
    if (!bucket) {
      unrouted++;
      continue;
    }
    const start = minutesOnDay(item.startTime, dayNumber);
    let end = minutesOnDay(item.endTime, dayNumber);
    if (start === null || end === null || Number.isNaN(start) || Number.isNaN(end)) {
      if (start === null || end === null) bucket.invalid++;
      else bucket.otherDay++; // invalid `day`: nothing is on it
      continue;
    }
    if (end <= start) end = start + MIN_ITEM_MINUTES;
    if (end <= 0 || start >= MINUTES_PER_DAY) {
      bucket.otherDay++;
      continue;
    }
    const visibleStart = start > DAY_START_MINUTES ? start : DAY_START_MINUTES;
    const visibleEnd = end < DAY_END_MINUTES ? end : DAY_END_MINUTES;
    if (visibleEnd <= visibleStart) {
      bucket.outside.push({
        item,
        start,
        end,
        visibleStart: start,
        visibleEnd: end,
        disabled: rangeDisabled(rule, start, end),
      });
      continue;
    }
    bucket.visible.push({
      item,
      start,
      end,
      visibleStart,
      visibleEnd,
      disabled: allDisabled(enabledBefore, visibleStart, visibleEnd),
    });
  }

  let outsideAppointments = 0;
  const columnLayouts = buckets.map((bucket, index): ColumnLayout => {
    const id = columns[index]?.id ?? 0;
    const cells = buildCells(index, id, bucket.visible, enabledBefore, stackItemRows);
    let hiddenCount = 0;
    for (const c of cells) hiddenCount += c.hiddenCount;
    bucket.outside.sort(compareItems);
    for (const p of bucket.outside) if (p.item.type !== 'block-hour') outsideAppointments++;
    return {
      id,
      index,
      cells,
      outside: bucket.outside,
      otherDay: bucket.otherDay,
      invalid: bucket.invalid,
      hiddenCount,
    };
  });

  return {
    day,
    slots,
    disabledRuns: disabledRuns(slots),
    columns: columnLayouts,
    unrouted,
    outsideAppointments,
  };
}
