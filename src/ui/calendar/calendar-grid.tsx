import { Avatar, Text } from '@mantine/core';
import {
  type CSSProperties,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import type { CalendarItem } from '../../contract/appointment.ts';
import type { ScheduleDay } from '../../contract/shop.ts';
import { SCROLL_TOP } from '../../lib/kept-screen.ts';
import { CalendarCellContent, type OpenItem } from './appointment-card.tsx';
import classes from './calendar-grid.module.css';
import { type CalendarCell, type DayLayout, layoutDay } from './calendar-layout.ts';
import { nowLine, openHoursOn, scrollTargetRow } from './calendar-slots.ts';
import { outsideText } from './calendar-text.ts';
import {
  DAY_END_MINUTES,
  DAY_START_MINUTES,
  formatClock,
  type IsoDay,
  quantizeNow,
  ROW_COUNT,
  SLOT_MINUTES,
  type WallClock,
} from './calendar-time.ts';
import { ColumnNav } from './column-nav.tsx';

export type { OpenItem, OpenItemInfo } from './appointment-card.tsx';

/** Height of one 15-minute row in CSS pixels. */
export const ROW_HEIGHT_PX = 28;
/** Width of the time column; calendar-grid.module.css's column breakpoints count it too. */
const GUTTER_PX = 56;
/**
 * With 2+ columns each keeps at least this width (a customer's name and "10:00–10:45 AM" still read
 * whole), the columns in view share the width evenly, and the grid scrolls sideways column by column.
 * calendar-grid.module.css's breakpoints are multiples of it.
 */
export const COLUMN_MIN_WIDTH_PX = 128;
/**
 * Height of one appointment's row in a stacked cell, its 1 px line included: two lines (time, then the
 * customer) among staff columns, one line in a single wide column. The layout gives a stack room for
 * them where the time below it is free (calendar-layout.ts rule 7).
 */
const STACK_ROW_PX = { dense: 37, wide: 25 } as const;

export interface CalendarColumn {
  /** A staff id: items are routed to the column whose id equals their staffId. */
  id: number;
  title?: string;
  avatar?: string | null;
}

export interface CalendarGridProps {
  /** YYYY-MM-DD. */
  day: IsoDay;
  /** One column per staff member; the header row shows only with 2 or more. */
  columns: readonly CalendarColumn[];
  /** Appointments and block hours of the day, any order. Pass a stable array (a query's data). */
  items: readonly CalendarItem[];
  /** The salon's weekly schedule. Pass a stable array. */
  schedule: readonly ScheduleDay[];
  /** The salon's wall clock; the parent refreshes it every NOW_REFRESH_MS. */
  now: WallClock;
  /** A tap on an appointment; `disabled` when its slots are past or closed. Block hours are not tappable. */
  onOpenItem: OpenItem;
  /** Height of the scrolling viewport. */
  maxHeight?: CSSProperties['maxHeight'];
  /** Accessible name of the calendar region. */
  label?: string;
  /**
   * The day is known (the server answered for it): a day without appointments then says so under the
   * grid. A grid drawn while its day loads passes false.
   */
  known?: boolean;
}

/** What a known day without appointments says under its grid. */
export const NO_APPOINTMENTS_TEXT = 'No appointments this day.';

const HOURS = Array.from(
  { length: (DAY_END_MINUTES - DAY_START_MINUTES) / 60 + 1 },
  (_, i) => DAY_START_MINUTES + i * 60,
);

/**
 * A day calendar: time labels, 15-minute rows, shaded disabled time, one column per staff member with
 * its cells (see model/calendar-layout.ts), and the current-time line. The layout is recomputed only
 * when the inputs change or `now` crosses a quarter hour; the now-line moves with every `now`.
 */
export function CalendarGrid({
  day,
  columns,
  items,
  schedule,
  now,
  onOpenItem,
  maxHeight = '70dvh',
  label = 'Calendar',
  known = true,
}: CalendarGridProps) {
  // Each commit is recorded as a 'calendar-render' performance measure (render start to DOM committed),
  // which bench/calendar-render.ts reads in Chromium.
  const renderStart = performance.now();
  const columnKey = columns.map((c) => c.id).join(',');
  const nowDay = now.day;
  const nowQuarter = quantizeNow(now).minutes;
  const multi = columns.length >= 2;
  const stackItemRows = (multi ? STACK_ROW_PX.dense : STACK_ROW_PX.wide) / ROW_HEIGHT_PX;
  const layout = useMemo(
    () =>
      layoutDay({
        day,
        columns: columnKey === '' ? [] : columnKey.split(',').map((id) => ({ id: Number(id) })),
        items,
        schedule,
        now: { day: nowDay, minutes: nowQuarter },
        stackItemRows,
      }),
    [day, columnKey, items, schedule, nowDay, nowQuarter, stackItemRows],
  );
  const line = nowLine(day, now, schedule);

  // A stable callback for the memoised cells, always calling the latest prop.
  const openRef = useRef(onOpenItem);
  useLayoutEffect(() => {
    openRef.current = onOpenItem;
  });
  const open = useCallback<OpenItem>((item, info) => openRef.current(item, info), []);

  // On a new day, scroll to the now-line while open, else the day's first item, else the opening time.
  const scrollerRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const scrolledDay = useRef<IsoDay | null>(null);
  const starts = layout.columns.flatMap((c) => c.cells.map((cell) => cell.startMinute));
  const targetRow = scrollTargetRow(
    line,
    starts.length > 0 ? Math.min(...starts) : null,
    openHoursOn(day, schedule),
  );
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || scrolledDay.current === day) return;
    scrolledDay.current = day;
    el.scrollTop = targetRow * ROW_HEIGHT_PX;
  }, [day, targetRow]);

  const count = Math.max(1, columns.length);
  // Many columns (the owner calendar's staff): the first commit draws the cells of the columns a screen
  // shows at once, the others follow in a background render (a deferred value), so the day appears
  // without waiting for the columns scrolled out of view. Later updates draw every column at once.
  const drawnColumns = useDeferredValue(
    columns.length,
    multi ? Math.min(columns.length, columnsInView()) : columns.length,
  );
  useLayoutEffect(() => {
    performance.measure('calendar-render', {
      start: renderStart,
      detail: { items: items.length, day, columns: columns.length, drawnColumns },
    });
  });
  const vars = {
    '--row': `${ROW_HEIGHT_PX}px`,
    '--rows': ROW_COUNT,
    '--gutter': `${GUTTER_PX}px`,
    '--columns': count,
    '--column-min': multi ? `${COLUMN_MIN_WIDTH_PX}px` : '0px',
    maxHeight,
  } as CSSProperties;

  return (
    <div>
      {multi && (
        <ColumnNav
          scrollerRef={scrollerRef}
          frameRef={frameRef}
          columns={columns}
          gutter={GUTTER_PX}
          minWidth={COLUMN_MIN_WIDTH_PX}
        />
      )}
      <div ref={frameRef} className={classes.frame}>
        {/* Focusable, so that the day scrolls with the keyboard too. */}
        <section
          ref={scrollerRef}
          className={classes.scroller}
          style={vars}
          aria-label={label}
          data-dense={multi || undefined}
          // Drawn by the server (src/ssr/), where no effect runs: the page scrolls it as the effect would.
          {...(typeof window === 'undefined' ? { [SCROLL_TOP]: targetRow * ROW_HEIGHT_PX } : {})}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1).
          tabIndex={0}
        >
          <div className={classes.canvas}>
            {multi && <ColumnHeader columns={columns} />}
            <div className={classes.body}>
              {TIME_GUTTER}
              <div className={classes.columns}>
                <CalendarCells layout={layout} onOpen={open} drawnColumns={drawnColumns} />
                {line && (
                  <div
                    className={classes.nowLine}
                    style={{ top: line.row * ROW_HEIGHT_PX }}
                    role="img"
                    aria-label={`Now, ${formatClock(line.minutes)}`}
                    data-testid="calendar-now-line"
                  />
                )}
              </div>
            </div>
          </div>
        </section>
        {multi && <div className={classes.edgeStart} aria-hidden="true" />}
        {multi && <div className={classes.edgeEnd} aria-hidden="true" />}
      </div>
      <OutsideNote count={layout.outsideAppointments} />
      {known && !items.some((i) => i.type === 'apt') && (
        <Text c="dimmed" ta="center" size="sm" mt="xs">
          {NO_APPOINTMENTS_TEXT}
        </Text>
      )}
    </div>
  );
}

