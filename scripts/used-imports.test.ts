import { describe, expect, it } from 'vitest';
import { type ModuleGraph, usedImportClosure } from './used-imports.ts';

/**
 * A library reached through its index (`lib`: a barrel over `Button`, `Tabs` and a nested `hooks`
 * barrel, plus `export *` from `extras`), and app modules importing a few names from it.
 */
const lib = '/app/node_modules/lib/esm';
const modules: Record<string, { importedIds: string[]; code?: string | null }> = {
  [`${lib}/index.mjs`]: {
    importedIds: [`${lib}/Button.mjs`, `${lib}/Tabs.mjs`, `${lib}/hooks/index.mjs`, `${lib}/extras.mjs`],
    code: `"use client";
import { Button } from "./Button.mjs";
import { Tabs as TabsRoot } from "./Tabs.mjs";
export { useId } from "./hooks/index.mjs";
export * from "./extras.mjs";
export { Button, TabsRoot as Tabs };`,
  },
  [`${lib}/Button.mjs`]: {
    importedIds: [`${lib}/hooks/index.mjs`, `${lib}/Box.mjs`],
    code: `import { useId } from "./hooks/index.mjs";\nimport { Box } from "./Box.mjs";\nexport const Button = () => [useId, Box];`,
  },
  [`${lib}/Tabs.mjs`]: {
    importedIds: [`${lib}/hooks/index.mjs`],
    code: `import { useUncontrolled } from "./hooks/index.mjs";\nexport const Tabs = () => useUncontrolled;`,
  },
  [`${lib}/Box.mjs`]: { importedIds: [], code: 'export const Box = 1;' },
  [`${lib}/hooks/index.mjs`]: {
    importedIds: [`${lib}/hooks/use-id.mjs`, `${lib}/hooks/use-uncontrolled.mjs`],
    code: `import { useId } from "./use-id.mjs";
import { useUncontrolled } from "./use-uncontrolled.mjs";
export { useId, useUncontrolled };`,
  },
  [`${lib}/hooks/use-id.mjs`]: { importedIds: [], code: 'export const useId = 1;' },
  [`${lib}/hooks/use-uncontrolled.mjs`]: { importedIds: [], code: 'export const useUncontrolled = 1;' },
  [`${lib}/extras.mjs`]: {
    importedIds: [`${lib}/Box.mjs`],
    code: 'export { Box as Extra } from "./Box.mjs";',
  },
  '/app/src/login.tsx': {
    importedIds: [`${lib}/index.mjs`, '/app/node_modules/lib/styles.css', '/app/src/form.ts'],
    code: `import type { ButtonProps } from 'lib';\nimport { Button } from 'lib';\nimport 'lib/styles.css';\nimport { form } from './form';\nexport const Login = (p: ButtonProps) => [Button, form, p];`,
  },
  '/app/node_modules/lib/styles.css': { importedIds: [], code: null },
  '/app/src/form.ts': { importedIds: [], code: 'export const form = 1;' },
  '/app/src/home.tsx': {
    importedIds: [`${lib}/index.mjs`],
    code: `import { Tabs, Extra } from 'lib';\nexport const Home = () => [Tabs, Extra];`,
  },
  '/app/src/everything.ts': {
    importedIds: [`${lib}/index.mjs`],
    code: `import * as all from 'lib';\nexport default all;`,
  },
  '/app/src/unknown.ts': { importedIds: [`${lib}/index.mjs`], code: null },
  '/app/src/broken.ts': { importedIds: [`${lib}/hooks/index.mjs`], code: 'export const = ;' },
};
const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };
const reach = (start: string) =>
  [...usedImportClosure(graph, [start])].map((id) => id.replace(lib, 'lib')).sort();

describe('usedImportClosure', () => {
  it('follows a barrel only for the names imported, through nested barrels, beside its style sheet', () => {
    expect(reach('/app/src/login.tsx')).toEqual(
      [
        '/app/node_modules/lib/styles.css',
        '/app/src/form.ts',
        '/app/src/login.tsx',
        'lib/Box.mjs',
        'lib/Button.mjs',
        'lib/hooks/index.mjs',
        'lib/hooks/use-id.mjs',
        'lib/index.mjs',
      ].sort(),
    );
  });

  it('follows a renamed export and a name found only through `export *`', () => {
    expect(reach('/app/src/home.tsx')).toEqual(
      [
        '/app/src/home.tsx',
        'lib/Box.mjs',
        'lib/Tabs.mjs',
        'lib/extras.mjs',
        'lib/hooks/index.mjs',
        'lib/hooks/use-uncontrolled.mjs',
        'lib/index.mjs',
      ].sort(),
    );
  });

  it('follows everything behind a namespace import, or when the code is not there or does not parse', () => {
    const whole = Object.keys(modules)
      .filter((id) => id.startsWith(lib))
      .map((id) => id.replace(lib, 'lib'));
    expect(reach('/app/src/everything.ts')).toEqual(['/app/src/everything.ts', ...whole].sort());
    expect(reach('/app/src/unknown.ts')).toEqual(['/app/src/unknown.ts', ...whole].sort());
    expect(reach('/app/src/broken.ts')).toEqual(
      [
        '/app/src/broken.ts',
        'lib/hooks/index.mjs',
        'lib/hooks/use-id.mjs',
        'lib/hooks/use-uncontrolled.mjs',
      ].sort(),
    );
  });

  it('joins the reach of several starts', () => {
    const both = [...usedImportClosure(graph, ['/app/src/login.tsx', '/app/src/home.tsx'])];
    expect(both).toContain(`${lib}/Button.mjs`);
    expect(both).toContain(`${lib}/Tabs.mjs`);
    expect(both).not.toContain('/app/src/unknown.ts');
  });
});
