import { type CSSProperties, memo } from 'react';
import type { CalendarItem } from '../../contract/appointment.ts';
import { CheckIcon, GlobeIcon, HeartIcon, PhoneIcon } from '../icons.tsx';
import classes from './appointment-card.module.css';
import type { CalendarCell, PlacedItem } from './calendar-layout.ts';
import {
  appointmentLabel,
  blockReason,
  displayCustomerName,
  hiddenText,
  isNotSent,
  serviceNames,
  timeRange,
  timeRangeText,
} from './calendar-text.ts';

export interface OpenItemInfo {
  /** The item's slots are all disabled (past or closed): open it read-only. */
  disabled: boolean;
}
export type OpenItem = (item: CalendarItem, info: OpenItemInfo) => void;

/**
 * An appointment's name reports when it is first painted (the browser's element timing, entries of
 * type `element` named 'appointment'): bench/first-visit.ts reads it, whoever drew the card (the app,
 * or the server on a first visit, where no script of the page has run yet).
 */
const PAINT_TIMING: Record<string, string> = { elementtiming: 'appointment' };

/** Confirmed (check), requested staff (heart) and source (phone or globe). Greyed with the card. */
export function AppointmentIcons({ item }: { item: CalendarItem }) {
  return (
    <>
      {item.confirm && <CheckIcon className={`${classes.icon} ${classes.confirmed}`} />}
      {item.requestStaff && <HeartIcon className={`${classes.icon} ${classes.requested}`} />}
      {item.sourceType === 0 ? (
        <PhoneIcon className={`${classes.icon} ${classes.source}`} />
      ) : (
        <GlobeIcon className={`${classes.icon} ${classes.source}`} />
      )}
    </>
  );
}

/** Where the grid puts a cell: a class that positions it absolutely, and its top and height. */
export interface CellPlacement {
  className?: string;
  style?: CSSProperties;
}

const withClass = (base: string | undefined, extra: string | undefined) =>
  extra ? `${base} ${extra}` : base;

/**
 * One appointment filling its cell: customer name (Walk-In when empty; two lines when it needs them)
 * with the icons beside it, 10:00–10:45 AM and the services; in a narrow staff column the name takes the
 * whole width and the icons go beside the services. A cell under 1.5 rows shows one line (name, start
 * time, icons; in a narrow staff column the name alone, the rest stays in the label).
 */
export function AppointmentCard({
  placed,
  rowSpan,
  onOpen,
  className,
  style,
}: CellPlacement & { placed: PlacedItem; rowSpan: number; onOpen: OpenItem }) {
  const { item, disabled } = placed;
  const oneLine = rowSpan < 1.5;
  const services = serviceNames(item);
  return (
    <button
      type="button"
      className={withClass(oneLine ? classes.card : `${classes.card} ${classes.lines}`, className)}
      style={style}
      data-disabled={disabled || undefined}
      data-not-sent={isNotSent(item) || undefined}
      aria-label={appointmentLabel(placed)}
      onClick={() => onOpen(item, { disabled })}
    >
      {oneLine ? (
        <span className={classes.head}>
          <span className={classes.name} {...PAINT_TIMING}>
            {displayCustomerName(item.customerName)}
          </span>
          <span className={classes.inlineTime}>{timeRange(placed).from}</span>
          <AppointmentIcons item={item} />
        </span>
      ) : (
        <>
          <span className={`${classes.name} ${classes.wrap} ${classes.cardName}`} {...PAINT_TIMING}>
            {displayCustomerName(item.customerName)}
          </span>
          <span className={classes.cardIcons}>
            <AppointmentIcons item={item} />
          </span>
          <span className={`${classes.text} ${classes.time}`}>{timeRangeText(placed)}</span>
          {isNotSent(item) && <span className={`${classes.text} ${classes.notSent}`}>Not sent yet</span>}
          {services && <span className={`${classes.text} ${classes.services}`}>{services}</span>}
        </>
      )}
    </button>
  );
}

