import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInView, columnView, columnViewText, pageStart } from './column-view.ts';

describe('columnView', () => {
  it('a phone shows 2 of 12 columns, from the first more than half in view', () => {
    const at = (scrollLeft: number) => columnView({ scrollLeft, viewport: 302, columnWidth: 151, count: 12 });
    expect(at(0)).toEqual({ first: 0, last: 1, perView: 2, count: 12 });
    expect(at(151 * 3)).toMatchObject({ first: 3, last: 4 });
    expect(at(151 * 3 + 70)).toMatchObject({ first: 3, last: 4 });
    expect(at(151 * 3 + 80)).toMatchObject({ first: 4, last: 5 });
    // The end: the last screenful, however far the scroll is pushed.
    expect(at(151 * 10)).toMatchObject({ first: 10, last: 11 });
    expect(at(99_999)).toMatchObject({ first: 10, last: 11 });
    expect(columnViewText(at(0))).toBe('Staff 1–2 of 12');
    expect(allInView(at(0))).toBe(false);
  });

  it('counts a column a sub-pixel short as whole, and says so when all fit', () => {
    const laptop = columnView({ scrollLeft: 0, viewport: 1175, columnWidth: 117.55, count: 10 });
    expect(laptop).toMatchObject({ perView: 10, first: 0, last: 9 });
    expect(allInView(laptop)).toBe(true);
    const narrow = columnView({ scrollLeft: 0, viewport: 100, columnWidth: 116, count: 3 });
    expect(narrow).toMatchObject({ perView: 1, first: 0, last: 0 });
    expect(columnViewText({ ...narrow, first: 2, last: 2 })).toBe('Staff 3 of 3');
  });

  it('is safe on a grid not laid out yet', () => {
    expect(columnView({ scrollLeft: 0, viewport: 0, columnWidth: 0, count: 4 })).toEqual({
      first: 0,
      last: 3,
      perView: 4,
      count: 4,
    });
    expect(columnView({ scrollLeft: Number.NaN, viewport: 300, columnWidth: 150, count: 0 }).count).toBe(0);
  });
});

describe('pageStart', () => {
  it('pages a screenful at a time and stops at the ends', () => {
    const view = columnView({ scrollLeft: 0, viewport: 302, columnWidth: 151, count: 5 });
    expect(pageStart(view, 1)).toBe(2);
    expect(pageStart(view, -1)).toBe(0);
    expect(pageStart({ ...view, first: 2, last: 3 }, 1)).toBe(3);
  });

  const grid = fc
    .record({
      count: fc.integer({ min: 1, max: 40 }),
      columnWidth: fc.double({ min: 60, max: 400, noNaN: true }),
      viewport: fc.double({ min: 1, max: 2000, noNaN: true }),
    })
    .map((g) => ({ ...g, columnWidth: Math.max(g.columnWidth, g.viewport / g.count) }));

  it('in view: whole columns in order, inside the grid, whatever the scroll', () => {
    fc.assert(
      fc.property(grid, fc.double({ min: -100, max: 20_000, noNaN: true }), (g, scrollLeft) => {
        const v = columnView({ ...g, scrollLeft });
        expect(v.first).toBeGreaterThanOrEqual(0);
        expect(v.last).toBeLessThan(g.count);
        expect(v.last - v.first + 1).toBe(v.perView);
        expect(v.perView).toBeGreaterThanOrEqual(1);
        expect(v.perView * g.columnWidth).toBeLessThanOrEqual(Math.max(g.viewport + 0.5, g.columnWidth));
      }),
    );
  });

  it('paging forward from the start shows every column, and paging back returns to the first', () => {
    fc.assert(
      fc.property(grid, (g) => {
        const seen = new Set<number>();
        let view = columnView({ ...g, scrollLeft: 0 });
        for (let step = 0; step <= g.count; step++) {
          for (let c = view.first; c <= view.last; c++) seen.add(c);
          view = columnView({ ...g, scrollLeft: pageStart(view, 1) * g.columnWidth });
        }
        expect(seen.size).toBe(g.count);
        expect(view.last).toBe(g.count - 1);
        for (let step = 0; step <= g.count; step++)
          view = columnView({ ...g, scrollLeft: pageStart(view, -1) * g.columnWidth });
        expect(view.first).toBe(0);
      }),
    );
  });
});
