import { liveQuery } from 'dexie';
import { type DependencyList, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../lib/idle.ts';

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** A number that changes exactly when `deps` changes (compared item by item, like React's own deps). */
function useDepsVersion(deps: DependencyList): number {
  const ref = useRef({ deps, version: 0 });
  if (!sameDeps(ref.current.deps, deps)) ref.current = { deps, version: ref.current.version + 1 };
  return ref.current.version;
}

/**
 * The result of an IndexedDB query, kept current: it re-runs whenever a write touches what it read.
 * `undefined` until the first result for the current `deps` arrives.
 */
export function useLiveQuery<T>(query: () => Promise<T>, deps: DependencyList, initial?: T): T | undefined {
  const version = useDepsVersion(deps);
  const queryRef = useRef(query);
  queryRef.current = query;
  const [value, setValue] = useState<{ version: number; value: T } | undefined>();
  useEffect(() => {
    // Reading starts once the screen is painted: IndexedDB answers later anyway, and the screen's
    // first frame should not wait for the transactions to be opened.
    let subscription: { unsubscribe: () => void } | undefined;
    const cancel = afterNextPaint(() => {
      subscription = liveQuery(() => queryRef.current()).subscribe({
        next: (v) => setValue({ version, value: v }),
        error: (err: unknown) => console.error('Local data could not be read', err),
      });
    });
    return () => {
      cancel();
      subscription?.unsubscribe();
    };
  }, [version]);
  // A result for other inputs is not shown for these; until the first result, a value read earlier
  // for the same inputs (a route loader's) stands in.
  return value?.version === version ? value.value : initial;
}
