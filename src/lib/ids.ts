import * as z from 'zod/mini';
import { idParam } from '../contract/common.ts';

/**
 * An id from a URL (a path part, a query value, navigation state), or null: what the contract takes for an
 * id (decimal digits, 1 to 2,147,483,647, the database's `integer`). Kept apart from the router's route
 * params (lib/route-params.ts) so the public booking page reads its query without the router.
 */
export function idOf(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const parsed = z.safeParse(idParam, text);
  return parsed.success ? parsed.data : null;
}
