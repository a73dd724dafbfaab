import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.ts';
import { partners } from '../src/db/schema/index.ts';
import { createPartner } from '../src/db/seed/factories.ts';
import { readPartnerSecret } from '../src/modules/secrets/partner-secrets.ts';
import { createSecretBox, SecretOpenError } from '../src/modules/secrets/secret-box.ts';
import { setupSecrets } from '../src/modules/secrets/secrets.setup.ts';
import { resolveSecretBox, SECRETS_KEY_FILE } from '../src/modules/secrets/secrets-key.ts';
import { startWithTenants, type Tenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

let t: TestApp;
let tenants: Tenants;
let adminA: Record<string, string>;
let memberA: Record<string, string>;

beforeAll(async () => {
  ({
    t,
    tenants,
    headers: { admin: adminA, member: memberA },
  } = await startWithTenants(['admin', 'member']));
});
afterAll(() => t.close());

const ACCESS_TOKEN = 'APP_USR-7125-secreto-de-prueba-9f3e';
const WEBHOOK_SECRET = 'firma-webhook-2b7c1d';
const silentLog = { info: () => {}, warn: () => {} } as never;

/** Every row of every table as text: what someone holding a copy of the database would see. */
const wholeDatabaseText = async (db: TestApp['db']) => {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = ('rows' in tables ? tables.rows : tables) as { table_name: string }[];
  let text = '';
  for (const { table_name } of names) {
    const rows = await db.execute(sql.raw(`select row_to_json(t)::text as row from "${table_name}" t`));
    for (const row of ('rows' in rows ? rows.rows : rows) as { row: string }[]) text += `${row.row}\n`;
  }
  return text;
};

describe('the secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('seals with a fresh nonce each time and opens only with the same key and context', () => {
    const first = box.seal('valor', 'partner:1:x');
    const second = box.seal('valor', 'partner:1:x');
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(box.openText(first, 'partner:1:x')).toBe('valor');
    expect(() => box.open(first, 'partner:2:x')).toThrow(SecretOpenError);
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(first, 'partner:1:x')).toThrow(SecretOpenError);
    const tampered = `${first.slice(0, -2)}${first.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered, 'partner:1:x')).toThrow(SecretOpenError);
  });
});

describe('where the key comes from', () => {
  it('generates a key file with permissions 0600 in DATA_DIR once, says so, and reuses it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-key-'));
    const first = await resolveSecretBox({ dataDir }, async () => false);
    expect(first.note).toContain(path.join(dataDir, SECRETS_KEY_FILE));
    expect(fs.statSync(path.join(dataDir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    const second = await resolveSecretBox({ dataDir }, async () => false);
    expect(second.note).toBeUndefined();
    expect(second.box.openText(first.box.seal('x', 'c'), 'c')).toBe('x');
    fs.rmSync(dataDir, { recursive: true });
  });

  it('on PostgreSQL without SECRETS_KEY starts locked when nothing is sealed and refuses when something is', async () => {
    const source = { DATABASE_URL: 'postgres://db/x', dataDir: '/nonexistent' };
    const empty = await resolveSecretBox(source, async () => false);
    expect(empty.box.available).toBe(false);
    expect(empty.warning).toContain('SECRETS_KEY');
    expect(() => empty.box.seal('x', 'c')).toThrow(expect.objectContaining({ code: 'secrets_unavailable' }));
    await expect(resolveSecretBox(source, async () => true)).rejects.toThrow(ConfigError);
  });

  it('refuses a malformed SECRETS_KEY naming the variable', async () => {
    await expect(resolveSecretBox({ SECRETS_KEY: 'corta', dataDir: '/x' }, async () => false)).rejects.toThrow(
      /SECRETS_KEY/,
    );
  });
});

describe('PUT /partners/config/secrets', () => {
  const url = () => `/api/partners/config/secrets?ID=${tenants.a.partner.id}`;

  it('stores secrets sealed, answers only their last four characters, and nothing in the database is plain', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: adminA,
      payload: { mercadoPagoAccessToken: ACCESS_TOKEN, mercadoPagoWebhookSecret: WEBHOOK_SECRET },
    });
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain(ACCESS_TOKEN);
    expect(set.body).not.toContain(WEBHOOK_SECRET);
    expect(set.json().configuredSecrets).toEqual(['mercadoPagoAccessToken', 'mercadoPagoWebhookSecret']);
    expect(set.json().secrets).toEqual([
      expect.objectContaining({ name: 'mercadoPagoAccessToken', last4: '9f3e' }),
      expect.objectContaining({ name: 'mercadoPagoWebhookSecret', last4: '7c1d' }),
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/partners', headers: memberA });
    expect(listed.body).not.toContain(ACCESS_TOKEN);
    expect(listed.json()[0].configuredSecrets).toEqual(['mercadoPagoAccessToken', 'mercadoPagoWebhookSecret']);

    const stored = await wholeDatabaseText(t.db);
    expect(stored).toContain('v1.');
    expect(stored).not.toContain(ACCESS_TOKEN);
    expect(stored).not.toContain(WEBHOOK_SECRET);
    expect(stored).not.toContain(Buffer.from(ACCESS_TOKEN).toString('base64'));
    expect(stored).not.toContain(Buffer.from(ACCESS_TOKEN).toString('hex'));

    expect(await readPartnerSecret(t.db, t.app.secretBox, tenants.a.partner.id, 'mercadoPagoAccessToken')).toBe(
      ACCESS_TOKEN,
    );
    expect(await readPartnerSecret(t.db, t.app.secretBox, tenants.b.partner.id, 'mercadoPagoAccessToken')).toBeNull();
  });

  it('replaces one, removes one with null, and leaves the others', async () => {
    const replaced = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: adminA,
      payload: { mercadoPagoAccessToken: 'APP_USR-nuevo-valor-0042', mercadoPagoWebhookSecret: null },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().secrets).toEqual([
      expect.objectContaining({ name: 'mercadoPagoAccessToken', last4: '0042' }),
    ]);
    expect(await readPartnerSecret(t.db, t.app.secretBox, tenants.a.partner.id, 'mercadoPagoWebhookSecret')).toBeNull();
  });

  it('hides short values entirely', async () => {
    const short = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: adminA,
      payload: { mercadoPagoPublicKey: 'abc123' },
    });
    expect(short.json().secrets).toContainEqual(expect.objectContaining({ name: 'mercadoPagoPublicKey', last4: null }));
  });

  it('refuses members (403), unknown names and empty values (400), and another partner (404)', async () => {
    const member = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: memberA,
      payload: { mercadoPagoPublicKey: 'x'.repeat(10) },
    });
    expect(member.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'PUT', url: url(), headers: adminA, payload: { otraCosa: 'x' } });
    expect(unknown.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: adminA,
      payload: { mercadoPagoPublicKey: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation_failed');
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/config/secrets?ID=${tenants.b.partner.id}`,
      headers: adminA,
      payload: { mercadoPagoPublicKey: 'x'.repeat(10) },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('at start', () => {
  it('seals the plain-text secrets older versions left in the partners row', async () => {
    const old = await createPartner(t.db, { name: 'Socio antiguo' });
    await t.db
      .update(partners)
      .set({ legacySecrets: { paymentSecretKey: 'sk_live_antiguo_5566', whatsappToken: 'viejo-token-1234' } })
      .where(sql`${partners.id} = ${old.id}`);
    await setupSecrets({ SECRETS_KEY: 'a'.repeat(64), dataDir: '/x' }, t.db, silentLog);
    expect(await readPartnerSecret(t.db, t.app.secretBox, old.id, 'mercadoPagoAccessToken')).toBe(
      'sk_live_antiguo_5566',
    );
    const stored = await wholeDatabaseText(t.db);
    expect(stored).not.toContain('sk_live_antiguo_5566');
    expect(stored).not.toContain('viejo-token-1234');
  });

  it('refuses to start with a key that does not open what is stored', async () => {
    await expect(setupSecrets({ SECRETS_KEY: 'b'.repeat(64), dataDir: '/x' }, t.db, silentLog)).rejects.toThrow(
      ConfigError,
    );
  });
});
