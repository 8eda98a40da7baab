import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { assertSelfOrManager, type Caller, customerPhoneFor } from './caller.ts';

const tech: Caller = { staffId: 7, shopId: 1, isManager: false, timezone: 'UTC', apiKey: 'k' };
const manager: Caller = { ...tech, staffId: 3, isManager: true };

describe('assertSelfOrManager', () => {
  it('lets staff at their own data and managers at anyone’s', () => {
    expect(() => assertSelfOrManager(tech, 7, 'No.')).not.toThrow();
    expect(() => assertSelfOrManager(manager, 7, 'No.')).not.toThrow();
    expect(() => assertSelfOrManager(manager, null, 'No.')).not.toThrow();
  });

  it('refuses staff anyone else’s data, or nobody’s, with 403 and the sentence given', () => {
    for (const other of [8, null]) {
      try {
        assertSelfOrManager(tech, other, 'You can only see your own gallery.');
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(DomainError);
        expect(err).toMatchObject({ kind: 'forbidden', message: 'You can only see your own gallery.' });
      }
    }
  });
});

describe('customerPhoneFor', () => {
  it('shows managers every digit and staff the last 4', () => {
    expect(customerPhoneFor(manager, '4085550123')).toBe('4085550123');
    expect(customerPhoneFor(tech, '(408) 555-0123')).toBe('0123');
  });
});
