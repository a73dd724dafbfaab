/**
 * node --import tsx apps/web/scripts/check-bundle-budgets.ts [dist]
 *
 * Fails (exit 1) when a screen's first load is over its budget: any signed-in screen, also with an order waiting,
 * over 250 kB of gzip JS, or the sign-in page over 20 kB (decisions 057 and 066). Reads the build's manifest
 * (`dist/.vite/manifest.json`) and each file's gzip size (its build-time `.gz` copy, else gzip -9 here). Run by
 * `npm run test:e2e` right after the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkBudgets, KNOWN_OVER, type Manifest, SIGNED_IN_BUDGET, screensOf } from './bundle-budgets.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: build the web app first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const routeTable = readFileSync(path.join(web, 'src/app/routes/route-table.ts'), 'utf8');

const gzipSize = (file: string) => {
  const full = path.join(dist, file);
  if (existsSync(`${full}.gz`)) return readFileSync(`${full}.gz`).length;
  return gzipSync(readFileSync(full), { level: 9 }).length;
};

const results = checkBudgets(manifest, screensOf(routeTable), gzipSize).sort((a, b) => b.bytes - a.bytes);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log('byte budgets: first-load JS (gzip) per screen, from the build manifest (ceiling > 250 kB: KNOWN_OVER)');
for (const result of results) {
  console.log(
    `  ${result.over ? 'OVER' : 'ok  '} ${kB(result.bytes).padStart(9)} / ${kB(result.budget).padStart(8)}  ${String(result.files.length).padStart(2)} files  ${result.name}`,
  );
}
const shrunk = results.filter((result) => KNOWN_OVER[result.name] !== undefined && result.bytes <= SIGNED_IN_BUDGET);
for (const result of shrunk)
  console.log(`  ${result.name} is within 250 kB now: take it off KNOWN_OVER (bundle-budgets.ts)`);
const over = results.filter((result) => result.over);
if (over.length > 0) {
  console.error(`\n${over.length} screen(s) over budget: ${over.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
