import { ErrorCode } from '../../src/contract/envelope.ts';

/** An error that becomes a 4xx/5xx envelope `{ code, message }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  constructor(status: number, code: number, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const badRequest = (message: string, code: number = ErrorCode.validation) =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Your session has expired. Please sign in again.') =>
  new HttpError(401, ErrorCode.unauthorized, message);
export const forbidden = (message = 'You do not have access to this.') =>
  new HttpError(403, ErrorCode.forbidden, message);
export const notFound = (message = 'Not found') => new HttpError(404, ErrorCode.notFound, message);
export const tooMany = (message: string, code: number = ErrorCode.rateLimited) =>
  new HttpError(429, code, message);
