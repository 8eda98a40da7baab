/**
 * Each value's share of their sum in percent, to the hundredth, adding up to exactly 100 (largest
 * remainders get the hundredths left over; ties go to the earlier value); all 0 when the sum is 0.
 * Values are whole (cents, counts); negative ones count as 0.
 */
export function sharesOf(values: readonly number[]): number[] {
  const whole = values.map((v) => Math.max(0, v));
  const sum = whole.reduce((a, b) => a + b, 0);
  // Hundredths of a percent: 10,000 to share out.
  const exact = whole.map((c) => (sum === 0 ? 0 : (c * 10_000) / sum));
  const floors = exact.map(Math.floor);
  let missing = sum === 0 ? 0 : 10_000 - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, lost: value - (floors[i] ?? 0) }))
    .sort((a, b) => b.lost - a.lost || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing -= 1;
  }
  return floors.map((f) => f / 100);
}
