// Writes scripts/test-durations.json ("project:file" → seconds, hooks included) from the durations Vitest keeps of
// the last run of each file (its cache in node_modules/.vite/vitest), merged with what the file holds. Run it after a
// full run on a quiet machine; failed files are skipped. The longest-first sequencer (longest-first-sequencer.ts)
// reads it, so that a fresh clone also starts its long files first.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const target = new URL('./test-durations.json', import.meta.url);
const cacheDir = path.resolve('node_modules/.vite/vitest');
const durations = JSON.parse(readFileSync(target, 'utf8'));
for (const dir of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
  const file = path.join(cacheDir, dir, 'results.json');
  if (!existsSync(file)) continue;
  for (const [key, result] of JSON.parse(readFileSync(file, 'utf8')).results) {
    if (!result.failed && result.duration > 0) durations[key] = Math.round(result.duration / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files in scripts/test-durations.json`);
