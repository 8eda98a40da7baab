/**
 * Which staff columns a sideways-scrolled calendar shows, and where its buttons scroll to. Pure: the
 * grid measures, this decides (calendar-grid.tsx's ColumnNav).
 */

export interface ColumnMeasure {
  /** The grid's horizontal scroll, CSS pixels. */
  scrollLeft: number;
  /** The width the columns have on screen: the scroller's inner width less the time column. */
  viewport: number;
  /** One column's width. */
  columnWidth: number;
  count: number;
}

export interface ColumnView {
  /** The first and last column in view (0-based, inclusive). */
  first: number;
  last: number;
  /** How many columns a screen holds. */
  perView: number;
  count: number;
}

/**
 * The columns in view: as many whole columns as the viewport holds (at least one), from the first column
 * more than half in view. A column counts as whole with half a pixel to spare (sub-pixel widths).
 */
export function columnView({ scrollLeft, viewport, columnWidth, count }: ColumnMeasure): ColumnView {
  const n = Math.max(0, Math.floor(count));
  if (n === 0 || !(columnWidth > 0) || !(viewport > 0))
    return { first: 0, last: Math.max(0, n - 1), perView: Math.max(1, n), count: n };
  const perView = Math.min(n, Math.max(1, Math.floor((viewport + 0.5) / columnWidth)));
  const scrolled = Number.isFinite(scrollLeft) ? Math.max(0, scrollLeft) : 0;
  const first = Math.min(n - perView, Math.floor(scrolled / columnWidth + 0.5));
  return { first, last: first + perView - 1, perView, count: n };
}

/** Every column is in view: nothing to say or scroll. */
export function allInView(view: ColumnView): boolean {
  return view.perView >= view.count;
}

/** The first column after a page forward (+1) or back (−1): a screenful on, never past either end. */
export function pageStart(view: ColumnView, direction: 1 | -1): number {
  const target = view.first + direction * view.perView;
  return Math.max(0, Math.min(view.count - view.perView, target));
}

/** "Staff 3–4 of 12", or "Staff 12 of 12" for one column. */
export function columnViewText(view: ColumnView): string {
  const range = view.first === view.last ? `${view.first + 1}` : `${view.first + 1}–${view.last + 1}`;
  return `Staff ${range} of ${view.count}`;
}
