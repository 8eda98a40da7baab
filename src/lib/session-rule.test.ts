import { describe, expect, it } from 'vitest';
import { isSessionValid } from './session-rule.ts';

const staffRecord = { id: 3, shopId: 1, positionName: 'Admin' };

describe('session rule (spec part 1 §6)', () => {
  it('is valid with the staff record, the staffid cookie and the manager flag', () => {
    expect(isSessionValid({ staffRecord, staffIdCookie: '3', isManagerCookie: '1' })).toBe(true);
    expect(isSessionValid({ staffRecord, staffIdCookie: '3', isManagerCookie: '0' })).toBe(true);
  });
  it.each([
    ['no staff record', { staffRecord: undefined, staffIdCookie: '3', isManagerCookie: '1' }],
    ['no staffid cookie', { staffRecord, isManagerCookie: '1' }],
    ['no manager flag', { staffRecord, staffIdCookie: '3' }],
    ['a garbled staffid', { staffRecord, staffIdCookie: 'x', isManagerCookie: '1' }],
    ['a garbled flag', { staffRecord, staffIdCookie: '3', isManagerCookie: 'yes' }],
  ])('is invalid with %s', (_name, parts) => {
    expect(isSessionValid(parts)).toBe(false);
  });
});
