import {
  CUSTOMER_GROUPS,
  type CustomerFilter,
  type CustomerGroup,
  type CustomerListType,
  type CustomerRow,
} from '../../../src/contract/customers.ts';
import { invalid } from '../../errors.ts';
import { parseDay } from '../../time/business-days.ts';
import { fromDayNumber } from '../../time/calendar-day.ts';

/**
 * The customers' groups, filters, order and pages, from each customer's figures (service.ts reads them).
 * Pure: tested on plain records. Rules: docs/reports.md, "Customers".
 */

/** One customer with the figures of their sales (days are day numbers in the salon's zone). */
export interface CustomerFigures {
  id: number;
  fullName: string;
  phone: string;
  email: string;
  /** MM/DD or null. */
  dob: string | null;
  points: number;
  createdDay: number;
  /** Sales (closed, not voided tickets) of the customer. */
  visits: number;
  /** Of them, those that came from an appointment. */
  fromAppointment: number;
  /** The day of the last visit, and of the visit before it (another ticket, maybe the same day). */
  lastDay: number | null;
  previousDay: number | null;
  /** What the customer bought, in cents: the overview's sale of each ticket, less what refunds took back. */
  spentCents: number;
  /** The place of the name in the salon's name order (`rankByName`), and the name in lower case. */
  rank: number;
  lowerName: string;
}

/** Loyal: at least LOYAL_VISITS visits, the last one within LOYAL_WITHIN_DAYS days. */
export const LOYAL_VISITS = 5;
export const LOYAL_WITHIN_DAYS = 90;
/** At risk: has visited, not in the last AT_RISK_AFTER_DAYS days. */
export const AT_RISK_AFTER_DAYS = 30;
/** Returned: at least 2 visits, the last one within RETURNED_WITHIN_DAYS days. */
export const RETURNED_WITHIN_DAYS = 30;
/** Birthday coming: the birthday falls today or in the BIRTHDAY_WITHIN_DAYS − 1 days after. */
export const BIRTHDAY_WITHIN_DAYS = 30;

const sinceLast = (c: CustomerFigures, today: number) => (c.lastDay === null ? null : today - c.lastDay);

/**
 * Days from `today` to the next birthday `dob` (MM/DD): 0 on the day. 02/29 is kept on 02/28 in a year
 * without it. Null for a missing or malformed birthday.
 */
export function daysToBirthday(dob: string | null, today: number): number | null {
  const m = dob ? /^(\d{2})\/(\d{2})$/.exec(dob) : null;
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const { year } = fromDayNumber(today);
  for (const y of [year, year + 1]) {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const d = month === 2 && day === 29 && !leap ? 28 : day;
    const date = new Date(0);
    date.setUTCFullYear(y, month - 1, d);
    if (date.getUTCMonth() !== month - 1) return null;
    const n = Math.round(date.getTime() / 86_400_000);
    if (n >= today) return n - today;
  }
  return null;
}

/** `daysToBirthday` for one `today`, worked out once per MM/DD (at most 366 of them). */
export function birthdayDays(today: number): (dob: string | null) => number | null {
  const known = new Map<string, number | null>();
  return (dob) => {
    if (dob === null) return null;
    let days = known.get(dob);
    if (days === undefined) {
      days = daysToBirthday(dob, today);
      known.set(dob, days);
    }
    return days;
  };
}

export function inGroup(
  c: CustomerFigures,
  group: CustomerGroup,
  today: number,
  toBirthday: (dob: string | null) => number | null = (dob) => daysToBirthday(dob, today),
): boolean {
  const since = sinceLast(c, today);
  switch (group) {
    case 'LOYALTY':
      return c.visits >= LOYAL_VISITS && since !== null && since <= LOYAL_WITHIN_DAYS;
    case 'NO_VISIT':
      return since !== null && since >= AT_RISK_AFTER_DAYS;
    case 'BEST_RETURN':
      return c.visits >= 2 && since !== null && since <= RETURNED_WITHIN_DAYS;
    case 'BIRTHDAY': {
      const days = toBirthday(c.dob);
      return days !== null && days < BIRTHDAY_WITHIN_DAYS;
    }
  }
}

const byName = (a: CustomerFigures, b: CustomerFigures) => a.rank - b.rank;

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Puts the customers in name order (any case, then by id) and gives each its rank and lower-case name:
 * done once per book, so that no request compares names again.
 */
export function rankByName(customers: CustomerFigures[]): CustomerFigures[] {
  customers.sort((a, b) => collator.compare(a.fullName, b.fullName) || a.id - b.id);
  customers.forEach((c, i) => {
    c.rank = i;
    c.lowerName = c.fullName.toLowerCase();
  });
  return customers;
}

