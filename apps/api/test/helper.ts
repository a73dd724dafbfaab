import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { WEB_APP_ID } from '@backoffice/shared';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createAccount, createCompany, createPartner, createProvider } from '../src/db/seed/factories.ts';

export const TEST_PASSWORD = 'clave-de-prueba-segura';
/** Every test app seals with this key, so a second app on the same database opens what the first stored. */
export const TEST_SECRETS_KEY = 'a'.repeat(64);

/** The migrated embedded database of this run (template-database.ts), read once per test file. */
let pgliteDump: Promise<Blob | undefined> | undefined;
const migratedDump = () => {
  pgliteDump ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteDump;
};

/**
 * The real app on a database of its own: in-memory PGlite started from the run's migrated copy, or
 * (TEST_DB=postgres) a PostgreSQL database copied from the run's migrated template for this test file and dropped
 * afterwards.
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'whatsapp'> = {},
) => {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `bo_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    const template = inject('postgresTemplate');
    await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const database = await openDatabase({
    databaseUrl,
    poolSize: 5,
    pgliteDump: databaseUrl ? undefined : await migratedDump(),
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/backoffice-test-unused',
    SECRETS_KEY: TEST_SECRETS_KEY,
    // No test reaches the internet: the geocoder is off unless a test brings its own stand-in.
    GEOCODER_URL: 'none',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    /** The PostgreSQL database of this test file (undefined on PGlite), for a second app on the same data. */
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The test file's data as a second process opens it: its own PostgreSQL pool; on PGlite the same in-memory database
 * (it admits one process only), whose close leaves it to the test file.
 */
export const sameDatabase = async (t: TestApp, poolSize = 3) =>
  t.databaseUrl
    ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize })
    : { db: t.db, kind: t.kind, close: async () => {} };

/** Signs in through the real endpoint and returns headers for further calls as that account. */
export const signIn = async (app: TestApp['app'], email: string, password = TEST_PASSWORD) => {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'bo_session');
  return {
    cookie: `bo_session=${cookie!.value}`,
    'x-app-id': WEB_APP_ID,
    body: response.json(),
  };
};

export const asHeaders = (session: Awaited<ReturnType<typeof signIn>>) => ({
  cookie: session.cookie,
  'x-app-id': session['x-app-id'],
});

/**
 * Two tenants, each a partner with an admin, a member listening to its first company only,
 * and two companies with an account each; plus a deliveries provider.
 */
export const createTenants = async (db: TestApp['db']) => {
  const make = async (tag: 'a' | 'b') => {
    const partner = await createPartner(db, { name: `Socio ${tag}` });
    const first = await createCompany(db, { partnerId: partner.id, name: `Comercio ${tag}1` });
    const second = await createCompany(db, { partnerId: partner.id, name: `Comercio ${tag}2` });
    const emails = {
      company: `empresa-${tag}1@test.mx`,
      company2: `empresa-${tag}2@test.mx`,
      admin: `admin-${tag}@test.mx`,
      member: `miembro-${tag}@test.mx`,
    };
    await createAccount(db, { email: emails.company, password: TEST_PASSWORD, type: 'company', companyId: first.id });
    await createAccount(db, { email: emails.company2, password: TEST_PASSWORD, type: 'company', companyId: second.id });
    await createAccount(db, {
      email: emails.admin,
      password: TEST_PASSWORD,
      type: 'partner',
      partnerId: partner.id,
      role: 'admin',
      listenFor: [],
    });
    await createAccount(db, {
      email: emails.member,
      password: TEST_PASSWORD,
      type: 'partner',
      partnerId: partner.id,
      role: 'member',
      listenFor: [first.id],
    });
    return { partner, companies: [first, second] as const, emails };
  };
  const a = await make('a');
  const b = await make('b');
  const provider = await createProvider(db, { name: 'Flota de prueba' });
  await createAccount(db, {
    email: 'flota@test.mx',
    password: TEST_PASSWORD,
    type: 'deliveries-provider',
    providerId: provider.id,
    role: 'admin',
  });
  return { a, b, provider, providerEmail: 'flota@test.mx' };
};