/**
 * One appointment of a stacked cell as its own button: its time (10:00–10:45 AM), icons and customer,
 * on one line in a wide column, on two among staff columns (the time, then the name); a long name takes
 * a second line rather than being cut.
 */
export function AppointmentRow({ placed, onOpen }: { placed: PlacedItem; onOpen: OpenItem }) {
  const { item, disabled } = placed;
  return (
    <button
      type="button"
      className={classes.row}
      data-disabled={disabled || undefined}
      data-not-sent={isNotSent(item) || undefined}
      aria-label={appointmentLabel(placed)}
      onClick={() => onOpen(item, { disabled })}
    >
      <span className={`${classes.name} ${classes.wrap} ${classes.rowName}`} {...PAINT_TIMING}>
        {displayCustomerName(item.customerName)}
      </span>
      <span className={`${classes.inlineTime} ${classes.rowTime}`}>{timeRangeText(placed)}</span>
      <span className={classes.rowIcons}>
        <AppointmentIcons item={item} />
      </span>
    </button>
  );
}

/**
 * Overlapping appointments stacked in one cell, one row each (each greyed on its own). The cell may be
 * drawn longer than its appointments last (calendar-layout.ts rule 7): `--busy` is where they end, and
 * the room below it is drawn unshaded.
 */
export function AppointmentStack({
  cell,
  onOpen,
  className,
  style,
}: CellPlacement & { cell: CalendarCell; onOpen: OpenItem }) {
  return (
    <div
      className={withClass(classes.stack, className)}
      style={style}
      data-disabled={cell.disabled || undefined}
    >
      {cell.items.map((p) => (
        <AppointmentRow key={`${p.item.type}-${p.item.id}`} placed={p} onOpen={onOpen} />
      ))}
    </div>
  );
}

/**
 * Block hours shown instead of the appointments of their cell: the reason(s), the block's time and
 * how many appointments it hides. Not interactive.
 */
export function BlockCard({ cell, className, style }: CellPlacement & { cell: CalendarCell }) {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  const reasons: string[] = [];
  for (const p of cell.items) {
    start = Math.min(start, p.start);
    end = Math.max(end, p.end);
    const reason = blockReason(p.item);
    if (!reasons.includes(reason)) reasons.push(reason);
  }
  const hidden = hiddenText(cell);
  const oneLine = cell.rowSpan < 1.5;
  return (
    <div
      className={withClass(classes.block, className)}
      style={style}
      data-disabled={cell.disabled || undefined}
    >
      <span className={classes.blockReason}>
        <span className={classes.srOnly}>Blocked: </span>
        {reasons.join(' · ')}
        {oneLine && hidden ? ` · ${hidden}` : ''}
      </span>
      {!oneLine && <span className={classes.text}>{timeRangeText({ start, end })}</span>}
      {!oneLine && hidden && <span className={`${classes.text} ${classes.hidden}`}>{hidden}</span>}
    </div>
  );
}

/**
 * One cell of the grid: a card, a stack of rows, or a block, absolutely positioned by `className`
 * with top = startRow × rowHeight and height = drawnSpan × rowHeight − 1 (a 1 px gap below).
 * Memoised: props are the cell (new only when the layout changes) and primitives.
 */
export const CalendarCellContent = memo(function CalendarCellContent({
  cell,
  onOpen,
  className,
  rowHeight,
}: {
  cell: CalendarCell;
  onOpen: OpenItem;
  className: string | undefined;
  rowHeight: number;
}) {
  const style: CSSProperties = { top: cell.startRow * rowHeight, height: cell.drawnSpan * rowHeight - 1 };
  if (cell.kind === 'block') return <BlockCard cell={cell} className={className} style={style} />;
  const [only] = cell.items;
  if (only && cell.items.length === 1) {
    return (
      <AppointmentCard
        placed={only}
        rowSpan={cell.rowSpan}
        onOpen={onOpen}
        className={className}
        style={style}
      />
    );
  }
  const busy = { ...style, '--busy': `${cell.rowSpan * rowHeight - 1}px` } as CSSProperties;
  return <AppointmentStack cell={cell} onOpen={onOpen} className={className} style={busy} />;
});
