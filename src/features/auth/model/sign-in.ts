import { ErrorCode } from '../../../contract/envelope.ts';
import { isCompletePhone } from '../../../lib/format.ts';
import { appPathOf } from '../../../lib/route-params.ts';

/** Spec part 1 §8: the sign-in error catalogue, exact texts. */
export const SIGN_IN_MESSAGES = {
  phoneRequired: 'Your input is required',
  phoneFormat: 'Please enter the correct format',
  phoneUnknown: 'Your phone number does not exists',
  otpRequired: 'Your OTP is required',
  otpWrong: 'Your verification code is incorrect',
  otpRequestFailed: 'Get OTP failed!',
} as const;

/** Steps of the dialog: 0 phone, 1 salon choice (Get OTP), 2 code (Verify OTP). */
export type SignInStep = 0 | 1 | 2;

export function validatePhone(masked: string): string | null {
  if (masked.trim() === '') return SIGN_IN_MESSAGES.phoneRequired;
  if (!isCompletePhone(masked)) return SIGN_IN_MESSAGES.phoneFormat;
  return null;
}

export function validateOtp(code: string): string | null {
  return code.trim() === '' ? SIGN_IN_MESSAGES.otpRequired : null;
}

/** Keeps the digits of a typed code, at most 6. */
export function otpDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** What the code step shows for a failed verification: the spec's text for a wrong code, else the server's reason. */
export function verifyFailureMessage(err: { status: number; code: number; message: string }): string {
  if (err.code === ErrorCode.wrongCode) return SIGN_IN_MESSAGES.otpWrong;
  if (err.status === 0 || err.status >= 500) return err.message;
  return err.message || SIGN_IN_MESSAGES.otpWrong;
}

/**
 * What the phone step shows when the lookup fails: the server's reason when the phone could not be
 * looked up at all (no connection, too many lookups, a server error), else the spec's text.
 */
export function lookupFailureMessage(err: { status: number; message: string }): string {
  if (err.status === 0 || err.status === 429 || err.status >= 500) return err.message;
  return SIGN_IN_MESSAGES.phoneUnknown;
}

/** Where a signed-in user lands: a remembered page when it suits the role, else managers /overview and staff /. */
export function landingPath(isManager: boolean, redirect?: string): string {
  const wanted = appPathOf(redirect);
  if (wanted !== null && !wanted.startsWith('/login')) {
    const path = wanted.split('?')[0] ?? '';
    if (isManager && path === '/') return '/overview';
    if (!isManager && path === '/overview') return '/';
    return wanted;
  }
  return isManager ? '/overview' : '/';
}
