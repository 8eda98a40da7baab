import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/contract/envelope.ts';
import { DomainError, type ErrorKind } from '../errors.ts';

/**
 * An answer about HTTP itself rather than a domain rule: a Range header outside the file (416), an
 * Idempotency-Key reused for another request (422). Services throw DomainError (server/errors.ts).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  constructor(status: number, code: number, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The HTTP status of each kind of domain error. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many': 429,
};

/** The envelope code of each kind, unless the error names a more precise one. */
const CODE: Record<ErrorKind, number> = {
  invalid: ErrorCode.validation,
  unauthenticated: ErrorCode.unauthorized,
  forbidden: ErrorCode.forbidden,
  'not-found': ErrorCode.notFound,
  conflict: ErrorCode.conflict,
  // The status tells a file too large from one of the wrong type; both are invalid input.
  'too-large': ErrorCode.validation,
  'unsupported-type': ErrorCode.validation,
  'too-many': ErrorCode.rateLimited,
};

export interface Refusal {
  status: number;
  body: { code: number; message: string; payload: null };
}

/**
 * The one mapping from an error to its 4xx answer: a DomainError by its kind, an HttpError as it says.
 * Undefined for anything else (the error handler answers those with 500 and logs them).
 */
export function refusalOf(err: unknown): Refusal | undefined {
  if (err instanceof DomainError) {
    return {
      status: STATUS[err.kind],
      body: { code: err.code ?? CODE[err.kind], message: err.message, payload: null },
    };
  }
  if (err instanceof HttpError && err.status < 500) {
    return { status: err.status, body: { code: err.code, message: err.message, payload: null } };
  }
  const booking = doubleBookingOf(err);
  if (booking) {
    return {
      status: STATUS.conflict,
      body: {
        code: CODE.conflict,
        message: `${booking} Choose another time or staff member.`,
        payload: null,
      },
    };
  }
  return undefined;
}

/** The database's no-double-booking rule (migration 0006) names the trigger as its constraint. */
export const DOUBLE_BOOKING_CONSTRAINT = 'appointments_no_double_booking';

/**
 * The sentence of a write the database refused as a double booking, or undefined. The driver's error
 * may come wrapped (drizzle's query error has it as `cause`).
 */
export function doubleBookingOf(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23P01' && e.constraint === DOUBLE_BOOKING_CONSTRAINT && typeof e.message === 'string') {
      return e.message;
    }
    current = e.cause;
  }
  return undefined;
}

/** The router's own refusals, by Fastify's code: said in the envelope without echoing the path. */
const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/**
 * Fastify's `frameworkErrors`: a path parameter over the router's length (414) or a malformed escape
 * in the path (400) answered with the envelope (and the hooks' headers) like every other refusal.
 */
export function answerRouterError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const message = ROUTER_REFUSALS[err.code] ?? 'The request is not valid.';
  void reply.code(status).send({ code: ErrorCode.validation, message, payload: null });
}
