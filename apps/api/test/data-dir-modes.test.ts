import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreEmbedded } from '../src/db/backup/embedded-dump.ts';
import { openDatabase } from '../src/db/client.ts';
import { partners } from '../src/db/schema/index.ts';

/** The embedded database's folder and every file in it are owner-only, also after a restore. */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-modes-'));
let umask: number;

beforeEach(() => {
  // The worst case the review found: a process with umask 0 writes 0666 files and 0777 folders.
  umask = process.umask(0);
});
afterEach(() => {
  process.umask(umask);
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every path under `root` whose group or others may read, write or enter it, with its mode. */
const notOwnerOnly = (root: string) => {
  const open: string[] = [];
  const walk = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      open.push(`${path.relative(root, target) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
  };
  walk(root);
  return open;
};

const fileCount = (root: string): number =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .reduce((sum, entry) => sum + (entry.isDirectory() ? fileCount(path.join(root, entry.name)) : 1), 0);

describe.skipIf(process.env.TEST_DB === 'postgres')('DATA_DIR modes', () => {
  it('opening the embedded database makes an existing folder owner-only, and what it writes later too', async () => {
    const dataDir = path.join(work, 'abierta');
    fs.mkdirSync(path.join(dataDir, 'suelta'), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(dataDir, 'suelta', 'nota.txt'), 'x', { mode: 0o666 });
    expect(notOwnerOnly(dataDir).length).toBeGreaterThan(0);

    const database = await openDatabase({ dataDir });
    try {
      // New relation files are created after the open's pass: the umask must cover them.
      await database.db.insert(partners).values({ name: 'Permisos', city: 'Guadalajara', state: 'Jalisco' });
      await database.db.execute(sql`create table archivo_nuevo as select generate_series(1, 5000) as n`);
      await database.db.execute(sql`checkpoint`);
      expect(notOwnerOnly(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(fileCount(dataDir)).toBeGreaterThan(100);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  }, 120_000);

  it('a restored copy is owner-only', async () => {
    const source = path.join(work, 'origen');
    const database = await openDatabase({ dataDir: source });
    const dump = await database.dump!();
    await database.close();

    const target = path.join(work, 'restaurada');
    await restoreEmbedded(dump, target);
    expect(fileCount(target)).toBeGreaterThan(100);
    expect(notOwnerOnly(target)).toEqual([]);
  }, 120_000);
});
