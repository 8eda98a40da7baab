import type { PayChange, PaySettings } from '../../../contract/salaries.ts';
import { formatPercent } from '../../../lib/format.ts';

const FIELDS = [
  ['commissionPercent', 'Commission'],
  ['checkPercent', 'Check'],
  ['tipFeePercent', 'Card fee on tips'],
] as const;

/** What keeps the pay settings from being saved (the server's bounds, said before sending), or null. */
export function payProblem(s: PaySettings): string | null {
  for (const [field, label] of FIELDS) {
    const v = s[field];
    if (!Number.isFinite(v)) return `${label}: enter a percent.`;
    if (v < 0 || v > 100) return `${label} must be from 0 % to 100 %.`;
    if (Math.round(v * 100) / 100 !== v) return `${label} can have at most 2 decimals.`;
  }
  return null;
}

const tipsToText = (t: PaySettings['tipsTo']) => (t === 'CHECK' ? 'check' : 'cash');

/** A change in words: "Commission 60.00% → 55.50%; Tips to cash → check". */
export function describePayChange(c: Pick<PayChange, 'before' | 'after'>): string {
  const parts: string[] = [];
  for (const [field, label] of FIELDS) {
    if (c.before[field] !== c.after[field])
      parts.push(`${label} ${formatPercent(c.before[field])} → ${formatPercent(c.after[field])}`);
  }
  if (c.before.tipsTo !== c.after.tipsTo)
    parts.push(`Tips to ${tipsToText(c.before.tipsTo)} → ${tipsToText(c.after.tipsTo)}`);
  return parts.join('; ');
}
