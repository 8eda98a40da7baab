import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/contract/envelope.ts';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  tooLarge,
  tooMany,
  unauthenticated,
  unsupportedType,
} from '../errors.ts';
import { HttpError, refusalOf } from './errors.ts';

describe('refusalOf', () => {
  it.each([
    [invalid('Bad.'), 400, ErrorCode.validation],
    [unauthenticated(), 401, ErrorCode.unauthorized],
    [forbidden(), 403, ErrorCode.forbidden],
    [notFound(), 404, ErrorCode.notFound],
    [conflict('Taken.'), 409, ErrorCode.conflict],
    [tooLarge('Big.'), 413, ErrorCode.validation],
    [unsupportedType('Odd.'), 415, ErrorCode.validation],
    [tooMany('Wait.'), 429, ErrorCode.rateLimited],
  ])('maps %s to its status and envelope code', (err, status, code) => {
    expect(refusalOf(err)).toEqual({ status, body: { code, message: err.message, payload: null } });
  });

  it('keeps a precise envelope code', () => {
    expect(refusalOf(invalid('Your verification code is incorrect', ErrorCode.wrongCode))).toEqual({
      status: 400,
      body: { code: ErrorCode.wrongCode, message: 'Your verification code is incorrect', payload: null },
    });
  });

  it('passes an HTTP-level refusal through and leaves anything else to the 500 path', () => {
    expect(refusalOf(new HttpError(416, ErrorCode.validation, 'Outside.'))?.status).toBe(416);
    expect(refusalOf(new HttpError(500, ErrorCode.internal, 'Broken.'))).toBeUndefined();
    expect(refusalOf(new Error('boom'))).toBeUndefined();
    expect(refusalOf('text')).toBeUndefined();
  });
});
