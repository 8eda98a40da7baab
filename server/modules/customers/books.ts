import { type AudienceGroup, reachableEmail, reachablePhone } from '../../../src/contract/marketing.ts';
import type { ChangeFeed } from '../../db/changes.ts';
import type { RouteDeps } from '../../http/route.ts';
import { dayIn } from '../../time/business-days.ts';
import type { BookIndex } from './customer-math.ts';
import { bookIndex, type CustomerBook, loadCustomerBook } from './service.ts';

/** The tables a salon's customer book is read from: a write to either drops it. */
export const CUSTOMER_BOOK_TABLES = ['customers', 'tickets'] as const;

export interface CustomerBooks {
  /** The salon's customer book, read once and kept until a customer or ticket of the salon changes. */
  book: (shopId: number, zone: string) => Promise<CustomerBook>;
  /** Its lists on the salon's today. */
  index: (shopId: number, zone: string) => Promise<BookIndex>;
}

/** One kept book per salon for the server, shared by every module that reads it (one cache per feed). */
const made = new WeakMap<ChangeFeed, CustomerBooks>();

export function customerBooks(deps: RouteDeps): CustomerBooks {
  const existing = made.get(deps.changes);
  if (existing) return existing;
  const books = deps.changes.cache<CustomerBook>({
    name: 'customer book (customers)',
    tables: CUSTOMER_BOOK_TABLES,
    maxEntries: 50,
  });
  const book = (shopId: number, zone: string) =>
    books.get(shopId, [zone], () => loadCustomerBook(deps.db, shopId, zone));
  const shared: CustomerBooks = {
    book,
    index: async (shopId, zone) => bookIndex(await book(shopId, zone), dayIn(deps.now(), zone)),
  };
  made.set(deps.changes, shared);
  return shared;
}

/** Each list of the book (ALL first, then the groups): its customers, those with an email, with a phone. */
export function audienceOf(index: BookIndex): AudienceGroup[] {
  return [...index.lists].map(([type, list]) => {
    let withEmail = 0;
    let withPhone = 0;
    for (const c of list.members) {
      if (reachableEmail(c.email)) withEmail++;
      if (reachablePhone(c.phone)) withPhone++;
    }
    return { type, customers: list.members.length, withEmail, withPhone };
  });
}
