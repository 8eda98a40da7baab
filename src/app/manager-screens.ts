/**
 * Every manager screen the features declare (`features/<area>/screens.ts`, loaded by a Vite glob so this
 * module names no feature): the manager menu and the manager's warm-up read them.
 */
import { isManagerScreen, type ManagerScreen } from '../lib/screens.ts';

const modules = import.meta.glob<Record<string, unknown>>('../features/*/screens.ts', { eager: true });

function collect(): ManagerScreen[] {
  const byPath = new Map<string, ManagerScreen>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (!isManagerScreen(value)) continue;
      if (byPath.has(value.to)) throw new Error(`Manager screen ${value.to} is declared twice (${file})`);
      byPath.set(value.to, value);
    }
  }
  return [...byPath.values()];
}

export const MANAGER_SCREENS: readonly ManagerScreen[] = collect();
