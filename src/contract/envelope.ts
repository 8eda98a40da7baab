import * as z from 'zod/mini';

/** Every response, success or error, is `{ code, message, payload }`. Success has code 0. */
export const SUCCESS_CODE = 0;

/** Domain error codes carried in the envelope's `code` (the HTTP status tells the class of error). */
export const ErrorCode = {
  validation: 1000,
  unknownPhone: 1001,
  otpRequestFailed: 1002,
  wrongCode: 1003,
  codeExpired: 1004,
  tooManyTries: 1005,
  rateLimited: 1006,
  unauthorized: 1401,
  forbidden: 1403,
  notFound: 1404,
  conflict: 1409,
  internal: 1500,
} as const;

export function envelope<T extends z.core.$ZodType>(payload: T) {
  return z.object({ code: z.number(), message: z.string(), payload });
}

export const errorEnvelope = z.object({
  code: z.number(),
  message: z.string(),
  payload: z.optional(z.unknown()),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
