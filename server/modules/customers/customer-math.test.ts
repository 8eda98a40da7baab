import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../time/calendar-day.ts';
import {
  type CustomerFigures,
  daysToBirthday,
  filterMatcher,
  inGroup,
  listPage,
  rankByName,
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