/**
 * The order of a list: loyal customers by spend (most first), at risk and returned by the last visit
 * (most recent first: the easiest to win back, the latest back), birthdays by the date coming, every
 * customer by name.
 */
export function compareIn(type: CustomerListType, today: number) {
  const toBirthday = birthdayDays(today);
  return (a: CustomerFigures, b: CustomerFigures): number => {
    switch (type) {
      case 'LOYALTY':
        return b.spentCents - a.spentCents || byName(a, b);
      case 'NO_VISIT':
      case 'BEST_RETURN':
        return (b.lastDay ?? 0) - (a.lastDay ?? 0) || byName(a, b);
      case 'BIRTHDAY':
        return (toBirthday(a.dob) ?? 0) - (toBirthday(b.dob) ?? 0) || byName(a, b);
      case 'ALL':
        return byName(a, b);
    }
  };
}

/**
 * A book's text to search, made once per book (in name order, `rankByName`): the lower-case names and the
 * phones, and for each of their pieces of one to three characters the ranks (ascending) that hold it. A
 * search reads the shortest list of its pieces and checks only those customers, rather than every one.
 */
export interface SearchText {
  names: readonly string[];
  phones: readonly string[];
  nameGrams: ReadonlyMap<string, Int32Array>;
  phoneGrams: ReadonlyMap<string, Int32Array>;
  size: number;
}

/** The longest piece indexed: a word of up to GRAM characters is its piece's list itself. */
const GRAM = 3;

/** The key of the piece of `length` (1 to GRAM) characters of `s` at `at`. */
function gramKey(s: string, at: number, length: number): string {
  return s.slice(at, at + length);
}

