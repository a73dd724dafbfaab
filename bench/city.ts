import { parseArgs } from 'node:util';
import { nextMessage, startChild } from './lib/child.ts';
import { type City, seedCity, seeded } from './lib/city.ts';
import type { CityConnected, CityGo, CityJob, CityResult } from './lib/city-worker.ts';
import type { NodeReady } from './lib/node-worker.ts';
import { loadAverage } from './lib/product.ts';
import { freshDatabase, settleDisk, startApp } from './lib/setup.ts';
import { ms, percentile, ratio } from './lib/stats.ts';

/**
 * npm run bench:city — intake → `new:order` on a city-shaped load (bench/README.md): 5,000 company screens
 * over 1,000 companies (1–6 each) and 100 partner screens following 100–300 companies each, orders at
 * random companies. Printed for one node, across two nodes joined by Redis (intake on node A, every
 * screen on node B), and the worst case of every screen in one company's room.
 */
const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '1000' },
    sockets: { type: 'string', default: '5000' },
    partners: { type: 'string', default: '100' },
    'follow-min': { type: 'string', default: '100' },
    'follow-max': { type: 'string', default: '300' },
    orders: { type: 'string', default: '100' },
    spacing: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '2' },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});
const size = {
  companies: Number(values.companies),
  sockets: Number(values.sockets),
  partners: Number(values.partners),
  followMin: Number(values['follow-min']),
  followMax: Number(values['follow-max']),
};
const orders = Number(values.orders);
const rounds = Number(values.rounds);

setTimeout(() => {
  console.error('Bench stopped: it ran longer than 20 minutes.');
  process.exit(1);
}, 20 * 60_000).unref();

const line = (label: string, times: number[]) =>
  `    ${label.padEnd(30)} p50 ${ms(percentile(times, 50)).padStart(9)}   p99 ${ms(percentile(times, 99)).padStart(9)}   (${times.length} deliveries)`;

const runPhase = async (job: Omit<CityJob, 'type'>) => {
  const child = startChild('./city-worker.ts');
  child.send({ type: 'run', ...job } satisfies CityJob);
  const connected = await nextMessage<CityConnected>(child, 'connected', 300_000);
  await settleDisk(database);
  child.send({ type: 'go' } satisfies CityGo);
  const result = await nextMessage<CityResult>(child, 'result', 600_000);
  return { connected, result };
};

/** Orders at random companies (the same ones in every phase), with how many screens hear each. */
const cityOrders = (city: City) => {
  const random = seeded(7);
  return Array.from({ length: orders }, () => {
    const shop = Math.floor(random() * city.shops.length);
    return {
      body: JSON.stringify(city.shops[shop].intakeBody),
      expected: city.screensOf[shop] + city.followersOf[shop],
    };
  });
};

const { database, url: databaseUrl, drop } = await freshDatabase('postgres', values['database-url']);
const nodeB = startChild('./node-worker.ts');
try {
  console.log(`load average ${loadAverage()}   seeding the city…`);
  const city = await seedCity(database, size);
  const { app, url: nodeA } = await startApp(database, { REDIS_URL: values['redis-url'] });
  nodeB.send({ type: 'start', databaseUrl, redisUrl: values['redis-url'] });
  const { url: nodeBUrl } = await nextMessage<NodeReady>(nodeB, 'listening', 120_000);
  const screens = [...city.screens, ...city.partnerScreens];
  const following = city.followersOf.reduce((sum, count) => sum + count, 0) / city.shops.length;
  console.log(
    `  ${city.shops.length} companies, ${city.screens.length} company screens, ${city.partnerScreens.length} partner screens ` +
      `(each company followed by ${following.toFixed(1)} on average); ${orders} orders at random companies, ${values.spacing} ms apart`,
  );
  const phases = [
    { name: 'one node', socketUrl: nodeA, screens },
    { name: 'two nodes (Redis)', socketUrl: nodeBUrl, screens },
  ];
  const results = new Map<string, CityResult[]>();
  const orderList = cityOrders(city);
  for (let round = 1; round <= rounds; round++) {
    for (const phase of phases) {
      const { connected, result } = await runPhase({
        socketUrl: phase.socketUrl,
        intakeUrl: nodeA,
        key: city.key,
        screens: phase.screens,
        orders: orderList,
        spacingMs: Number(values.spacing),
      });
      console.log(
        `  round ${round}, ${phase.name}: ${connected.connected} screens connected in ${ms(connected.connectMs)}` +
          `${connected.failed ? ` (${connected.failed} failed)` : ''}, load average ${loadAverage()}`,
      );
      results.set(phase.name, [...(results.get(phase.name) ?? []), result]);
    }
  }
  const all = (name: string, pick: (result: CityResult) => number[]) => (results.get(name) ?? []).flatMap(pick);
  console.log(`\n  intake → new:order, all rounds (load average ${loadAverage()}):`);
  for (const phase of phases) {
    console.log(`  ${phase.name}`);
    console.log(
      line(
        'company screens',
        all(phase.name, (r) => r.company),
      ),
    );
    console.log(
      line(
        'partner screens',
        all(phase.name, (r) => r.partner),
      ),
    );
    console.log(
      line(
        'intake HTTP answer',
        all(phase.name, (r) => r.responses),
      ),
    );
    console.log(`    missing deliveries: ${all(phase.name, (r) => [r.missing]).reduce((a, b) => a + b, 0)}`);
  }
  const company = (name: string) =>
    percentile(
      all(name, (r) => r.company),
      99,
    );
  console.log(
    `  two nodes / one node, company p99: ${ratio(company(phases[1].name), company(phases[0].name))} (goal ≤ 2×; one node p99 goal ≤ 100 ms)`,
  );

  // The worst case: every screen in one company's room (all with that company's sessions).
  const crowd = city.screens.concat(city.partnerScreens).map(() => city.screens[0]);
  const { connected, result } = await runPhase({
    socketUrl: nodeA,
    intakeUrl: nodeA,
    key: city.key,
    screens: crowd,
    orders: Array.from({ length: Math.min(orders, 30) }, () => ({
      body: JSON.stringify(city.shops[0].intakeBody),
      expected: crowd.length,
    })),
    spacingMs: Number(values.spacing),
  });
  console.log(`\n  worst case: ${connected.connected} screens in one room, one node (load average ${loadAverage()})`);
  console.log(line('every screen', result.company));
  console.log(line('intake HTTP answer', result.responses));
  console.log(`    missing deliveries: ${result.missing}`);
  // Let the server see the worst case's sockets go before it closes its Redis clients.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await app.close();
} finally {
  nodeB.send({ type: 'stop' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  nodeB.kill();
  await database.close();
  await drop();
}
process.exit(0);
