import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a migrated embedded database (TEST_DB=pglite). */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database that each test file copies (TEST_DB=postgres). */
    postgresTemplate: string;
  }
}

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Global setup of the API test projects: the migrations run once per run, not once per test file. The embedded
 * project gets a dump of a migrated database (loading it takes about a quarter of migrating); the PostgreSQL project
 * a migrated database that `create database … template` copies in a tenth of a second.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  if (kind === 'postgres') {
    const url = project.config.env?.TEST_DATABASE_URL ?? adminUrl();
    const name = `bo_template_${tag}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  const dump = await ((database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none') as Promise<Blob>);
  await database.close();
  const file = path.join(tmpdir(), `bo_template_${tag}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rm(file, { force: true });
}
