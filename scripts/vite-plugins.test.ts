import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenChunks } from './vite-plugins.ts';

/**
 * A small app: the entry loads `shared-at-start` and the route files; sign-in, the signed-in frame and
 * the staff home each have their own module; the home shares one module with the frame, one with
 * sign-in and one with another screen (`tickets`), which also shares one with sign-in and has one of
 * its own. No module's code is given, so each is followed whole (scripts/used-imports.test.ts covers
 * the libraries' indexes).
 */
const root = mkdtempSync(join(tmpdir(), 'chairside-chunks-'));
mkdirSync(join(root, 'src/routes/_app'), { recursive: true });
for (const route of ['login.tsx', '_app.tsx', '_app/index.tsx', '_app/tickets.tsx']) {
  writeFileSync(join(root, 'src/routes', route), '');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (path: string) => join(root, path);
const split = (route: string) => `${at(`src/routes/${route}`)}?tsr-split=component`;
const imports: Record<string, string[]> = {
  [at('src/main.tsx')]: [at('src/shared-at-start.ts'), at('src/routes/login.tsx'), at('src/routes/_app.tsx')],
  [split('login.tsx')]: [
    at('src/login-form.ts'),
    at('src/shared-at-start.ts'),
    at('src/home-and-login.ts'),
    at('src/login-and-tickets.ts'),
  ],
  [split('_app.tsx')]: [at('src/frame-menu.ts'), at('src/frame-and-home.ts')],
  [split('_app/index.tsx')]: [
    at('src/calendar.ts'),
    at('src/frame-and-home.ts'),
    at('src/home-and-login.ts'),
    at('src/home-and-tickets.ts'),
    '\0virtual-helper',
  ],
  [split('_app/tickets.tsx')]: [
    at('src/home-and-tickets.ts'),
    at('src/tickets-pager.ts'),
    at('src/login-and-tickets.ts'),
  ],
};
const graph = {
  getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }),
};

const chunkOf = firstScreenChunks(root, {
  entry: 'src/main.tsx',
  start: 'start',
  screens: {
    login: {
      starts: ['src/routes/login.tsx', 'src/routes/login.tsx?tsr-split=component'],
      shared: 'first~shared',
    },
    frame: {
      starts: ['src/routes/_app.tsx', 'src/routes/_app.tsx?tsr-split=component'],
      shared: 'first~frame',
    },
    home: { starts: ['src/routes/_app/index.tsx?tsr-split=component'], shared: 'first~frame' },
  },
});

describe('firstScreenChunks', () => {
  it("gives each first screen's own modules a chunk of that screen's", () => {
    expect(chunkOf(at('src/login-form.ts'), graph)).toBe('first~login');
    expect(chunkOf(at('src/frame-menu.ts'), graph)).toBe('first~frame');
    expect(chunkOf(at('src/calendar.ts'), graph)).toBe('first~home');
    expect(chunkOf(split('_app/index.tsx'), graph)).toBe('first~home');
  });

  it("puts the home's modules that another screen reaches too in the signed-in frame's chunk", () => {
    expect(chunkOf(at('src/home-and-tickets.ts'), graph)).toBe('first~frame');
    // The frame reaches it first: its own, and every signed-in screen loads it.
    expect(chunkOf(at('src/frame-and-home.ts'), graph)).toBe('first~frame');
  });

  it("puts what sign-in shares with another screen, first or not, in sign-in's shared chunk", () => {
    expect(chunkOf(at('src/home-and-login.ts'), graph)).toBe('first~shared');
    expect(chunkOf(at('src/login-and-tickets.ts'), graph)).toBe('first~shared');
  });

  it("puts what the entry reaches in one chunk, the entry's own file left in the entry", () => {
    expect(chunkOf(at('src/shared-at-start.ts'), graph)).toBe('start');
    // The route files' loaders are reached from the entry (the route tree).
    expect(chunkOf(at('src/routes/login.tsx'), graph)).toBe('start');
    expect(chunkOf(at('src/main.tsx'), graph)).toBeNull();
  });

  it("leaves alone other screens' own modules and virtual ones", () => {
    expect(chunkOf(at('src/tickets-pager.ts'), graph)).toBeNull();
    expect(chunkOf(split('_app/tickets.tsx'), graph)).toBeNull();
    expect(chunkOf('\0virtual-helper', graph)).toBeNull();
  });
});
