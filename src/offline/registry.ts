/**
 * Every kind of offline change, in the page and in the service worker: each feature keeps its
 * definitions in `features/<area>/*-changes.ts` (`offline-changes.ts`, and a feature with several
 * sets, one file per set: `manager-changes.ts`), and this module loads them all (a Vite glob,
 * so offline/ names no feature). The sync engine and the service worker import it before replaying,
 * so a change queued in an earlier visit is sent and shown with its definition even when its screen
 * has not been opened.
 */
import { type AnyOfflineChange, isOfflineChange } from './define.ts';
import { bindChangeLookup } from './effects.ts';

const modules = import.meta.glob<Record<string, unknown>>('../features/*/*-changes.ts', {
  eager: true,
});

const byKind = new Map<string, AnyOfflineChange>();
for (const [file, exports] of Object.entries(modules)) {
  for (const value of Object.values(exports)) {
    if (!isOfflineChange(value)) continue;
    if (byKind.has(value.kind)) throw new Error(`Offline change ${value.kind} is defined twice (${file})`);
    byKind.set(value.kind, value);
  }
}
bindChangeLookup((kind) => byKind.get(kind));

/** Every registered kind (the tests check the registry against the contract). */
export function registeredChanges(): AnyOfflineChange[] {
  return [...byKind.values()];
}
