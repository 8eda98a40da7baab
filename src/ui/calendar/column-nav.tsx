import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle.ts';
import { BackIcon, ForwardIcon, PersonIcon } from '../icons.tsx';
import { LazyStaffPicker, loadStaffPicker } from '../lazy-staff-picker.tsx';
import classes from './calendar-grid.module.css';
import { allInView, type ColumnView, columnView, columnViewText, pageStart } from './column-view.ts';

export const FIND_STAFF_TITLE = 'Find Staff';
/** How long a column found with Find Staff keeps its mark. */
const FOUND_MARK_MS = 2000;

export interface NavColumn {
  id: number;
  title?: string;
  avatar?: string | null;
}

/** Events that start a scroll of the person's own. */
const OWN_SCROLL = ['pointerdown', 'wheel', 'keydown'] as const;

const sameView = (a: ColumnView | null, b: ColumnView) =>
  a !== null && a.first === b.first && a.last === b.last && a.perView === b.perView && a.count === b.count;

/**
 * Above a grid whose staff columns do not all fit: which of them are in view ("Staff 3–4 of 12", said
 * to screen readers as it changes), buttons that page a screenful back and forward, and Find Staff (the
 * staff picker) that scrolls a chosen member's column into view and marks its name. It also marks the
 * grid's frame (`data-more-start`, `data-more-end`) so that its edges shade where more columns lie.
 * Measures after the grid is drawn (a ResizeObserver and the scroll, once a frame), never in its commit.
 */
export function ColumnNav({
  scrollerRef,
  frameRef,
  columns,
  gutter,
  minWidth,
}: {
  scrollerRef: RefObject<HTMLElement | null>;
  frameRef: RefObject<HTMLElement | null>;
  columns: readonly NavColumn[];
  /** Width of the sticky time column, CSS pixels. */
  gutter: number;
  /** The least width of a column, CSS pixels. */
  minWidth: number;
}) {
  const count = columns.length;
  // Until the grid is measured, the window's width tells whether the row is needed (the calendar is about
  // as wide), so the grid does not move down under it a frame after it is drawn.
  const [view, setView] = useState<ColumnView | null>(() =>
    typeof window === 'undefined'
      ? null
      : columnView({ scrollLeft: 0, viewport: window.innerWidth - gutter, columnWidth: minWidth, count }),
  );
  const [picking, setPicking] = useState(false);
  // The first column a button's scroll is going to: a second tap while it glides pages on from there.
  const target = useRef<number | null>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    let resized = false;
    const update = () => {
      frame = 0;
      const canvas = scroller.firstElementChild as HTMLElement | null;
      const columnWidth = ((canvas?.offsetWidth ?? 0) - gutter) / Math.max(1, count);
      const next = columnView({
        scrollLeft: scroller.scrollLeft,
        viewport: scroller.clientWidth - gutter,
        columnWidth,
        count,
      });
      // New column widths (a turned phone, a resized window) leave the scroll between two columns:
      // back onto the edge of the first one in view.
      if (resized && target.current === null && Math.abs(scroller.scrollLeft - next.first * columnWidth) > 1)
        scroller.scrollTo({ left: next.first * columnWidth });
      resized = false;
      const edge = frameRef.current;
      if (edge) {
        edge.toggleAttribute('data-more-start', next.first > 0);
        edge.toggleAttribute('data-more-end', next.last < next.count - 1);
      }
      if (target.current === next.first) target.current = null;
      setView((prev) => (sameView(prev, next) ? prev : next));
    };
    // A scroll of the person's own (touch, wheel, keys) starts from where the grid is, not the target.
    const own = () => {
      target.current = null;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // The observer's first call comes once the grid is laid out: no measuring inside its commit.
    const observer = new ResizeObserver(() => {
      resized = true;
      schedule();
    });
    observer.observe(scroller);
    scroller.addEventListener('scroll', schedule, { passive: true });
    for (const type of OWN_SCROLL) scroller.addEventListener(type, own, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', schedule);
      for (const type of OWN_SCROLL) scroller.removeEventListener(type, own);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [scrollerRef, frameRef, count, gutter]);

  const shown = view !== null && !allInView(view);
  // Find Staff's picker loads once the page is idle or on the first tap.
  useEffect(() => {
    if (shown) whenIdle(() => void loadStaffPicker());
  }, [shown]);
  if (!shown) return null;

  const scrollTo = (index: number) => {
    const scroller = scrollerRef.current;
    const canvas = scroller?.firstElementChild as HTMLElement | null;
    if (!scroller || !canvas) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.current = Math.max(0, Math.min(view.count - view.perView, index));
    scroller.scrollTo({
      left: index * ((canvas.offsetWidth - gutter) / count),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  const page = (direction: 1 | -1) => {
    const first = target.current ?? view.first;
    scrollTo(pageStart({ ...view, first, last: first + view.perView - 1 }, direction));
  };
  const find = (id: number | null) => {
    const index = columns.findIndex((c) => c.id === id);
    if (index < 0) return;
    scrollTo(index);
    const title = scrollerRef.current?.querySelectorAll<HTMLElement>('[data-column-title]')[index];
    if (!title) return;
    title.setAttribute('data-found', '');
    setTimeout(() => title.removeAttribute('data-found'), FOUND_MARK_MS);
  };

  return (
    <Group gap={6} wrap="nowrap" className={classes.nav} data-testid="calendar-column-nav">
      <ActionIcon
        variant="light"
        size={32}
        aria-label="Previous staff"
        disabled={view.first === 0}
        onClick={() => page(-1)}
      >
        <BackIcon size={18} />
      </ActionIcon>
      <Text
        size="sm"
        fw={600}
        className={classes.navText}
        aria-live="polite"
        data-testid="calendar-column-range"
      >
        {columnViewText(view)}
      </Text>
      <ActionIcon
        variant="light"
        size={32}
        aria-label="Next staff"
        disabled={view.last >= view.count - 1}
        onClick={() => page(1)}
      >
        <ForwardIcon size={18} />
      </ActionIcon>
      <Button
        variant="light"
        size="compact-sm"
        h={32}
        ml="auto"
        leftSection={<PersonIcon size={16} />}
        onClick={() => {
          setPicking(true);
        }}
      >
        {FIND_STAFF_TITLE}
      </Button>
      <LazyStaffPicker
        opened={picking}
        onClose={() => setPicking(false)}
        title={FIND_STAFF_TITLE}
        staff={columns.map((c) => ({ id: c.id, name: c.title ?? '', avatar: c.avatar ?? null }))}
        selected={undefined}
        onPick={find}
      />
    </Group>
  );
}
