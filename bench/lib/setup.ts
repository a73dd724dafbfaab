import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import postgres from 'postgres';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import {
  createAccount,
  createCompany,
  createPartner,
  createProduct,
  createPromo,
} from '../../apps/api/src/db/seed/factories.ts';
import { createChannelKey } from '../../apps/api/src/modules/channel-keys/channel-keys.service.ts';

export const BENCH_PASSWORD = 'clave-del-bench-2026';
export const BENCH_EMAIL = 'bench@bench.test';

/** A database of its own: a fresh PostgreSQL database (dropped at the end) or in-memory PGlite. */
export const freshDatabase = async (kind: 'postgres' | 'pglite', adminUrl: string) => {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, url: undefined, drop: async () => {} };
  }
  const name = `bo_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  const drop = async () => {
    const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { database, url: url.toString(), drop };
};

/**
 * Writes to disk what setting up left in memory (a checkpoint, then the kernel's dirty pages) before anything is
 * timed, so the setup's write-back does not fall into the timed part. On this machine's virtual disk a commit's
 * fsync now and then waits 100–270 ms, and the one order it hits decides a p99 taken over a few hundred deliveries:
 * with a commit probe beside bench:city (2026-11-23), each slow intake answer matched a slow commit of an unrelated
 * connection in the same millisecond, while no process's event loop lagged (bench/README.md).
 */
export const settleDisk = async (database: Database) => {
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  execFileSync('sync');
};

/** An open company with a small menu (a taco with extras, a drink, a promo) and the intake body of a typical order. */
export const seedCompany = async (database: Database, partnerId: string, name: string) => {
  const { db } = database;
  const company = await createCompany(db, { partnerId, name, deliveryFee: 3500, minimumOrder: 0 });
  const cheese = await createProduct(db, { companyId: company.id, kind: 'addition', name: 'Queso extra', price: 1200 });
  const taco = await createProduct(db, {
    companyId: company.id,
    name: 'Taco de asada',
    price: 2800,
    section: 'Tacos',
    additionGroups: [
      { id: 'extras', name: 'Extras', required: false, min: 0, max: 1, additions: [{ product: cheese.id }] },
    ],
  });
  const drink = await createProduct(db, { companyId: company.id, name: 'Agua de horchata', price: 4500 });
  const combo = await createPromo(db, {
    companyId: company.id,
    name: 'Combo',
    price: 9900,
    options: [{ product: taco.id }, { product: drink.id }],
  });
  const intakeBody = {
    company: company.id,
    customer: {
      name: 'María López',
      phone: '3311223344',
      address: 'Av. Vallarta 1520, Americana, Guadalajara',
      lat: 20.6745,
      lng: -103.3835,
    },
    products: [
      { product: taco.id, quantity: 3, additions: [{ product: cheese.id }], notes: 'sin cebolla' },
      { product: drink.id, quantity: 1 },
    ],
    promos: [{ promo: combo.id, options: [] }],
    payment: 'cash',
    type: 'delivery',
    notes: 'Tocar el timbre',
  };
  return { company, intakeBody };
};

/**
 * One partner with `companies` companies (the first has a company account for the sockets) and a
 * channel key that reaches them all.
 */
export const seedBench = async (database: Database, companies: number) => {
  const partner = await createPartner(database.db, { name: 'Socio del bench' });
  const shops = [];
  for (let index = 0; index < companies; index++) {
    shops.push(await seedCompany(database, partner.id, `Tacos del Bench ${index + 1}`));
  }
  await createAccount(database.db, {
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    type: 'company',
    companyId: shops[0].company.id,
  });
  const { key } = await createChannelKey(database.db, partner.id, 'Bench');
  return { partner, company: shops[0].company, intakeBody: shops[0].intakeBody, shops, key };
};

/**
 * The real app, listening on a random loopback port, with its production logging: pino at the default level
 * (`info`, a line per request and per answer) written synchronously like stdout, here to /dev/null so the bench's
 * own output stays readable.
 */
export const startApp = async (database: Database, env: Record<string, string> = {}) => {
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), 'backoffice-bench-unused'),
  });
  const stream = pino.destination({ dest: os.devNull, sync: true });
  const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL, stream } });
  // A large backlog, so 1,000 sockets connecting at once are not dropped by the listen queue.
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};
