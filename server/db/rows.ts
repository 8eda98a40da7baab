/**
 * Reading the values of a raw SQL answer (`db.execute`) the same way on both databases: node-postgres
 * returns bigint counts and sums as strings and json as text in some positions, PGlite as numbers and
 * parsed values. A value of another shape is a server fault (500), never a client's.
 */

/** A whole number (a count, a sum of cents, an id, an instant in ms); `what` names it in the error. */
export function whole(value: unknown, what: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new Error(`${what} is not a whole number`);
  return n;
}

/** A json list of rows, each a list (`json_agg(json_build_array(…))`). */
export function jsonRows(value: unknown, what: string): unknown[][] {
  const rows = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(rows)) throw new Error(`${what} are not a list`);
  return rows.map((row: unknown) => {
    if (!Array.isArray(row)) throw new Error(`a row of ${what} is not a list`);
    return row as unknown[];
  });
}

/** Text, or '' for anything else (a null column). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
