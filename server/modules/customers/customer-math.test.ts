import { describe, expect, it } from 'vitest';
import { CUSTOMER_GROUPS } from '../../../src/contract/customers.ts';
import { dayNumber } from '../../time/calendar-day.ts';
import {
  type CustomerFigures,
  compareIn,
  daysToBirthday,
  filterMatcher,
  indexBook,
  inGroup,
  type ListAsk,
  listPage,
  pageOf,
  rankByName,
  rowOf,
  searchMarks,
  searchMatcher,
  searchText,
} from './customer-math.ts';

const TODAY = dayNumber(2026, 12, 20);

const customer = (over: Partial<CustomerFigures>): CustomerFigures => ({
  id: 1,
  fullName: 'Anna Tran',
  phone: '4085550134',
  email: '',
  dob: null,
  points: 0,
  createdDay: TODAY - 100,
  visits: 0,
  fromAppointment: 0,
  lastDay: null,
  previousDay: null,
  spentCents: 0,
  rank: 0,
  lowerName: (over.fullName ?? 'Anna Tran').toLowerCase(),
  ...over,
});

describe('birthdays', () => {
  it('counts the days to the next birthday, across the new year, 02/29 kept on 02/28 without it', () => {
    expect(daysToBirthday('12/20', TODAY)).toBe(0);
    expect(daysToBirthday('12/19', TODAY)).toBe(364);
    expect(daysToBirthday('01/05', TODAY)).toBe(16);
    expect(daysToBirthday('02/29', dayNumber(2027, 2, 1))).toBe(27);
    expect(daysToBirthday('02/29', dayNumber(2028, 2, 1))).toBe(28);
    expect(daysToBirthday(null, TODAY)).toBeNull();
    expect(daysToBirthday('13/01', TODAY)).toBeNull();
  });

  it('is coming within 30 days, today included', () => {
    expect(inGroup(customer({ dob: '01/18' }), 'BIRTHDAY', TODAY)).toBe(true);
    expect(inGroup(customer({ dob: '01/19' }), 'BIRTHDAY', TODAY)).toBe(false);
  });
});

describe('groups at their edges', () => {
  it('loyal from 5 visits while the last is at most 90 days old', () => {
    expect(inGroup(customer({ visits: 5, lastDay: TODAY - 90 }), 'LOYALTY', TODAY)).toBe(true);
    expect(inGroup(customer({ visits: 5, lastDay: TODAY - 91 }), 'LOYALTY', TODAY)).toBe(false);
    expect(inGroup(customer({ visits: 4, lastDay: TODAY }), 'LOYALTY', TODAY)).toBe(false);
  });

  it('at risk from 30 days without a visit; never visited is not at risk', () => {
    expect(inGroup(customer({ visits: 1, lastDay: TODAY - 30 }), 'NO_VISIT', TODAY)).toBe(true);
    expect(inGroup(customer({ visits: 1, lastDay: TODAY - 29 }), 'NO_VISIT', TODAY)).toBe(false);
    expect(inGroup(customer({}), 'NO_VISIT', TODAY)).toBe(false);
  });

  it('returned with a second visit within 30 days', () => {
    expect(inGroup(customer({ visits: 2, lastDay: TODAY - 30 }), 'BEST_RETURN', TODAY)).toBe(true);
    expect(inGroup(customer({ visits: 1, lastDay: TODAY }), 'BEST_RETURN', TODAY)).toBe(false);
  });
});

