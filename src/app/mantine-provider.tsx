import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * Mantine's context and theme, without what MantineProvider adds on top that the app does not use:
 * no color-scheme switching (the app is light; index.html sets `data-mantine-color-scheme="light"`),
 * no CSS variables computed at start (they ship as theme-variables.css) and no static or global
 * classes. MantineProvider imports its CSS-variable machinery even when it is switched off; this
 * keeps ~12 KB of script off every start. The context's fields are MantineProvider's own defaults.
 */
const CONTEXT = {
  colorScheme: 'light' as const,
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: false,
  deduplicateInlineStyles: false,
};

export function AppMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={CONTEXT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
