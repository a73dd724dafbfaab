import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/** The rider's app page at /r (decision 049): its own page, with the Web Push public key written in. */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rider-page-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Backoffice</title>');
  writeFileSync(
    path.join(dist, 'r.html'),
    '<!doctype html><head><meta name="push-key" content="" /><title>Repartidor</title></head>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the rider page', () => {
  it('answers every /r address, the invitation link included, with the push key written in', async () => {
    for (const url of ['/r', '/r/', '/r/tarea/abc', '/r/entrar?t=token-123', '/r?t=x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Repartidor</title>');
      expect(response.body, url).toContain(`<meta name="push-key" content="${t.app.push.publicKey}" />`);
    }
    expect(t.app.push.publicKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('leaves other addresses to the back-office page', async () => {
    for (const url of ['/riders', '/reports', '/rx']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<title>Backoffice</title>');
    }
  });
});
