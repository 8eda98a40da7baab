import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { currentToasts, dismissToast, failureText, TOAST_MS, TOAST_TEXT, toast } from './toast.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('hide themselves after 3000 ms', () => {
    toast.success();
    expect(currentToasts().map((t) => [t.kind, t.message])).toEqual([['success', 'Updated!']]);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('say a queued change is kept on this phone', () => {
    toast.queued();
    expect(currentToasts()[0]).toMatchObject({ kind: 'queued', message: TOAST_TEXT.queued });
  });

  it('show one at a time: the newest answer replaces the one showing', () => {
    for (const n of [1, 2, 3]) toast.warning(`w${n}`);
    expect(currentToasts().map((t) => t.message)).toEqual(['w3']);
    // The replaced one's timer does not hide the newest early.
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(currentToasts().map((t) => t.message)).toEqual(['w3']);
  });

  it("show the server's message of a refusal, or the spec's sentence", () => {
    const refused = new ApiError(409, 1409, 'A reassignment request is already waiting');
    expect(failureText(refused)).toBe('A reassignment request is already waiting');
    expect(failureText(new ApiError(500, 1500, ''))).toBe('An error occurred, please try again!');
    expect(failureText('nothing useful')).toBe('An error occurred, please try again!');
    toast.failure(refused);
    expect(currentToasts()[0]).toMatchObject({ kind: 'warning', message: refused.message });
  });
});
