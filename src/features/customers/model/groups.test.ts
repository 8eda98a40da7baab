import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '../../../contract/customers.ts';
import { csvFileName, customersCsv } from './csv.ts';
import {
  filterBounds,
  groupColumns,
  groupTitle,
  hasFilterSheet,
  isSliderValues,
  keepApart,
  listTypeOf,
  NO_FILTER,
  presetOf,
  SLIDERS,
} from './groups.ts';
import { dobProblem, maskDob } from './masks.ts';

const row: CustomerRow = {
  customerId: 7,
  customerName: 'Anna Tran',
  customerPhone: '4085550134',
  email: 'anna@example.com',
  createdDate: '01-05-2026',
  amountSpend: 1234.5,
  point: 120,
  lastTimeVisit: '11-20-2026',
  numNoReturn: 7,
  numReturnDays: 35,
  dob: '06/25',
};

const slider = (key: string) => {
  const s = SLIDERS.find((x) => x.key === key);
  if (!s) throw new Error(key);
  return s;
};

describe('group titles and columns', () => {
  it('names the four groups, and any other Group Customer', () => {
    expect(['LOYALTY', 'NO_VISIT', 'BEST_RETURN', 'BIRTHDAY', 'VIP'].map(groupTitle)).toEqual([
      'Loyalty Group',
      'Group At Risk',
      'Group Returned',
      'Birthday Coming',
      'Group Customer',
    ]);
    expect(listTypeOf('VIP')).toBe('ALL');
  });

  it("adds each group's columns after Name and Phone, the phone masked to its last 4 digits", () => {
    const table = (group: string) => groupColumns(group).map((c) => [c.title, c.cell(row)]);
    expect(table('LOYALTY')).toEqual([
      ['Name', 'Anna Tran'],
      ['Phone', '(***) ***-0134'],
      ['Spent', '$1,234.50'],
      ['Point', '120'],
    ]);
    expect(table('NO_VISIT').slice(2)).toEqual([
      ['Recent Date', '11-20-2026'],
      ["Haven't Returned (days)", '7'],
    ]);
    expect(table('BEST_RETURN').slice(2)).toEqual([
      ['Recent Date', '11-20-2026'],
      ['Returned (days)', '35'],
    ]);
    expect(table('BIRTHDAY').slice(2)).toEqual([['DOB', '06/25']]);
    expect(table('VIP').slice(2)).toEqual([['Create Date', '01-05-2026']]);
  });

  it('has a filter sheet for every group but Birthday', () => {
    expect(['LOYALTY', 'NO_VISIT', 'BEST_RETURN', 'BIRTHDAY', 'VIP'].map(hasFilterSheet)).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
  });
});

describe('filter presets to bounds', () => {
  const TODAY = '2026-11-27';

  it('sends no bound for a slider at its ends', () => {
    expect(filterBounds(NO_FILTER, TODAY)).toEqual({});
  });

  it('turns each preset into the call bounds', () => {
    const amount = (label: string) =>
      slider('amount').presets.find((p) => p.label === label)?.range ?? [0, 0];
    expect(filterBounds({ ...NO_FILTER, amount: amount('Under 500') }, TODAY)).toEqual({ amountTo: 500 });
    expect(filterBounds({ ...NO_FILTER, amount: amount('500 to 1,000') }, TODAY)).toEqual({
      amountFrom: 500,
      amountTo: 1000,
    });
    expect(filterBounds({ ...NO_FILTER, amount: amount('Over 1,000') }, TODAY)).toEqual({ amountFrom: 1000 });
    expect(filterBounds({ ...NO_FILTER, points: [100, 200] }, TODAY)).toEqual({
      pointFrom: 100,
      pointTo: 200,
    });
  });

  it('counts week presets back from today as the last visit days', () => {
    expect(filterBounds({ ...NO_FILTER, weeks: [0, 2] }, TODAY)).toEqual({ lastVisitFrom: '2026-11-13' });
    expect(filterBounds({ ...NO_FILTER, weeks: [2, 4] }, TODAY)).toEqual({
      lastVisitFrom: '2026-10-30',
      lastVisitTo: '2026-11-13',
    });
    expect(filterBounds({ ...NO_FILTER, weeks: [5, 24] }, TODAY)).toEqual({ lastVisitTo: '2026-10-23' });
  });

  it('names the preset a range is', () => {
    expect(presetOf(slider('points'), [200, 500])).toBe('201-500');
    expect(presetOf(slider('points'), [300, 500])).toBeNull();
    expect(presetOf(slider('weeks'), [0, 24])).toBe('None');
  });
});

describe('slider rules', () => {
  it('keeps min and max at least one step apart, on steps, inside the range', () => {
    const amount = slider('amount');
    expect(keepApart([500, 500], amount)).toEqual([400, 500]);
    expect(keepApart([500, 500], amount, 0)).toEqual([500, 600]);
    expect(keepApart([0, 0], amount)).toEqual([0, 100]);
    expect(keepApart([100_000, 100_000], amount, 0)).toEqual([99_900, 100_000]);
    expect(keepApart([149, 1_020], amount)).toEqual([100, 1_000]);
    expect(keepApart([3, 3], slider('weeks'))).toEqual([2, 3]);
    expect(keepApart([-5, 200_000], amount)).toEqual([0, 100_000]);
  });

  it('reads back only a kept filter that follows the rules', () => {
    expect(isSliderValues(NO_FILTER)).toBe(true);
    expect(isSliderValues({ ...NO_FILTER, weeks: [3, 3] })).toBe(false);
    expect(isSliderValues({ ...NO_FILTER, amount: [0, 1e9] })).toBe(false);
    expect(isSliderValues('x')).toBe(false);
  });
});

describe('masks', () => {
  it('writes the birthday MM/DD as it is typed', () => {
    expect(maskDob('0')).toBe('0');
    expect(maskDob('06')).toBe('06');
    expect(maskDob('062')).toBe('06/2');
    expect(maskDob('06/255')).toBe('06/25');
    expect(maskDob('ab1c2')).toBe('12');
  });

  it('accepts an empty birthday or a day of the year', () => {
    expect(dobProblem('')).toBeNull();
    expect(dobProblem('02/29')).toBeNull();
    expect(dobProblem('02/30')).not.toBeNull();
    expect(dobProblem('13/01')).not.toBeNull();
    expect(dobProblem('06/2')).not.toBeNull();
  });
});

describe('CSV', () => {
  it('writes a header and one line per customer, quoting and defusing cells', () => {
    const csv = customersCsv([
      row,
      { ...row, customerName: '=HYPERLINK("x"), Inc', dob: null, lastTimeVisit: null },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Phone,Email,Birthday,Spent,Points,Last visit,Created',
      'Anna Tran,(408) 555-0134,anna@example.com,06/25,1234.50,120,11-20-2026,01-05-2026',
      `"'=HYPERLINK(""x""), Inc",(408) 555-0134,anna@example.com,,1234.50,120,,01-05-2026`,
      '',
    ]);
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('Loyalty Group', '2026-11-27')).toBe('customers-loyalty-group-2026-11-27.csv');
  });
});
