/** Writes the theme's CSS variables (see scripts/theme-css.ts). */
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeVariablesCss } from './theme-css.ts';

writeFileSync(THEME_CSS_FILE, themeVariablesCss());
console.log(`wrote ${THEME_CSS_FILE}`);
