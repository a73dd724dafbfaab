/**
 * Writes the theme's CSS variables (src/config/theme-variables.ts) to src/config/theme-variables.css, which is
 * committed. Run after changing the theme: `node --import tsx apps/web/scripts/make-theme-variables.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { themeVariablesCss } from '../src/config/theme-variables.ts';

writeFileSync(fileURLToPath(new URL('../src/config/theme-variables.css', import.meta.url)), themeVariablesCss());
