import { describe, expect, it } from 'vitest';
import {
  landingPath,
  lookupFailureMessage,
  otpDigits,
  SIGN_IN_MESSAGES,
  validateOtp,
  validatePhone,
  verifyFailureMessage,
} from './sign-in.ts';

describe('sign-in validation', () => {
  it('requires a phone in the mask', () => {
    expect(validatePhone('')).toBe('Your input is required');
    expect(validatePhone('   ')).toBe('Your input is required');
    expect(validatePhone('(555) 010')).toBe('Please enter the correct format');
    expect(validatePhone('(555) 010-0001')).toBeNull();
  });
  it('requires a code', () => {
    expect(validateOtp('')).toBe('Your OTP is required');
    expect(validateOtp('123456')).toBeNull();
    expect(otpDigits(' 12a34567')).toBe('123456');
  });
  it('names a wrong code with the spec text and passes other reasons on', () => {
    expect(verifyFailureMessage({ status: 400, code: 1003, message: 'x' })).toBe(SIGN_IN_MESSAGES.otpWrong);
    expect(
      verifyFailureMessage({ status: 429, code: 1005, message: 'Too many wrong codes. Request a new code.' }),
    ).toBe('Too many wrong codes. Request a new code.');
  });
});

describe('a failed phone lookup', () => {
  it("says why when the phone could not be looked up, and the spec's text otherwise", () => {
    const wait = 'Too many sign-in lookups from this network. Try again in 9 minutes.';
    expect(lookupFailureMessage({ status: 429, message: wait })).toBe(wait);
    expect(lookupFailureMessage({ status: 0, message: 'Cannot reach the server.' })).toBe(
      'Cannot reach the server.',
    );
    expect(lookupFailureMessage({ status: 503, message: 'Busy' })).toBe('Busy');
    expect(lookupFailureMessage({ status: 400, message: 'phone: bad' })).toBe(SIGN_IN_MESSAGES.phoneUnknown);
  });
});

describe('landing after sign-in', () => {
  it('sends managers to /overview and staff to /', () => {
    expect(landingPath(true)).toBe('/overview');
    expect(landingPath(false)).toBe('/');
  });
  it('returns to a remembered page that suits the role', () => {
    expect(landingPath(true, '/tickets?page=2')).toBe('/tickets?page=2');
    expect(landingPath(false, '/overview')).toBe('/');
    expect(landingPath(true, '/')).toBe('/overview');
  });
  it('never follows a redirect off the site or back to /login', () => {
    expect(landingPath(false, 'https://evil.example')).toBe('/');
    expect(landingPath(false, '//evil.example')).toBe('/');
    expect(landingPath(true, '/login')).toBe('/overview');
  });
});
