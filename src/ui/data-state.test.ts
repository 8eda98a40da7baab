import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { dataStateOf, notOnPhone } from './data-state.tsx';

const range = new ApiError(400, 1000, 'A range can cover at most 366 days.');

describe('the state of a read', () => {
  it('is ready whenever there is something to show, online or not', () => {
    expect(dataStateOf({ has: true, refreshError: range }, false)).toEqual({ kind: 'ready' });
  });

  it('says at once that it is not on this phone when offline, instead of waiting', () => {
    expect(dataStateOf({ has: false }, false)).toEqual({ kind: 'offline' });
    expect(dataStateOf({ has: false, refreshError: new ApiError(0, 0, 'Cannot reach') }, true)).toEqual({
      kind: 'offline',
    });
  });

  it("shows the server's refusal, not that it is missing from the phone", () => {
    expect(dataStateOf({ has: false, refreshError: range }, true)).toEqual({
      kind: 'refused',
      message: 'A range can cover at most 366 days.',
      retry: false,
    });
    expect(dataStateOf({ has: false, refreshError: new ApiError(500, 1500, '') }, true)).toEqual({
      kind: 'refused',
      message: 'An error occurred, please try again!',
      retry: true,
    });
  });

  it('is loading online while nothing has answered yet, or after a timeout', () => {
    expect(dataStateOf({ has: false }, true)).toEqual({ kind: 'loading' });
    expect(dataStateOf({ has: false, refreshError: new ApiError(408, 1000, 'slow') }, true)).toEqual({
      kind: 'loading',
    });
  });
});

describe('the sentence of what is not on this phone', () => {
  it('agrees with what it names', () => {
    expect(notOnPhone('day').title).toBe('This day is not on this phone yet.');
    expect(notOnPhone("day's tickets").title).toBe("The day's tickets are not on this phone yet.");
  });
});
