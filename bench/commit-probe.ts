import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { percentile } from './lib/stats.ts';

/**
 * npm run bench:commit-probe — a trivial insert and its commit every 20 ms on a connection of its own, for
 * `--seconds`, printing each commit over `--slow` ms with its time, then p50/p99/max. Run it beside another bench
 * script: a slow answer there at the same millisecond as a slow commit here waited for the disk, not for the code
 * (bench/README.md).
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '150' },
    slow: { type: 'string', default: '40' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const slow = Number(values.slow);
const sql = postgres(values['database-url'], { max: 1, onnotice: () => {} });
const table = `bench_commit_probe_${process.pid}`;
await sql.unsafe(`create table ${table} (id serial primary key, at timestamptz default now())`);
const times: number[] = [];
try {
  const end = Date.now() + Number(values.seconds) * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    await sql.unsafe(`insert into ${table} default values`);
    const took = performance.now() - started;
    times.push(took);
    if (took > slow) console.log(`  slow commit ${took.toFixed(1)} ms at ${new Date().toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
} finally {
  await sql.unsafe(`drop table ${table}`);
  await sql.end();
}
console.log(
  `  commit probe: ${times.length} commits, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${Math.max(...times).toFixed(1)} ms`,
);
