/**
 * The day-calendar layout (src/ui/calendar/calendar-layout.ts) on a busy day: one column
 * with 60 appointments and 10 block hours, laid out 1,000 times. Prints the median and p99 per layout,
 * plus the very first (cold, unoptimised) layout, which is what a screen pays on open.
 * Figures only, no budget check. Run: node_modules/.bin/node bench/calendar-layout.ts
 */

import { layoutDay } from '../src/ui/calendar/calendar-layout.ts';
import type { WallClock } from '../src/ui/calendar/calendar-time.ts';
import { busyDay, FIXTURE_DAY } from '../tests/support/calendar-fixtures.ts';

const RUNS = 1_000;
const WARMUP = 200;
const now: WallClock = { day: FIXTURE_DAY, minutes: 13 * 60 + 7 };

/** The rows a stacked appointment gets, as the grid asks (calendar-grid.tsx STACK_ROW_PX over its row). */
const STACK_ITEM_ROWS = { wide: 25 / 28, dense: 37 / 28 } as const;

function measure(label: string, columns: { id: number }[], items: ReturnType<typeof busyDay>): void {
  const stackItemRows = columns.length > 1 ? STACK_ITEM_ROWS.dense : STACK_ITEM_ROWS.wide;
  const input = { day: FIXTURE_DAY, columns, items, schedule: [], now, stackItemRows };
  const cold = performance.now();
  let cells = layoutDay(input).columns.reduce((n, c) => n + c.cells.length, 0);
  const coldMs = performance.now() - cold;
  for (let i = 0; i < WARMUP; i++) cells = layoutDay(input).columns.reduce((n, c) => n + c.cells.length, 0);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    layoutDay(input);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  console.log(
    `${label}: ${items.length} items → ${cells} cells; first (cold) ${us(coldMs)}; ${RUNS} layouts after ${WARMUP} warm-up: median ${us(at(0.5))}, p99 ${us(at(0.99))}, max ${us(at(1))}`,
  );
}

measure('1 column, 60 appointments + 10 block hours', [{ id: 1 }], busyDay(42, { staffId: 1 }));

// The owner calendar: 8 staff columns of the same load.
const owner = Array.from({ length: 8 }, (_, i) =>
  busyDay(100 + i, { staffId: i + 1, firstId: i * 100 + 1 }),
).flat();
measure(
  '8 columns, 8 × (60 appointments + 10 block hours)',
  Array.from({ length: 8 }, (_, i) => ({ id: i + 1 })),
  owner,
);
