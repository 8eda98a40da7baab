/**
 * An answer already written as JSON (UTF-8 bytes), sent as it is inside the envelope instead of being
 * serialised again on every request. For large answers put together from kept parts (a year of a staff
 * member's tickets is about 200 KB): each part is written once, when it is computed, and a request only
 * joins the bytes. `T` is the answer's type: the bytes must be exactly `JSON.stringify` of such a value.
 */
export class ReadyJson<T> {
  /** The answer's type (never set: it only ties the bytes to the contract's response). */
  declare readonly answer?: T;
  /** The answer's bytes, in order. */
  readonly parts: readonly Buffer[];

  constructor(parts: readonly Buffer[]) {
    this.parts = parts;
  }
}

const COMMA = Buffer.from(',');

/** The JSON text of `value` as UTF-8 bytes. */
export const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/**
 * The JSON items of `values` (each `JSON.stringify`'d) joined by commas, without the brackets: a kept
 * part of a JSON array, empty when there are none.
 */
export const jsonItems = (values: readonly unknown[]): Buffer =>
  Buffer.from(values.map((v) => JSON.stringify(v)).join(','));

/**
 * `[` + the non-empty `items` (parts made by `jsonItems`) joined by commas + `]`, as parts to send (no
 * copy of the items' bytes).
 */
export function jsonArrayParts(items: readonly Buffer[]): Buffer[] {
  const parts: Buffer[] = [OPEN_ARRAY];
  for (const item of items) {
    if (item.length === 0) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(item);
  }
  parts.push(CLOSE_ARRAY);
  return parts;
}

const OPEN_ARRAY = Buffer.from('[');
const CLOSE_ARRAY = Buffer.from(']');
