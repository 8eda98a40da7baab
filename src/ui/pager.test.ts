import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagerOf } from './pager.tsx';

describe('the pager', () => {
  it('says "Page x of y" with Previous and Next where there is a page to go to', () => {
    expect(pagerOf(1, 3)).toEqual({
      page: 1,
      total: 3,
      hasPrevious: false,
      hasNext: true,
      text: 'Page 1 of 3',
    });
    expect(pagerOf(2, 3)).toMatchObject({ hasPrevious: true, hasNext: true, text: 'Page 2 of 3' });
    expect(pagerOf(3, 3)).toMatchObject({ hasPrevious: true, hasNext: false, text: 'Page 3 of 3' });
  });

  it('shows one page for an empty list, and stays within the pages', () => {
    expect(pagerOf(1, 0)).toMatchObject({ page: 1, total: 1, hasPrevious: false, hasNext: false });
    expect(pagerOf(7, 3)).toMatchObject({ page: 3, hasNext: false });
    expect(pagerOf(Number.NaN, 3)).toMatchObject({ page: 1 });
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: -5, max: 100 }), (page, total) => {
        const at = pagerOf(page, total);
        expect(at.page).toBeGreaterThanOrEqual(1);
        expect(at.page).toBeLessThanOrEqual(at.total);
        expect(at.hasPrevious).toBe(at.page > 1);
        expect(at.hasNext).toBe(at.page < at.total);
      }),
    );
  });
});
