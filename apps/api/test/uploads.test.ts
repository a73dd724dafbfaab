import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Session, startWithTenants } from './fixtures.ts';
import { asHeaders, sameDatabase, type TestApp } from './helper.ts';

let t: TestApp;
let dataDir: string;
let company: Session;
let provider: Session;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bo-uploads-'));
  ({
    t,
    sessions: { company, fleet: provider },
  } = await startWithTenants(['company', 'fleet'], { DATA_DIR: dataDir }));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A multipart body with one file field, built by hand so the test needs no form library. */
const multipart = (content: Buffer, filename: string, type: string, field = 'file') => {
  const boundary = '----bo-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

const upload = (session: Session, content: Buffer, filename: string, type: string) => {
  const body = multipart(content, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    headers: { ...asHeaders(session), 'content-type': body.contentType },
    payload: body.payload,
  });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 81, b: 18 } } })
    .png()
    .toBuffer();

describe('POST /uploads/images', () => {
  it('stores a PNG as WebP no larger than 1200 px and serves it with long caching', async () => {
    const response = await upload(company, await png(2400, 600), 'logo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 300 });
  });

  it('refuses files that are not images, even when they claim to be', async () => {
    const fake = await upload(company, Buffer.from('no soy una imagen'), 'x.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.details[0].field).toBe('body.file');
    const gif = await upload(company, Buffer.from('GIF89a'), 'x.gif', 'image/gif');
    expect(gif.statusCode).toBe(415);
  });

  it('refuses a request without a file and files over 5 MB', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: { ...asHeaders(company), 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(415);
    const boundary = '----bo-test-boundary';
    const onlyText = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: { ...asHeaders(company), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="nota"\r\n\r\nhola\r\n--${boundary}--\r\n`,
    });
    expect(onlyText.statusCode).toBe(400);
    expect(onlyText.json().error.details).toEqual([{ field: 'body.file', message: 'Elige una imagen' }]);
    const big = await upload(company, Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
  });

  it('answers 400, never 500, to an empty file part or a truncated multipart body', async () => {
    const empty = await upload(company, Buffer.alloc(0), 'vacia.png', 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'validation_failed', message: 'La imagen está vacía.' });
    const whole = multipart(await png(20, 20), 'a.png', 'image/png');
    for (const cut of [0.3, 0.6, 0.95]) {
      const truncated = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/images',
        headers: { ...asHeaders(company), 'content-type': whole.contentType },
        payload: whole.payload.subarray(0, Math.floor(whole.payload.length * cut)),
      });
      expect(truncated.statusCode, `cut at ${cut}`).toBe(400);
      expect(truncated.json().error.details).toEqual([{ field: 'body.file', message: 'Envío incompleto' }]);
    }
  });

  it('is for signed-in accounts: a fleet uploads its logo and its riders’ photos too', async () => {
    const response = await upload(provider, await png(10, 10), 'a.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/uploads/images' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('several processes', () => {
  it('serves an image uploaded through one instance from another with its own DATA_DIR, on the same database', async () => {
    // On PostgreSQL the second instance has its own connection pool, as a second process would; PGlite
    // admits one process only, so there the second instance shares the connection.
    const database = await sameDatabase(t, 2);
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'bo-uploads-other-'));
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: otherDir,
        SECRETS_KEY: t.config.SECRETS_KEY,
      }),
      database,
      logger: false,
    });
    try {
      const uploaded = await upload(company, await png(300, 200), 'menu.png', 'image/png');
      expect(uploaded.statusCode).toBe(201);
      const served = await other.inject({ method: 'GET', url: uploaded.json().url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
      expect(await readdir(otherDir)).toEqual([]);
    } finally {
      await other.close();
      await database.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe('GET /uploads/:file', () => {
  it('answers 400 for a name it never gives and 404 for an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/uploads/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
