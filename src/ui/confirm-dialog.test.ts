import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { CONFIRM_TEXT, confirmThenClose } from './confirm-dialog.tsx';
import { QUICK_REASONS, REASON_PLACEHOLDER, reasonReady } from './reason-dialog.tsx';

/** A dialog's confirm, recording what it did. */
async function confirm(action: () => Promise<unknown>) {
  const seen: string[] = [];
  await confirmThenClose(
    action,
    () => seen.push('closed'),
    (err) => seen.push(`failed: ${err instanceof Error ? err.message : String(err)}`),
  );
  return seen;
}

describe('the confirm dialog', () => {
  it('says what the spec says', () => {
    expect(CONFIRM_TEXT).toEqual({ title: 'Are you sure?', close: 'Close', confirm: 'Yes' });
  });

  it('closes once the action is done, not before', async () => {
    const order: string[] = [];
    await confirmThenClose(
      async () => {
        await Promise.resolve();
        order.push('done');
      },
      () => order.push('closed'),
      () => order.push('failed'),
    );
    expect(order).toEqual(['done', 'closed']);
  });

  it('stays open and says why when the action fails (offline, refused)', async () => {
    expect(await confirm(() => Promise.reject(new ApiError(0, 0, 'Cannot reach the server')))).toEqual([
      'failed: Cannot reach the server',
    ]);
    expect(await confirm(() => Promise.reject(new ApiError(409, 1409, 'Already voided')))).toEqual([
      'failed: Already voided',
    ]);
  });
});

describe('the reason dialog', () => {
  it('offers the quick reasons Busy, Forgot, Sick and Others, under "Please enter reason"', () => {
    expect(QUICK_REASONS).toEqual(['Busy', 'Forgot', 'Sick', 'Others']);
    expect(REASON_PLACEHOLDER).toBe('Please enter reason');
  });

  it('waits for a reason that says something', () => {
    expect(reasonReady('')).toBe(false);
    expect(reasonReady('  \n ')).toBe(false);
    expect(reasonReady('Sick')).toBe(true);
    expect(reasonReady(' customer left ')).toBe(true);
  });
});
