import { notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isIsoDay } from './day.ts';
import { idOf } from './ids.ts';

/**
 * The one reading of the ids, days and pages a URL carries, for every route. An id is what the contract
 * takes for an id (decimal digits, 1 to 2,147,483,647, the database's `integer`); anything else is the
 * screen's Not found, never a call the server would refuse. A day is a real calendar day written
 * YYYY-MM-DD; anything else is absent, and the screen shows its default day.
 */

export { idOf } from './ids.ts';

/**
 * A route's `params` option for path ids: each named part becomes a number, and a part that is not an
 * id makes the route Not found (the router's not-found screen, inside the signed-in frame).
 */
export function idParams<K extends string>(...names: readonly K[]) {
  return {
    parse: (raw: Record<K, string>): Record<K, number> => {
      const out = {} as Record<K, number>;
      for (const name of names) {
        const id = idOf(raw[name]);
        if (id === null) throw notFound();
        out[name] = id;
      }
      return out;
    },
    stringify: (params: Record<K, number>): Record<K, string> => {
      const out = {} as Record<K, string>;
      for (const name of names) out[name] = String(params[name]);
      return out;
    },
  };
}

/** A `day` (or other day) search value: a real YYYY-MM-DD day, else absent. */
export const daySearch = z.catch(z.optional(z.string().check(z.refine(isIsoDay))), undefined);

/** A `page` search value: a whole page number from 1, else absent (the screen shows page 1). */
export const pageSearch = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  undefined,
);

/** A path of this app to go to (`/calendar`, `/tickets?day=…`), never another site (`//host`), else null. */
export function appPathOf(raw: string | undefined): string | null {
  return raw?.startsWith('/') && !raw.startsWith('//') ? raw : null;
}
