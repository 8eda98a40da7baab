import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from './endpoints.ts';
import { envelope, errorEnvelope } from './envelope.ts';

describe('envelope', () => {
  const lookup = envelope(endpoints.signInByPhone.response);

  it('accepts a well-formed answer', () => {
    const ok = z.safeParse(lookup, {
      code: 0,
      message: 'OK',
      payload: [{ id: 1, shopId: 2, companyName: 'Luxe', apiKey: 'abc', positionName: 'Admin' }],
    });
    expect(ok.success).toBe(true);
  });

  it('refuses a payload of the wrong shape', () => {
    expect(z.safeParse(lookup, { code: 0, message: 'OK', payload: [{ id: '1' }] }).success).toBe(false);
    expect(z.safeParse(lookup, { code: 0, message: 'OK' }).success).toBe(false);
    expect(z.safeParse(lookup, 'OK').success).toBe(false);
  });

  it('reads error answers', () => {
    const err = z.safeParse(errorEnvelope, {
      code: 1003,
      message: 'Your verification code is incorrect',
      payload: null,
    });
    expect(err.success && err.data.code).toBe(1003);
    expect(z.safeParse(errorEnvelope, { message: 'x' }).success).toBe(false);
  });
});
