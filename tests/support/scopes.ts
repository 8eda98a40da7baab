import { deleteScope, type Scope, type ScopeDb, scopeDb } from '../../src/offline/db.ts';

/**
 * Fresh IndexedDB scopes for offline tests (on fake-indexeddb): each `db()` opens a new scope's
 * database, and `cleanup()` (for afterEach) deletes them all.
 */
export function freshScopes(shopId: number): {
  db: () => ScopeDb;
  /** Deletes this scope's database too at cleanup (one a test opened itself). */
  track: (scope: Scope) => void;
  cleanup: () => Promise<void>;
} {
  let n = 0;
  const opened: Scope[] = [];
  return {
    db: () => {
      const scope = { shopId, staffId: 1000 + n++ };
      opened.push(scope);
      return scopeDb(scope);
    },
    track: (scope) => {
      opened.push(scope);
    },
    cleanup: async () => {
      for (const s of opened.splice(0)) await deleteScope(s);
    },
  };
}
