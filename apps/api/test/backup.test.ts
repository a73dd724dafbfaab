import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Order } from '@backoffice/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startServer } from '../../web/e2e/start-server.ts';
import { loadCatalogue, placeWithKey, signIn } from '../scripts/simulator/api.ts';
import { randomOrder } from '../scripts/simulator/orders.ts';
import { openDatabase } from '../src/db/client.ts';
import { orderStatusHistory, orders } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-backup-'));
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const run = promisify(execFile);
/** Runs `npm run backup|restore` the way an operator does (the script itself, with DATA_DIR set). */
const script = (name: 'backup' | 'restore', dataDir: string, file: string) =>
  run(process.execPath, ['--import', 'tsx', `apps/api/scripts/${name}.ts`, file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root },
    timeout: 120_000,
  });

const refusal = async (name: 'backup' | 'restore', dataDir: string, file: string) => {
  const failure = await script(name, dataDir, file).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure?.code).toBe(1);
  return failure!.stderr;
};

const start = async (dataDir: string) => {
  const server = await startServer(dataDir, await freePort());
  running.push(server);
  return server;
};

const ordersIn = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select().from(orders);
    const history = await database.db
      .select({ order: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(
        inArray(
          orderStatusHistory.orderId,
          rows.map((row) => row.id),
        ),
      );
    return { rows: new Map(rows.map((row) => [row.id, row])), withHistory: new Set(history.map((h) => h.order)) };
  } finally {
    await database.close();
  }
};

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup / npm run restore (embedded database)', () => {
  const source = path.join(work, 'source');
  const copy = path.join(work, 'copia.tar.gz');

  it('copies a running instance during order intake; restored elsewhere it holds every order acknowledged before', async () => {
    const server = await start(source);
    await expect.poll(() => /simulador de pedidos: (\S+)/.exec(server.output()), { timeout: 30_000 }).toBeTruthy();
    const key = /simulador de pedidos: (\S+)/.exec(server.output())![1];
    const partner = await signIn(server.baseUrl, 'socio@demo.test', DEMO_PASSWORD);
    const catalogues = await Promise.all(
      partner.companyIds.map((id) => loadCatalogue(server.baseUrl, partner.session, id)),
    );

    // Four customer apps placing orders through the channel API until told to stop.
    const acknowledged: Order[] = [];
    const acknowledgedAt = new Map<string, { at: number; status: number; retried: boolean }>();
    let stop = false;
    const customerApp = async (index: number) => {
      for (let turn = index; !stop; turn++) {
        const intake = randomOrder(catalogues[turn % catalogues.length]);
        if (!intake) continue;
        const placed = await placeWithKey<Order>(server.baseUrl, '/api/orders', key, intake, randomUUID());
        acknowledged.push(placed.body);
        acknowledgedAt.set(placed.body.id, { at: Date.now(), status: placed.status, retried: placed.retried });
      }
    };
    const intake = Promise.all([0, 1, 2, 3].map(customerApp));
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(12);

    const beforeBackup = acknowledged.map((order) => order.id);
    const backupStarted = Date.now();
    const backup = await script('backup', source, copy);
    const backupEnded = Date.now();
    const duringBackup = acknowledged.length - beforeBackup.length;
    expect(backup.stdout).toContain('Copia de seguridad del servidor en marcha escrita en');
    expect(backup.stdout).toContain('secrets.key');
    // Intake goes on after the copy, and had gone on while it was taken.
    const afterBackup = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(afterBackup + 4);
    stop = true;
    await intake;
    await server.stop();
    expect(duringBackup).toBeGreaterThan(0);

    // Never over a database in use or one already there; the copy goes into an empty folder.
    expect(await refusal('restore', source, copy)).toContain('no está vacía');
    const restored = path.join(work, 'restored');
    const restore = await script('restore', restored, copy);
    expect(restore.stdout).toMatch(/Restaurada en .*: 2 comercios y \d+ pedidos/);

    // Should an order acknowledged before the copy ever be missing from it (it failed once in CI, on 2026-11-27,
    // and was not reproduced), say what is known of each: when it was acknowledged against the copy's start and
    // end, how (201, or an idempotent 200 after a retry), and what the source holds of it.
    const [inSource, inCopy] = [await ordersIn(source), await ordersIn(restored)];
    const missing = beforeBackup
      .filter((id) => !inCopy.rows.has(id))
      .map((id) => {
        const ack = acknowledgedAt.get(id);
        const row = inSource.rows.get(id);
        return {
          id,
          position: `${beforeBackup.indexOf(id) + 1} of ${beforeBackup.length}`,
          acknowledgedMsBeforeCopy: ack && backupStarted - ack.at,
          copyTookMs: backupEnded - backupStarted,
          answer: ack && `${ack.status}${ack.retried ? ' after a retry' : ''}`,
          inSource: row ? { number: row.number, createdAt: row.createdAt } : 'absent',
          copyOrders: inCopy.rows.size,
          sourceOrders: inSource.rows.size,
        };
      });
    expect(missing).toEqual([]);

    const copyServer = await start(restored);
    const reader = await signIn(copyServer.baseUrl, 'socio@demo.test', DEMO_PASSWORD);
    for (const id of beforeBackup) {
      const response = await fetch(`${copyServer.baseUrl}/api/orders/order?ID=${id}`, { headers: reader.session });
      expect(response.status, id).toBe(200);
      const original = acknowledged.find((order) => order.id === id)!;
      expect(await response.json()).toMatchObject({ id, total: original.total, customer: original.customer });
    }
    await copyServer.stop();

    // Consistent: every order in the copy is a whole one (its first status written with it) and equal to
    // the same order in the source; no order the source does not have.
    for (const [id, row] of inCopy.rows) {
      expect(inSource.rows.get(id), id).toEqual(row);
      expect(inCopy.withHistory.has(id), id).toBe(true);
    }
    expect(inCopy.rows.size).toBeLessThan(inSource.rows.size);
  }, 600_000);

  it('copies a stopped instance from its folder, and refuses a file that is not a copy', async () => {
    const fromFolder = path.join(work, 'parada.tar.gz');
    const backup = await script('backup', source, fromFolder);
    expect(backup.stdout).toContain('de la carpeta (no había servidor en marcha)');
    expect(await refusal('backup', source, fromFolder)).toContain('ya existe');
    expect(await refusal('backup', path.join(work, 'nada'), path.join(work, 'nada.tar.gz'))).toContain(
      'No hay una base de datos embebida',
    );

    const notACopy = path.join(work, 'notas.txt');
    fs.writeFileSync(notACopy, 'no soy una copia');
    expect(await refusal('restore', path.join(work, 'vacia'), notACopy)).toContain('no es una copia de seguridad');

    const again = path.join(work, 'again');
    await script('restore', again, fromFolder);
    const [inSource, inCopy] = [await ordersIn(source), await ordersIn(again)];
    expect([...inCopy.rows.keys()].sort()).toEqual([...inSource.rows.keys()].sort());
  }, 300_000);
});
