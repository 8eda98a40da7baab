/** Display formats shared by every screen. */

/** Keeps the digits of a US phone: at most 10, a leading country code 1 dropped. */
export function phoneDigitsOf(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** Formats as the user types, following the mask (999) 999-9999. */
export function maskPhone(input: string): string {
  const d = phoneDigitsOf(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export const PHONE_MASK = /^\(\d{3}\) \d{3}-\d{4}$/;

export function isCompletePhone(masked: string): boolean {
  return PHONE_MASK.test(masked);
}

/** A stored phone for display: (408) 555-0134; anything else shown as given. */
export function formatPhone(phone: string): string {
  const d = phoneDigitsOf(phone);
  return d.length === 10 ? maskPhone(d) : phone;
}

/** Staff mode shows only the last 4 digits (the server masks phones the same way). */
export { maskPhoneLast4 } from '../contract/common.ts';

let dollars: Intl.NumberFormat | undefined;

/** $1,234.50 — money as dollars with two decimals. */
export function formatMoney(amount: number): string {
  // Made on first use: building a number format is costly and most first screens show no money.
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(Number.isFinite(amount) ? amount : 0);
}

/** 12.5 → "12.50%". */
export function formatPercent(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(2)}%`;
}

/**
 * Times as every screen writes them: 12-hour, the hour without a leading zero ("5:15 PM", never
 * "05:15 PM"), whatever the server's format pads ("11-25-2026 09:00 AM" → "11-25-2026 9:00 AM").
 */
export function clockText(text: string): string {
  return text.replace(/\b0(\d):(\d{2})(\s*[AaPp][Mm])/g, '$1:$2$3');
}
