import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { dumpEmbedded, pgdataDir } from './backup/embedded-dump.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { keepOwnerOnly } from './owner-only.ts';
import { prepareStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

/** Both drivers expose the same query builder; the PGlite type stands for both. */
export type Db = PgliteDatabase<typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
  /** A consistent gzip-compressed copy of an embedded database (decision 021); PostgreSQL uses pg_dump. */
  dump?: () => Promise<Buffer>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations when several processes start at once on one PostgreSQL server. */
const MIGRATION_LOCK_ID = 724_310_001;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /**
   * An in-memory embedded database started from this dump (`dumpDataDir`) of an already migrated one: the API tests
   * start each file from one migrated copy instead of running every migration again (migrations still run, as no-ops).
   */
  pgliteDump?: Blob;
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.pgliteDump);
};

const openPglite = async (dataDir?: string, dump?: Blob): Promise<Database> => {
  if (dataDir) keepOwnerOnly(dataDir);
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = prepareStatements(
      dataDir ? new PGlite(pgdataDir(dataDir)) : new PGlite(dump ? { loadDataDir: dump } : undefined),
    );
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    // PGlite's first start (initdb) sets some files' modes itself, whatever the umask.
    if (dataDir) keepOwnerOnly(dataDir);
    return {
      db,
      kind: 'pglite',
      dump: () => dumpEmbedded(client),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};

const openPostgres = async (databaseUrl: string, poolSize: number): Promise<Database> => {
  const migrationClient = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(migrationClient), { migrationsFolder });
    await migrationClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrationClient.end();
  }
  const client = postgres(databaseUrl, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => client.end() };
};

export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};
