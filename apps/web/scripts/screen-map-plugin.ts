import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { screenMapOf } from './route-screens.ts';

const routeTable = fileURLToPath(new URL('../src/app/routes/route-table.ts', import.meta.url));

/** Writes dist/.vite/screens.json beside the manifest: the screen module of every signed-in address (route-screens.ts). */
export const screenMap = (): Plugin => ({
  name: 'screen-map',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: '.vite/screens.json',
      source: `${JSON.stringify(screenMapOf(readFileSync(routeTable, 'utf8')), null, 2)}\n`,
    });
  },
});