const NO_CELLS: readonly CalendarCell[] = [];

/** How many columns a screen of this width shows at once, and one more beside them. */
function columnsInView(): number {
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  return Math.ceil((width - GUTTER_PX) / COLUMN_MIN_WIDTH_PX) + 1;
}

/** The hour labels never change: one element, created once. */
const TIME_GUTTER = (
  <div className={classes.gutter} aria-hidden="true" data-testid="calendar-times">
    {HOURS.map((m) => (
      <span
        key={m}
        className={classes.timeLabel}
        style={{ top: ((m - DAY_START_MINUTES) / SLOT_MINUTES) * ROW_HEIGHT_PX }}
      >
        {formatClock(m)}
      </span>
    ))}
  </div>
);

const ColumnHeader = memo(function ColumnHeader({ columns }: { columns: readonly CalendarColumn[] }) {
  return (
    <div className={classes.header} data-testid="calendar-columns">
      <div className={classes.corner} />
      <div className={classes.headerColumns}>
        {columns.map((c) => (
          <div
            key={c.id}
            className={classes.columnTitle}
            data-testid="calendar-column-title"
            data-column-title
          >
            {c.avatar !== undefined && (
              <Avatar src={c.avatar} alt="" size={24} radius="xl" color="pink">
                {c.title?.charAt(0)}
              </Avatar>
            )}
            <span className={classes.columnTitleText}>{c.title ?? ''}</span>
          </div>
        ))}
      </div>
    </div>
  );
});

const OutsideNote = memo(function OutsideNote({ count }: { count: number }) {
  const text = outsideText(count);
  return text ? (
    <Text size="xs" c="dimmed" mt={4}>
      {text}
    </Text>
  ) : null;
});

/**
 * Disabled-time shading and the columns with their cells. Memoised on the layout, so the 30-second
 * now-line refresh re-renders none of it (the layout itself only changes at quarter hours).
 */
const CalendarCells = memo(function CalendarCells({
  layout,
  onOpen,
  drawnColumns,
}: {
  layout: DayLayout;
  onOpen: OpenItem;
  /** Columns from the first whose cells are drawn (the others' come in a moment). */
  drawnColumns: number;
}) {
  const shades = layout.disabledRuns.map((run) => (
    <div
      key={run.startRow}
      className={classes.shade}
      style={{ top: run.startRow * ROW_HEIGHT_PX, height: run.rowSpan * ROW_HEIGHT_PX }}
    />
  ));
  const columns = layout.columns.map((column) => (
    <div key={column.index} className={classes.column}>
      {(column.index < drawnColumns ? column.cells : NO_CELLS).map((cell) => (
        <CalendarCellContent
          key={cell.key}
          cell={cell}
          onOpen={onOpen}
          className={classes.cell}
          rowHeight={ROW_HEIGHT_PX}
        />
      ))}
    </div>
  ));
  return (
    <>
      {shades}
      {columns}
    </>
  );
});
