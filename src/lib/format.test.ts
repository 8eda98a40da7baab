import { describe, expect, it } from 'vitest';
import {
  clockText,
  formatMoney,
  formatPercent,
  formatPhone,
  isCompletePhone,
  maskPhone,
  maskPhoneLast4,
  phoneDigitsOf,
} from './format.ts';

describe('phone mask (999) 999-9999', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5550', '(555) 0'],
    ['555010', '(555) 010'],
    ['5550100', '(555) 010-0'],
    ['5550100001', '(555) 010-0001'],
    ['55501000019', '(555) 010-0001'],
    ['15550100001', '(555) 010-0001'],
    ['+1 (555) 010-0001', '(555) 010-0001'],
    ['abc', ''],
  ])('%j → %j', (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });

  it('is idempotent on its own output while typing', () => {
    let value = '';
    for (const ch of '5550100001') value = maskPhone(value + ch);
    expect(value).toBe('(555) 010-0001');
    expect(maskPhone(value)).toBe(value);
  });

  it('tells a complete phone', () => {
    expect(isCompletePhone('(555) 010-0001')).toBe(true);
    expect(isCompletePhone('(555) 010-000')).toBe(false);
    expect(isCompletePhone('5550100001')).toBe(false);
  });

  it('keeps digits only', () => {
    expect(phoneDigitsOf('(555) 010-0001')).toBe('5550100001');
  });

  it('formats stored phones and masks all but the last 4', () => {
    expect(formatPhone('4085550134')).toBe('(408) 555-0134');
    expect(formatPhone('n/a')).toBe('n/a');
    expect(maskPhoneLast4('4085550134')).toBe('(***) ***-0134');
  });
});

describe('money and percent', () => {
  it('shows dollars with two decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-3.1)).toBe('-$3.10');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
  it('shows percent with two decimals', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('0.00%');
  });
});

describe('times on screen', () => {
  it('have no leading zero in the hour, whatever the server pads', () => {
    expect(clockText('05:15 PM')).toBe('5:15 PM');
    expect(clockText('11-25-2026 09:00 AM')).toBe('11-25-2026 9:00 AM');
    expect(clockText('10:30 AM')).toBe('10:30 AM');
    expect(clockText('Check-in 08:05 am · Closed 09:45 AM')).toBe('Check-in 8:05 am · Closed 9:45 AM');
    expect(clockText('11-05-2026')).toBe('11-05-2026');
  });
});