/** For each piece of 1 to GRAM characters of `strings`, the indexes (ascending) of the strings that hold it. */
function gramsOf(strings: readonly string[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  strings.forEach((s, rank) => {
    for (let at = 0; at < s.length; at++) {
      for (let length = 1; length <= GRAM && at + length <= s.length; length++) {
        const key = gramKey(s, at, length);
        let list = lists.get(key);
        if (!list) {
          list = [];
          lists.set(key, list);
        }
        if (list[list.length - 1] !== rank) list.push(rank);
      }
    }
  });
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

export function searchText(ranked: readonly CustomerFigures[]): SearchText {
  const names = ranked.map((c) => c.lowerName);
  const phones = ranked.map((c) => c.phone);
  return { names, phones, nameGrams: gramsOf(names), phoneGrams: gramsOf(phones), size: ranked.length };
}

const NONE = new Int32Array(0);

/**
 * The ranks (ascending) of the customers a search finds, or null for no search: the trimmed words all in
 * the name (any case), or, for a search of digits (a phone as typed, with its brackets and dashes), those
 * digits in the phone. A single word of up to three characters is its piece's list itself; otherwise the
 * shortest list of the words' pieces is checked.
 */
export function searchRanks(text: SearchText, keySearch: string | undefined): Int32Array | null {
  const term = (keySearch ?? '').trim().toLowerCase();
  if (term === '') return null;
  const byPhone = /^[\d\s()+.-]+$/.test(term) && /\d/.test(term);
  const words = byPhone ? [term.replace(/\D/g, '')] : term.split(/\s+/);
  const [strings, grams] = byPhone ? [text.phones, text.phoneGrams] : [text.names, text.nameGrams];
  let shortest: Int32Array | undefined;
  for (const word of words) {
    const length = Math.min(word.length, GRAM);
    for (let at = 0; at + length <= word.length; at++) {
      const list = grams.get(gramKey(word, at, length)) ?? NONE;
      if (!shortest || list.length < shortest.length) shortest = list;
    }
  }
  if (!shortest || (words.length === 1 && (words[0]?.length ?? 0) <= GRAM)) return shortest ?? NONE;
  const found = new Int32Array(shortest.length);
  let count = 0;
  const [word = '', ...others] = words;
  for (const rank of shortest) {
    const s = strings[rank] as string;
    if (s.includes(word) && (others.length === 0 || others.every((w) => s.includes(w))))
      found[count++] = rank;
  }
  return found.subarray(0, count);
}

/** `searchRanks` as a mark per rank (1: found), or null for no search. */
export function searchMarks(text: SearchText, keySearch: string | undefined): Uint8Array | null {
  const ranks = searchRanks(text, keySearch);
  if (!ranks) return null;
  const marks = new Uint8Array(text.size);
  for (const rank of ranks) marks[rank] = 1;
  return marks;
}

/** Whether one customer matches a search (the rule of `searchRanks`, for a single record). */
export function searchMatcher(keySearch: string | undefined): (c: CustomerFigures) => boolean {
  return (c) => {
    const one = { ...c, rank: 0 };
    const ranks = searchRanks(searchText([one]), keySearch);
    return ranks === null || ranks.length === 1;
  };
}

/**
 * The filter sheet's bounds as inclusive ranges of whole values (spend in cents, points, the last visit's
 * day): a lower bound above 0 is exclusive, 0 includes 0; no bound, no limit. Bounds the wrong way round
 * are a 400.
 */
export interface FilterBounds {
  spentLow: number;
  spentHigh: number;
  pointsLow: number;
  pointsHigh: number;
  /** Whether the last visit is bounded (then a customer without a visit is left out). */
  byVisit: boolean;
  visitLow: number;
  visitHigh: number;
}

/** An inclusive range of whole values from a bound's `from` and `to` (whole units of `scale`). */
const wholeRange = (from: number | undefined, to: number | undefined, scale: number) => [
  from === undefined ? Number.NEGATIVE_INFINITY : from === 0 ? 0 : from * scale + 1,
  to === undefined ? Number.POSITIVE_INFINITY : to * scale,
];

export function filterBounds(filter: CustomerFilter): FilterBounds {
  const { amountFrom, amountTo, pointFrom, pointTo, lastVisitFrom, lastVisitTo } = filter;
  if (amountFrom !== undefined && amountTo !== undefined && amountFrom > amountTo)
    throw invalid('The lowest amount cannot be more than the highest.');
  if (pointFrom !== undefined && pointTo !== undefined && pointFrom > pointTo)
    throw invalid('The lowest points cannot be more than the highest.');
  const firstDay =
    lastVisitFrom === undefined ? undefined : parseDay(lastVisitFrom, 'YYYY-MM-DD', 'lastVisitFrom');
  const lastDay = lastVisitTo === undefined ? undefined : parseDay(lastVisitTo, 'YYYY-MM-DD', 'lastVisitTo');
  if (firstDay !== undefined && lastDay !== undefined && firstDay > lastDay)
    throw invalid('The end date cannot be before the start date');
  const [spentLow = 0, spentHigh = 0] = wholeRange(amountFrom, amountTo, 100);
  const [pointsLow = 0, pointsHigh = 0] = wholeRange(pointFrom, pointTo, 1);
  return {
    spentLow,
    spentHigh,
    pointsLow,
    pointsHigh,
    byVisit: firstDay !== undefined || lastDay !== undefined,
    visitLow: firstDay ?? Number.NEGATIVE_INFINITY,
    visitHigh: lastDay ?? Number.POSITIVE_INFINITY,
  };
}

/** Whether the bounds leave anyone out. */
const bounded = (b: FilterBounds) =>
  b.byVisit ||
  b.spentLow !== Number.NEGATIVE_INFINITY ||
  b.spentHigh !== Number.POSITIVE_INFINITY ||
  b.pointsLow !== Number.NEGATIVE_INFINITY ||
  b.pointsHigh !== Number.POSITIVE_INFINITY;

/** The filter sheet's bounds as a test of one customer (`filterBounds`); bounds the wrong way round are a 400. */
export function filterMatcher(filter: CustomerFilter): (c: CustomerFigures) => boolean {
  const b = filterBounds(filter);
  return (c) =>
    c.spentCents >= b.spentLow &&
    c.spentCents <= b.spentHigh &&
    c.points >= b.pointsLow &&
    c.points <= b.pointsHigh &&
    (!b.byVisit || (c.lastDay !== null && c.lastDay >= b.visitLow && c.lastDay <= b.visitHigh));
}

/** MM-DD-YYYY of a day number. */
export function mdyOf(day: number): string {
  const { year, month, day: d } = fromDayNumber(day);
  return `${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}-${year}`;
}

export function rowOf(c: CustomerFigures, today: number): CustomerRow {
  return {
    customerId: c.id,
    customerName: c.fullName,
    customerPhone: c.phone,
    email: c.email,
    createdDate: mdyOf(c.createdDay),
    amountSpend: c.spentCents / 100,
    point: c.points,
    lastTimeVisit: c.lastDay === null ? null : mdyOf(c.lastDay),
    numNoReturn: sinceLast(c, today),
    numReturnDays: c.lastDay === null || c.previousDay === null ? null : c.lastDay - c.previousDay,
    dob: c.dob,
  };
}

export interface ListAsk extends CustomerFilter {
  type: CustomerListType;
  keySearch?: string | undefined;
  page: number;
  size: number;
}

/** A list of a book in its order, with its sums and its figures in columns (what a filter's pass reads). */
export interface IndexedList {
  members: readonly CustomerFigures[];
  spentCents: number;
  points: number;
  /** Per member, in the list's order: the name rank, the spend, the points and the last visit (NaN: none). */
  ranks: Int32Array;
  spent: Float64Array;
  pointsOf: Float64Array;
  lastDays: Float64Array;
}

/** Each list of a book on one day, in its order, with its sums: made once per book and day. */
export interface BookIndex {
  today: number;
  /** Every customer in name order, and the text searches read. */
  ranked: readonly CustomerFigures[];
  text: SearchText;
  lists: ReadonlyMap<CustomerListType, IndexedList>;
}

function listOf(members: CustomerFigures[]): IndexedList {
  const n = members.length;
  const list: IndexedList = {
    members,
    spentCents: 0,
    points: 0,
    ranks: new Int32Array(n),
    spent: new Float64Array(n),
    pointsOf: new Float64Array(n),
    lastDays: new Float64Array(n),
  };
  members.forEach((c, i) => {
    list.spentCents += c.spentCents;
    list.points += c.points;
    list.ranks[i] = c.rank;
    list.spent[i] = c.spentCents;
    list.pointsOf[i] = c.points;
    list.lastDays[i] = c.lastDay ?? Number.NaN;
  });
  return list;
}

/** The lists of `book` (in name order, `rankByName`) on `today`; `text` is the book's `searchText`. */
export function indexBook(
  book: readonly CustomerFigures[],
  today: number,
  text: SearchText = searchText(book),
): BookIndex {
  const toBirthday = birthdayDays(today);
  const lists = new Map<CustomerListType, IndexedList>();
  for (const type of ['ALL', ...CUSTOMER_GROUPS] as const) {
    const members = type === 'ALL' ? [...book] : book.filter((c) => inGroup(c, type, today, toBirthday));
    members.sort(compareIn(type, today));
    lists.set(type, listOf(members));
  }
  return { today, ranked: book, text, lists };
}

const EMPTY_LIST = listOf([]);

/**
 * One page of a list with the list's count and sums (all pages): the list as indexed, read as it is
 * without a search or filter; with them, narrowed in one pass over its columns (it is already in
 * order). A search of every customer is its found ranks themselves (name order is that list's order).
 */
export function pageOf(index: BookIndex, ask: ListAsk) {
  const list = index.lists.get(ask.type) ?? EMPTY_LIST;
  const start = (ask.page - 1) * ask.size;
  const end = start + ask.size;
  const b = filterBounds(ask);
  const found = searchRanks(index.text, ask.keySearch);
  const answer = (page: readonly CustomerFigures[], total: number, spent: number, points: number) => ({
    customers: page.map((c) => rowOf(c, index.today)),
    total,
    totalSpendAmount: spent / 100,
    totalPoint: points,
  });
  if (!found && !bounded(b)) {
    return answer(list.members.slice(start, end), list.members.length, list.spentCents, list.points);
  }
  // The positions in the list to check: the found ranks of a search of every customer (the list is in
  // name order), else every position, of which a search keeps the found.
  let positions: Int32Array | undefined;
  let marks: Uint8Array | undefined;
  if (found && ask.type === 'ALL') positions = found;
  else if (found) {
    marks = new Uint8Array(index.ranked.length);
    for (const rank of found) marks[rank] = 1;
  }
  const { spentLow, spentHigh, pointsLow, pointsHigh, byVisit, visitLow, visitHigh } = b;
  const { ranks, spent: spentOf, pointsOf, lastDays } = list;
  const count = positions ? positions.length : list.members.length;
  const onPage: number[] = [];
  let [total, spent, points] = [0, 0, 0];
  for (let n = 0; n < count; n++) {
    const at = positions ? (positions[n] as number) : n;
    if (marks && marks[ranks[at] as number] !== 1) continue;
    const s = spentOf[at] as number;
    const p = pointsOf[at] as number;
    if (s < spentLow || s > spentHigh || p < pointsLow || p > pointsHigh) continue;
    if (byVisit) {
      const d = lastDays[at] as number;
      // NaN (no visit) fails both.
      if (!(d >= visitLow && d <= visitHigh)) continue;
    }
    if (total >= start && total < end) onPage.push(at);
    total++;
    spent += s;
    points += p;
  }
  const page = onPage.map((at) => list.members[at] as CustomerFigures);
  return answer(page, total, spent, points);
}

/** One page of a list of `book` on `today` (the routes keep the index; tests ask this). */
export const listPage = (book: readonly CustomerFigures[], ask: ListAsk, today: number) =>
  pageOf(indexBook(rankByName([...book]), today), ask);
