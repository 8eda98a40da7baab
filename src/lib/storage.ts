/**
 * JSON values in localStorage that survive bad or missing entries. Safe to import in the service
 * worker, which has no localStorage: reads give undefined there and writes do nothing.
 */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}
const store = (): KeyValueStore | undefined => (globalThis as { localStorage?: KeyValueStore }).localStorage;
/**
 * The tab's sessionStorage (kept across reloads of the tab, gone with it); undefined where there is
 * none or the browser refuses it (reading the property throws when storage is blocked).
 */
const sessionStore = (): KeyValueStore | undefined => {
  try {
    return (globalThis as { sessionStorage?: KeyValueStore }).sessionStorage;
  } catch {
    return undefined;
  }
};

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = store()?.getItem(key) ?? null;
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  store()?.setItem(key, JSON.stringify(value));
}

export function readText(key: string): string | undefined {
  return store()?.getItem(key) ?? undefined;
}

export function writeText(key: string, value: string): void {
  store()?.setItem(key, value);
}

export function removeStored(key: string): void {
  store()?.removeItem(key);
}

export function clearStorage(): void {
  store()?.clear();
}

/** Text kept for this tab only, across its reloads (sessionStorage). */
export function readTabText(key: string): string | undefined {
  return sessionStore()?.getItem(key) ?? undefined;
}

export function writeTabText(key: string, value: string): void {
  sessionStore()?.setItem(key, value);
}
