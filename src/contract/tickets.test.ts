import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './tickets.ts';

describe('payment methods on screen', () => {
  it('are words, never the stored code', () => {
    expect(paymentMethodLabel('CHECK_OTHER')).toBe('Check / other');
    expect(paymentMethodLabel('CREDIT_CARD')).toBe('Credit card');
    expect(paymentMethodLabel('POINT')).toBe('Reward points');
    expect(paymentMethodLabel('BANK_TRANSFER')).toBe('Bank transfer');
  });
});
