/** Money is stored as integer cents and crosses the wire as dollars with 2 decimals. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}
