// Runs dependency-cruiser with .dependency-cruiser.cjs and adds the one rule it cannot express: no two API modules
// import each other (a folder-level pair, which need not be a file-level cycle). Decision 046.
import { execFileSync } from 'node:child_process';
import { format } from 'dependency-cruiser';

/** Pairs that still import each other, each with its plan in decision 046. A pair not listed here fails. */
const KNOWN_MODULE_PAIRS = [];

const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;

const started = performance.now();
let json;
try {
  json = execFileSync(
    'npx',
    ['depcruise', 'apps', 'packages', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
} catch (error) {
  // depcruise exits with the number of violations; the JSON is still on stdout.
  if (typeof error.stdout !== 'string' || !error.stdout.startsWith('{')) throw error;
  json = error.stdout;
}
const result = JSON.parse(json);

const edges = new Map();
for (const mod of result.modules) {
  const from = MODULE.exec(mod.source)?.[1];
  if (!from) continue;
  for (const dep of mod.dependencies) {
    const to = MODULE.exec(dep.resolved)?.[1];
    if (!to || to === from) continue;
    const key = `${from}→${to}`;
    if (!edges.has(key)) edges.set(key, `${mod.source} → ${dep.resolved}`);
  }
}
const pairs = [];
for (const [key, example] of edges) {
  const [a, b] = key.split('→');
  if (a < b && edges.has(`${b}→${a}`)) pairs.push({ pair: `${a}↔${b}`, examples: [example, edges.get(`${b}→${a}`)] });
}
const known = new Set(KNOWN_MODULE_PAIRS);
const newPairs = pairs.filter((p) => !known.has(p.pair));
const gone = KNOWN_MODULE_PAIRS.filter((pair) => !pairs.some((p) => p.pair === pair));

const report = await format(result, { outputType: 'err' });
process.stdout.write(report.output);
for (const p of newPairs) {
  console.log(`  error api-no-module-pairs: ${p.pair}\n      ${p.examples.join('\n      ')}`);
}
for (const pair of gone)
  console.log(`  error api-no-module-pairs: ${pair} no longer imports each other: remove it from KNOWN_MODULE_PAIRS`);
const failures = report.exitCode + newPairs.length + gone.length;
console.log(
  `lint:deps: ${report.exitCode} rule violations, ${newPairs.length} new module pairs, ` +
    `${pairs.length - newPairs.length} known pairs (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
process.exitCode = failures > 0 ? 1 : 0;
