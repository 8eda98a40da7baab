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
 * A book's text to search, made once per book (in name order, `rankByName`): the phones and the lower-case
 * names, each in one string, so that a search is a few native `indexOf` runs rather than a test of every
 * customer.
 */
export interface SearchText {
  /** The phones, each padded to `width` and followed by "|". */
  phones: string;
  width: number;
  /** The names, each followed by "\n", and where each starts. */
  names: string;
  nameStarts: Int32Array;
  size: number;
}

export function searchText(ranked: readonly CustomerFigures[]): SearchText {
  const width = ranked.reduce((w, c) => Math.max(w, c.phone.length), 0);
  const nameStarts = new Int32Array(ranked.length + 1);
  let at = 0;
  ranked.forEach((c, i) => {
    nameStarts[i] = at;
    at += c.lowerName.length + 1;
  });
  nameStarts[ranked.length] = at;
  return {
    phones: ranked.map((c) => c.phone.padEnd(width, ' ')).join('|'),
    width,
    names: ranked.map((c) => `${c.lowerName}\n`).join(''),
    nameStarts,
    size: ranked.length,
  };
}

/** The rank whose name holds the character at `at` (the last start at or before it). */
function rankAt(starts: Int32Array, at: number): number {
  let [low, high] = [0, starts.length - 2];
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The customers a search finds, as a mark per rank (1: found), or null for no search: the trimmed words
 * all in the name (any case), or, for a search of digits (a phone as typed, with its brackets and
 * dashes), those digits in the phone.
 */
export function searchMarks(text: SearchText, keySearch: string | undefined): Uint8Array | null {
  const term = (keySearch ?? '').trim().toLowerCase();
  if (term === '') return null;
  const marks = new Uint8Array(text.size);
  if (/^[\d\s()+.-]+$/.test(term) && /\d/.test(term)) {
    const digits = term.replace(/\D/g, '');
    const stride = text.width + 1;
    for (let at = text.phones.indexOf(digits); at !== -1; ) {
      const rank = Math.floor(at / stride);
      marks[rank] = 1;
      at = text.phones.indexOf(digits, (rank + 1) * stride);
    }
    return marks;
  }
  const words = term.split(/\s+/);
  words.forEach((word, n) => {
    const found = n === 0 ? marks : new Uint8Array(text.size);
    for (let at = text.names.indexOf(word); at !== -1; ) {
      const rank = rankAt(text.nameStarts, at);
      found[rank] = 1;
      at = text.names.indexOf(word, text.nameStarts[rank + 1] ?? text.names.length);
    }
    if (n > 0) for (let i = 0; i < text.size; i++) marks[i] = (marks[i] ?? 0) & (found[i] ?? 0);
  });
  return marks;
}

/** Whether one customer matches a search (the rule of `searchMarks`, for a single record). */
export function searchMatcher(keySearch: string | undefined): (c: CustomerFigures) => boolean {
  return (c) => {
    const one = { ...c, rank: 0 };
    return searchMarks(searchText([one]), keySearch)?.[0] !== 0;
  };
}

/** A range's check: a lower bound above 0 is exclusive, 0 includes 0; no upper bound, no limit. */
const inRange = (value: number, from: number | undefined, to: number | undefined, scale: number) =>
  (from === undefined || (from === 0 ? value >= 0 : value > from * scale)) &&
  (to === undefined || value <= to * scale);

/** The filter sheet's bounds as a test of one customer; bounds the wrong way round are a 400. */
export function filterMatcher(filter: CustomerFilter): (c: CustomerFigures) => boolean {
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
  const byVisit = firstDay !== undefined || lastDay !== undefined;
  return (c) =>
    inRange(c.spentCents, amountFrom, amountTo, 100) &&
    inRange(c.points, pointFrom, pointTo, 1) &&
    (!byVisit ||
      (c.lastDay !== null &&
        (firstDay === undefined || c.lastDay >= firstDay) &&
        (lastDay === undefined || c.lastDay <= lastDay)));
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

/** Each list of a book on one day, in its order, with its sums: made once per book and day. */
export interface BookIndex {
  today: number;
  /** Every customer in name order, and the text searches read. */
  ranked: readonly CustomerFigures[];
  text: SearchText;
  lists: ReadonlyMap<
    CustomerListType,
    { members: readonly CustomerFigures[]; spentCents: number; points: number }
  >;
}

/** The lists of `book` (in name order, `rankByName`) on `today`; `text` is the book's `searchText`. */
export function indexBook(
  book: readonly CustomerFigures[],
  today: number,
  text: SearchText = searchText(book),
): BookIndex {
  const toBirthday = birthdayDays(today);
  const lists = new Map<
    CustomerListType,
    { members: CustomerFigures[]; spentCents: number; points: number }
  >();
  for (const type of ['ALL', ...CUSTOMER_GROUPS] as const) {
    const members = type === 'ALL' ? [...book] : book.filter((c) => inGroup(c, type, today, toBirthday));
    members.sort(compareIn(type, today));
    let spentCents = 0;
    let points = 0;
    for (const c of members) {
      spentCents += c.spentCents;
      points += c.points;
    }
    lists.set(type, { members, spentCents, points });
  }
  return { today, ranked: book, text, lists };
}

/**
 * One page of a list with the list's count and sums (all pages): the list as indexed, narrowed by the
 * search and the filter in one pass (it is already in order), or read as it is without them.
 */
export function pageOf(index: BookIndex, ask: ListAsk) {
  const list = index.lists.get(ask.type);
  const members = list?.members ?? [];
  const start = (ask.page - 1) * ask.size;
  const end = start + ask.size;
  const filter = filterMatcher(ask);
  const narrowed = (ask.keySearch ?? '').trim() !== '' || Object.keys(filterOf(ask)).length > 0;
  if (!narrowed) {
    return {
      customers: members.slice(start, end).map((c) => rowOf(c, index.today)),
      total: members.length,
      totalSpendAmount: (list?.spentCents ?? 0) / 100,
      totalPoint: list?.points ?? 0,
    };
  }
  const marks = searchMarks(index.text, ask.keySearch);
  const page: CustomerFigures[] = [];
  let total = 0;
  let spent = 0;
  let points = 0;
  const take = (c: CustomerFigures) => {
    if (!filter(c)) return;
    if (total >= start && total < end) page.push(c);
    total++;
    spent += c.spentCents;
    points += c.points;
  };
  if (marks && ask.type === 'ALL') {
    // Every customer in name order: the found ones are read straight from their marks.
    for (let rank = 0; rank < marks.length; rank++)
      if (marks[rank] === 1) take(index.ranked[rank] as CustomerFigures);
  } else {
    for (const c of members) if (!marks || marks[c.rank] === 1) take(c);
  }
  return {
    customers: page.map((c) => rowOf(c, index.today)),
    total,
    totalSpendAmount: spent / 100,
    totalPoint: points,
  };
}

/** The filter's bounds that are set. */
function filterOf(ask: CustomerFilter): CustomerFilter {
  const { amountFrom, amountTo, pointFrom, pointTo, lastVisitFrom, lastVisitTo } = ask;
  return Object.fromEntries(
    Object.entries({ amountFrom, amountTo, pointFrom, pointTo, lastVisitFrom, lastVisitTo }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

/** One page of a list of `book` on `today` (the routes keep the index; tests ask this). */
export const listPage = (book: readonly CustomerFigures[], ask: ListAsk, today: number) =>
  pageOf(indexBook(rankByName([...book]), today), ask);
