import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelKey } from '../src/modules/channel-keys/channel-keys.service.ts';
import { listenOnLoopback } from './fixtures.ts';
import { createTenants, createTestApp, type TestApp } from './helper.ts';
import { createMenu, fullIntake } from './order-fixtures.ts';

/**
 * A customer app's view of the API: a client generated from the OpenAPI document the server serves
 * (openapi-typescript + openapi-fetch), compiled strictly, then placing an order with a channel key
 * against the real server over HTTP. The generated types live only in this run's folder.
 */
const sources = path.join(import.meta.dirname, 'typed-client');
const run = path.join(sources, 'generated', randomUUID());
const repoRoot = path.resolve(import.meta.dirname, '../../..');

type PlaceResult = { status: number; id?: string; total?: number; orderStatus?: string; code?: string };
type TypedClient = {
  placeOrder: (baseUrl: string, channelKey: string, idempotencyKey: string, intake: unknown) => Promise<PlaceResult>;
  readOrder: (
    baseUrl: string,
    channelKey: string,
    id: string,
  ) => Promise<{ status: number; id?: string; total?: number; history?: number; code?: string }>;
};

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(run, { recursive: true, force: true });
});

const generateClient = async () => {
  const document = await (await fetch(`${baseUrl}/api/docs/json`)).json();
  fs.mkdirSync(run, { recursive: true });
  fs.writeFileSync(path.join(run, 'api.gen.ts'), astToString(await openapiTS(document)));
  for (const file of ['place-order.ts', 'wrong-calls.ts'])
    fs.copyFileSync(path.join(sources, file), path.join(run, file));
  fs.writeFileSync(
    path.join(run, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(repoRoot, 'tsconfig.base.json'), include: ['*.ts'] }),
  );
};

describe('a client generated from the OpenAPI document', () => {
  it('compiles strictly, refuses wrong calls, and places an order with a channel key', async () => {
    await generateClient();
    const tsc = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', run],
      { cwd: repoRoot, timeout: 120_000 },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(tsc.stdout).toBe('');
    expect(tsc.code).toBe(0);

    const { a } = await createTenants(t.db);
    const company = a.companies[0].id;
    const menu = await createMenu(t.db, company);
    const { key } = await createChannelKey(t.db, a.partner.id, 'App de clientes');
    const client = (await import(path.join(run, 'place-order.ts'))) as TypedClient;

    const idempotencyKey = randomUUID();
    const placed = await client.placeOrder(baseUrl, key, idempotencyKey, fullIntake(company, menu));
    expect(placed).toMatchObject({ status: 201, total: 44700, orderStatus: 'pending' });
    const again = await client.placeOrder(baseUrl, key, idempotencyKey, fullIntake(company, menu));
    expect(again).toMatchObject({ status: 200, id: placed.id });
    expect(await client.readOrder(baseUrl, key, placed.id!)).toEqual({
      status: 200,
      id: placed.id,
      total: 44700,
      history: 1,
    });

    // The same typed client gets the API's errors in the shared shape.
    const refused = await client.placeOrder(baseUrl, 'bo_ch_no-es-una-clave', randomUUID(), fullIntake(company, menu));
    expect(refused).toMatchObject({ status: 401, code: expect.any(String) });
  }, 180_000);
});
