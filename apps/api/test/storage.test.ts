import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { isDatabaseEmpty, seedDemo } from '../src/db/seed/demo.ts';
import { createPartner } from '../src/db/seed/factories.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-storage-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database in DATA_DIR', () => {
  it('keeps data across a restart and refuses a second opener while in use', async () => {
    const first = await openDatabase({ dataDir });
    await createPartner(first.db, { name: 'Persistente' });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use/);
    await first.close();

    const second = await openDatabase({ dataDir });
    const { partners } = await import('../src/db/schema/index.ts');
    const rows = await second.db.select().from(partners);
    expect(rows.map((row) => row.name)).toEqual(['Persistente']);
    await second.close();
  }, 120_000);

  it('stops a second server process on the same DATA_DIR with a clear message', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`already in use by process ${process.pid}`);
    } finally {
      await holder.close();
    }
  }, 90_000);

  it('reclaims a lock left by a process that is gone', async () => {
    const lockPath = path.join(dataDir, 'backoffice.lock');
    fs.writeFileSync(lockPath, '999999');
    const database = await openDatabase({ dataDir });
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(lockPath)).toBe(false);
  });
});

describe('demo data set', () => {
  it('is seeded into an empty database with the demo accounts and two companies in Guadalajara', async () => {
    const database = await openDatabase({});
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const seeded = await seedDemo(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(seeded.companies.map((c) => [c.name, c.city, c.state])).toEqual([
      ['Tacos El Güero', 'Guadalajara', 'Jalisco'],
      ['Tortas Ahogadas Doña Chuy', 'Guadalajara', 'Jalisco'],
    ]);
    const { accounts, orders } = await import('../src/db/schema/index.ts');
    const emails = (await database.db.select().from(accounts)).map((a) => a.email).sort();
    expect(emails).toEqual(
      [
        'empresa2@demo.test',
        'empresa@demo.test',
        'motos@demo.test',
        'reparto@demo.test',
        'socio2@demo.test',
        'socio3@demo.test',
        'socio@demo.test',
      ].sort(),
    );
    const { joinRequests } = await import('../src/db/schema/index.ts');
    const requests = await database.db.select().from(joinRequests);
    expect(requests.filter((request) => request.status === 'pending')).toHaveLength(3);
    expect((await database.db.select().from(orders)).length).toBeGreaterThan(0);
    const { adCampaigns, ledgerEntries } = await import('../src/db/schema/index.ts');
    const campaigns = await database.db.select().from(adCampaigns);
    expect(campaigns.map((campaign) => [campaign.companyId, campaign.status])).toEqual([
      [seeded.companies[0].id, 'approved'],
      [seeded.companies[1].id, 'pending'],
    ]);
    const charges = (await database.db.select().from(ledgerEntries)).filter((entry) => entry.kind === 'ad_charge');
    expect(charges).toMatchObject([{ companyId: seeded.companies[0].id, amount: campaigns[0].price }]);
    await database.close();
  });
});

describe('configuration', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'no es url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'ruidoso' })).toThrow(/LOG_LEVEL/);
  });
});