describe('search and filters', () => {
  it('matches every word of the name, or the digits of a phone as typed', () => {
    const anna = customer({});
    expect(searchMatcher(' anna  TRAN ')(anna)).toBe(true);
    expect(searchMatcher('tran anna')(anna)).toBe(true);
    expect(searchMatcher('annie')(anna)).toBe(false);
    expect(searchMatcher('(408) 555')(anna)).toBe(true);
    expect(searchMatcher('0134')(anna)).toBe(true);
    expect(searchMatcher('')(anna)).toBe(true);
  });

  it('takes a lower bound above 0 as exclusive, so each value is in one preset', () => {
    const at = (cents: number) => customer({ spentCents: cents });
    const under500 = filterMatcher({ amountFrom: 0, amountTo: 500 });
    const from500 = filterMatcher({ amountFrom: 500, amountTo: 1000 });
    expect([under500(at(50_000)), from500(at(50_000))]).toEqual([true, false]);
    expect([under500(at(50_001)), from500(at(50_001))]).toEqual([false, true]);
    expect(filterMatcher({ pointFrom: 100, pointTo: 200 })(customer({ points: 100 }))).toBe(false);
    expect(filterMatcher({ pointFrom: 100 })(customer({ points: 20_000 }))).toBe(true);
  });

  it('keeps customers whose last visit is within the dates; without a visit, none', () => {
    const matcher = filterMatcher({ lastVisitFrom: '2026-12-01', lastVisitTo: '2026-12-10' });
    expect(matcher(customer({ lastDay: dayNumber(2026, 12, 1) }))).toBe(true);
    expect(matcher(customer({ lastDay: dayNumber(2026, 12, 11) }))).toBe(false);
    expect(matcher(customer({}))).toBe(false);
  });

  it('refuses bounds the wrong way round', () => {
    expect(() => filterMatcher({ amountFrom: 200, amountTo: 100 })).toThrow('The lowest amount');
    expect(() => filterMatcher({ lastVisitFrom: '2026-12-10', lastVisitTo: '2026-12-01' })).toThrow(
      'The end date cannot be before the start date',
    );
  });
});

describe('the search text', () => {
  it('marks each customer found once, by every word of the name or by digits of the phone', () => {
    const ranked = rankByName([
      customer({ id: 1, fullName: 'Le Tran', phone: '4085551212' }),
      customer({ id: 2, fullName: 'Anna Le', phone: '4085550134' }),
      customer({ id: 3, fullName: 'Bao Nguyen', phone: '512555' }),
    ]);
    const text = searchText(ranked);
    const found = (term: string) =>
      [...(searchMarks(text, term) ?? [])].flatMap((m, rank) => (m ? [ranked[rank]?.fullName] : []));
    expect(found('le')).toEqual(['Anna Le', 'Le Tran']);
    expect(found('le ann')).toEqual(['Anna Le']);
    expect(found('1212')).toEqual(['Le Tran']);
    expect(found('555')).toEqual(['Anna Le', 'Bao Nguyen', 'Le Tran']);
    // A short phone is padded: digits never run into the next one.
    expect(found('5554')).toEqual([]);
    expect(found('nobody')).toEqual([]);
    expect(searchMarks(text, '  ')).toBeNull();
  });
});

describe('pages', () => {
  it('orders loyal customers by spend and sums the whole list', () => {
    const book = [
      customer({ id: 1, fullName: 'B', visits: 5, lastDay: TODAY, spentCents: 100, points: 1 }),
      customer({ id: 2, fullName: 'A', visits: 5, lastDay: TODAY, spentCents: 300, points: 2 }),
      customer({ id: 3, fullName: 'C', visits: 6, lastDay: TODAY, spentCents: 200, points: 3 }),
    ];
    const page = listPage(book, { type: 'LOYALTY', page: 1, size: 2 }, TODAY);
    expect(page.customers.map((c) => c.customerId)).toEqual([2, 3]);
    expect(page).toMatchObject({ total: 3, totalSpendAmount: 6, totalPoint: 6 });
  });
});

