/**
 * The errors the server's rules throw, in the domain's words: the input is invalid, the caller may not
 * do this, the thing does not exist, it conflicts with the current state… never an HTTP status. The
 * HTTP layer maps each kind to its status and envelope code in one place (`refusalOf` in
 * server/http/errors.ts), for the error handler and for stored Idempotency-Key answers alike.
 */

export type ErrorKind =
  /** The request cannot be understood or breaks a rule about its own content (400). */
  | 'invalid'
  /** No live session (401). */
  | 'unauthenticated'
  /** Signed in, but not allowed (403). */
  | 'forbidden'
  /** Nothing of that id in the caller's salon (404). */
  | 'not-found'
  /** The current state does not allow it (409). */
  | 'conflict'
  /** More bytes than allowed (413). */
  | 'too-large'
  /** A kind of content that is not accepted (415). */
  | 'unsupported-type'
  /** Too many attempts or requests; wait (429). */
  | 'too-many';

export class DomainError extends Error {
  override name = 'DomainError';
  readonly kind: ErrorKind;
  /** A more precise envelope code than the kind's own (the sign-in codes 1003–1006), when there is one. */
  readonly code: number | undefined;

  constructor(kind: ErrorKind, message: string, code?: number) {
    super(message);
    this.kind = kind;
    this.code = code;
  }
}

export const invalid = (message: string, code?: number) => new DomainError('invalid', message, code);
export const unauthenticated = (message = 'Your session has expired. Please sign in again.') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unsupportedType = (message: string) => new DomainError('unsupported-type', message);
export const tooMany = (message: string, code?: number) => new DomainError('too-many', message, code);
