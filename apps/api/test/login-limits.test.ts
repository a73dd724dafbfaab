import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema/index.ts';
import { admitAttempt } from '../src/modules/auth/login-limits.ts';
import { passwordVerifications } from '../src/modules/auth/password-line.ts';
import type { Tenants } from './fixtures.ts';
import { createTenants, createTestApp, TEST_PASSWORD, type TestApp } from './helper.ts';

/** Sign-in limits (decisions 015 and 036). */
const CHECKS_PER_MINUTE = 10;
let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_SLOWDOWN_MAX_SECONDS: '0.05' });
  tenants = await createTenants(t.db);
});
afterAll(() => t.close());

const attempt = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in limits', () => {
  it('checks only 5 of 40 parallel wrong passwords from one address; the rest get 429 with how long to wait', async () => {
    const email = tenants.a.emails.company;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(email, `equivocada-${i}-xyz`, '10.0.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().error).toMatchObject({
      code: 'too_many_requests',
      message: expect.stringMatching(/^Demasiados intentos fallidos desde esta conexión\. Espera 1[45] minutos/),
      details: { retry_after_seconds: retryAfter },
    });
    // The right password from that address waits too; the owner elsewhere signs in.
    expect((await attempt(email, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(429);
    expect((await attempt(email, TEST_PASSWORD, '192.0.2.7')).statusCode).toBe(200);
  });

  it('checks at most 10 of 40 guesses sent at once from 40 addresses, one at a time, and tells the rest how long to wait', async () => {
    const email = tenants.a.emails.admin;
    // The owner signed in from the office before the burst.
    expect((await attempt(email, TEST_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    const before = passwordVerifications.total;
    passwordVerifications.peakInFlightPerAccount = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(email, `equivocada-${i}-xyz`, `10.1.0.${i + 1}`)),
    );
    expect(passwordVerifications.total - before).toBeLessThanOrEqual(CHECKS_PER_MINUTE);
    expect(passwordVerifications.peakInFlightPerAccount).toBe(1);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - CHECKS_PER_MINUTE);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json().error).toMatchObject({
        code: 'too_many_requests',
        message:
          retryAfter < 60
            ? `Demasiados intentos. Espera ${retryAfter} ${retryAfter === 1 ? 'segundo' : 'segundos'} e inténtalo de nuevo.`
            : 'Demasiados intentos. Espera 1 minuto e inténtalo de nuevo.',
        details: { retry_after_seconds: retryAfter },
      });
    }

    // Never locked: the owner's usual address has its own turn, so the crowd did not spend it.
    expect((await attempt(email, TEST_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    // From an address it never used, the owner waits like the crowd…
    const waiting = await attempt(email, TEST_PASSWORD, '203.0.113.5');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.message).toMatch(
      /^Demasiados intentos\. Espera (\d+ segundos?|1 minuto) e inténtalo de nuevo\.$/,
    );
    // …and signs in once the minute is over (its window moved back instead of sleeping through it).
    await t.db
      .update(loginFailures)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(like(loginFailures.key, `checks:${email}`));
    expect((await attempt(email, TEST_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
  });

  it('refuses one address trying many accounts (4 × the limit)', async () => {
    const emails = [...Object.values(tenants.a.emails), ...Object.values(tenants.b.emails)];
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await attempt(emails[i % emails.length], `equivocada-${i}-xyz`, '10.2.0.1')).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect((await attempt(tenants.b.emails.company, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts attempts before verifying and grows the delay per e-mail from every address, up to its ceiling', async () => {
    const settings = { maxFailures: 2, windowMinutes: 15, maxDelaySeconds: 2, verificationsPerMinute: 100 };
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) delays.push(await admitAttempt(t.db, settings, 'nadie@test.mx', `10.3.0.${i}`));
    expect(delays).toEqual([0, 0, 250, 500, 1000, 2000, 2000, 2000]);
  });

  it('lets a right password clear the pair and e-mail counters', async () => {
    const email = tenants.b.emails.member;
    for (let i = 0; i < 4; i++) expect((await attempt(email, 'mala-clave-000', '10.4.0.1')).statusCode).toBe(401);
    expect((await attempt(email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'mala-clave-000', '10.4.0.1')).statusCode).toBe(401);
    expect((await attempt(email, 'mala-clave-000', '10.4.0.1')).statusCode).toBe(429);
  });

  it('checks 10 passwords of one account a minute from all addresses together, known e-mail or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CHECKS_PER_MINUTE; i++)
      statuses.push((await attempt('nadie-mas@test.mx', `equivocada-${i}-xyz`, `10.5.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(CHECKS_PER_MINUTE).fill(401), 429]);
  });
});