describe('a page of a big book', () => {
  /** Seeded draws, so that a failure shows the same book again. */
  let seed = 0x2310;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const NAMES = ['Anna', 'Le', 'Tran', 'Lee', 'Nguyen', 'Ánh', 'Zoe', 'Kim', 'Leann'];
  const book = Array.from({ length: 600 }, (_, i) => {
    const lastDay = random() < 0.1 ? null : TODAY - Math.floor(random() * 200);
    return customer({
      id: i + 1,
      fullName: `${pick(NAMES)} ${pick(NAMES)}${random() < 0.3 ? ` ${pick(NAMES)}` : ''}`,
      phone: String(Math.floor(random() * 1e10))
        .padStart(10, '0')
        .slice(0, random() < 0.05 ? 7 : 10),
      dob: random() < 0.1 ? null : `0${1 + Math.floor(random() * 9)}/1${Math.floor(random() * 9)}`,
      points: pick([0, 50, 100, 101, 150, 200, 201, 999, 1000]),
      visits: Math.floor(random() * 9),
      lastDay,
      previousDay: lastDay === null ? null : lastDay - 5,
      spentCents: pick([0, 1, 49_999, 50_000, 50_001, 100_000, 100_001, 250_000]),
    });
  });

  /** The rules one customer at a time: the list's order, then the search and the filter. */
  const plainly = (ask: ListAsk) => {
    const ranked = rankByName(book.map((c) => ({ ...c })));
    const found = ranked
      .filter((c) => ask.type === 'ALL' || inGroup(c, ask.type, TODAY))
      .sort(compareIn(ask.type, TODAY))
      .filter((c) => {
        const term = (ask.keySearch ?? '').trim().toLowerCase();
        if (term === '') return true;
        if (/^[\d\s()+.-]+$/.test(term) && /\d/.test(term)) return c.phone.includes(term.replace(/\D/g, ''));
        return term.split(/\s+/).every((w) => c.lowerName.includes(w));
      })
      .filter((c) => {
        // The filter sheet's rule: a lower bound above 0 exclusive, 0 inclusive, an upper one inclusive.
        const within = (v: number, from: number | undefined, to: number | undefined, scale: number) =>
          (from === undefined || (from === 0 ? v >= 0 : v > from * scale)) &&
          (to === undefined || v <= to * scale);
        const day = (iso: string | undefined) =>
          iso === undefined
            ? undefined
            : dayNumber(...(iso.split('-').map(Number) as [number, number, number]));
        const [first, last] = [day(ask.lastVisitFrom), day(ask.lastVisitTo)];
        return (
          within(c.spentCents, ask.amountFrom, ask.amountTo, 100) &&
          within(c.points, ask.pointFrom, ask.pointTo, 1) &&
          ((first === undefined && last === undefined) ||
            (c.lastDay !== null && c.lastDay >= (first ?? c.lastDay) && c.lastDay <= (last ?? c.lastDay)))
        );
      });
    const start = (ask.page - 1) * ask.size;
    return {
      customers: found.slice(start, start + ask.size).map((c) => rowOf(c, TODAY)),
      total: found.length,
      totalSpendAmount: found.reduce((sum, c) => sum + c.spentCents, 0) / 100,
      totalPoint: found.reduce((sum, c) => sum + c.points, 0),
    };
  };

  it('answers every list, search and filter as the rules do one customer at a time', () => {
    const index = indexBook(rankByName(book.map((c) => ({ ...c }))), TODAY);
    const searches = [
      undefined,
      '',
      ' le ',
      'le ann',
      'an',
      'á',
      'x',
      'nguyen z',
      '12',
      '(555) 0',
      '3 4',
      'kim le tran',
    ];
    for (let n = 0; n < 400; n++) {
      const ask: ListAsk = {
        type: pick(['ALL', ...CUSTOMER_GROUPS] as const),
        keySearch: pick(searches),
        page: pick([1, 1, 2, 5]),
        size: pick([1, 10, 50]),
        ...pick([
          {},
          { amountTo: 500 },
          { amountFrom: 0, amountTo: 500 },
          { amountFrom: 500, amountTo: 1000 },
        ]),
        ...pick([{}, { pointTo: 100 }, { pointFrom: 100, pointTo: 200 }, { pointFrom: 0 }]),
        ...pick([
          {},
          { lastVisitFrom: '2026-12-01' },
          { lastVisitFrom: '2026-09-01', lastVisitTo: '2026-11-01' },
        ]),
      };
      expect(pageOf(index, ask), JSON.stringify(ask)).toEqual(plainly(ask));
    }
  });
});
