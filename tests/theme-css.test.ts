import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeVariablesCss } from '../scripts/theme-css.ts';

describe('theme variables stylesheet', () => {
  it('matches what MantineProvider writes for the theme (run `npm run theme:css` after changing it)', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeVariablesCss());
  });
});
