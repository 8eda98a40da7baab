import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingChunk } from '../lib/missing-chunk.ts';
import { mayReload, RELOAD_GUARD_MS, recoverFromRouteError, reloadOnce } from './chunk-recovery.ts';

/** A tab's sessionStorage: kept across the reloads of the tab. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    clear: () => items.clear(),
  };
}

describe('the once-only reload for a script gone after a release', () => {
  it('allows a reload when none was made, or the last one is older than the guard', () => {
    expect(mayReload(undefined, 1_000_000)).toBe(true);
    expect(mayReload('1000000', 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(mayReload('not a time', 1_000_000)).toBe(true);
    // A clock set back since: the kept time says nothing.
    expect(mayReload('2000000', 1_000_000)).toBe(true);
    expect(mayReload('1000000', 1_000_000)).toBe(false);
    expect(mayReload('1000000', 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('tells a missing script from other errors', () => {
    const missing = [
      new TypeError('Failed to fetch dynamically imported module: https://salon.example/assets/home-AbC.js'),
      new TypeError('error loading dynamically imported module: https://salon.example/assets/home-AbC.js'),
      new TypeError('Importing a module script failed.'),
      new Error('Unable to preload CSS for /assets/home-AbC.css'),
    ];
    expect(missing.map(isMissingChunk)).toEqual([true, true, true, true]);
    const others = [
      new Error('Network request failed'),
      new TypeError('x is undefined'),
      'Failed to fetch',
      null,
    ];
    expect(others.some(isMissingChunk)).toBe(false);
  });

  describe('in a tab', () => {
    let now = 5_000_000;
    beforeEach(() => {
      vi.stubGlobal('sessionStorage', tabStorage());
      vi.spyOn(Date, 'now').mockImplementation(() => now);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('reloads once, not again while the reloaded page fails too, and again after the guard', () => {
      const reload = vi.fn();
      expect(reloadOnce(reload)).toBe(true);
      now += 2_000;
      expect(reloadOnce(reload)).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      now += RELOAD_GUARD_MS;
      expect(reloadOnce(reload)).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    });

    it('reloads for a route whose script is missing, not for other route errors', () => {
      const reload = vi.fn();
      vi.stubGlobal('location', { reload });
      recoverFromRouteError(new Error('Something went wrong on the server.'));
      expect(reload).not.toHaveBeenCalled();
      recoverFromRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('never reloads offline: a script that cannot be fetched is not gone', () => {
      const reload = vi.fn();
      expect(reloadOnce(reload, false)).toBe(false);
      vi.stubGlobal('navigator', { onLine: false });
      expect(reloadOnce(reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      // Back online, the once-only reload is still there to be made.
      expect(reloadOnce(reload, true)).toBe(true);
    });

    it('never reloads where the tab cannot keep the time of the last reload', () => {
      vi.stubGlobal('sessionStorage', {
        getItem: () => null,
        setItem: () => undefined,
        clear: () => undefined,
      });
      const reload = vi.fn();
      expect(reloadOnce(reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
