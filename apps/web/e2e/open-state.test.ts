import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pageApi, signInAs } from './browser.ts';
import type { OrderChannel } from './demo-api.ts';
import { freshTenant } from './tenant.ts';

// The header badge says what customers meet: the order intake refuses exactly when it is not "Abierto".

type Company = { id: string; timezone: string };

let browser: Browser;
let page: Page;
let channel: OrderChannel;
let company: Company;

const api = <T>(path: string, method = 'GET', body?: unknown) => pageApi<T>(page, path, method, body);

/** What the intake answers for one order right now: its status and error code. */
const tryOrder = async () => {
  const response = await fetch(`${channel.base}/api/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${channel.channelKey}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      company: channel.companyId,
      customer: { name: 'Prueba de horario', phone: '3312345678', address: 'Av. Chapultepec 100, Guadalajara' },
      products: [{ product: channel.productId, quantity: channel.quantity }],
      payment: 'cash',
      type: 'pickup',
    }),
  });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code };
};

const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const badge = () => page.getByTestId('open-state');
const badgeColor = () => badge().evaluate((element) => getComputedStyle(element).backgroundColor);

beforeAll(async () => {
  browser = await launchBrowser();
  // A shop of its own, open every day all day: its hours and its switch change here and nowhere else.
  const [shop] = (await freshTenant()).companies;
  channel = shop.channel;
  // A tablet here; phone-layout.test.ts checks the paused header on a 390 px phone.
  page = await newPage(browser, { width: 768, height: 1024 });
  await signInAs(page, shop.email, shop.password);
  company = await api<Company>(`/companies/company?id=${channel.companyId}`);
});
afterAll(() => browser?.close());

describe('the honest open state in the header', () => {
  it('outside the hours the badge says when it opens, never green, and the intake refuses with outside_schedule', async () => {
    await page.goto('/home');
    await badge()
      .filter({ hasText: /^Abierto$/ })
      .waitFor();
    const openColor = await badgeColor();
    expect((await tryOrder()).status).toBe(201);

    // Every day all day, but today is a closed holiday: closed now, opens tomorrow at midnight.
    const allDay = Object.fromEntries(
      ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ from: '00:00', to: '24:00' }]]),
    );
    await api(`/companies/schedules?ID=${company.id}`, 'PUT', {
      schedules: allDay,
      specialDates: [{ date: today(company.timezone), closed: true, ranges: [] }],
    });
    await badge().filter({ hasText: 'Fuera de horario · abre mañana a las 00:00' }).waitFor();
    expect(await badgeColor()).not.toBe(openColor);
    await page.getByTestId('open-state-detail').filter({ hasText: 'Fuera de horario · abre mañana' }).waitFor();
    expect(await tryOrder()).toEqual({ status: 409, code: 'outside_schedule' });

    await api(`/companies/schedules?ID=${company.id}`, 'PUT', { schedules: allDay, specialDates: [] });
    await badge()
      .filter({ hasText: /^Abierto$/ })
      .waitFor();
  });

  it('a pause reads "Pausado hasta HH:MM" and one tap in the header resumes it', async () => {
    await page.goto('/orders');
    await badge()
      .filter({ hasText: /^Abierto$/ })
      .waitFor();
    const paused = await api<{ pausedUntil?: string | null }>(
      `/companies/open?ID=${company.id}&open=0&until=30`,
      'PUT',
    );
    expect(paused.pausedUntil, JSON.stringify(paused)).toBeTruthy();
    // This test reads the paused header and its one-tap resume; the pause arriving live is company-live.test.ts's.
    // A reload reads it from the server whatever the socket heard while this long run's screen was connecting.
    await page.reload();
    await badge()
      .filter({ hasText: /^Pausado hasta \d\d:\d\d$/ })
      .waitFor();
    expect((await tryOrder()).code).toBe('company_closed');

    await page.getByRole('button', { name: 'Reanudar', exact: true }).click();
    await badge()
      .filter({ hasText: /^Abierto$/ })
      .waitFor();
    expect((await tryOrder()).status).toBe(201);
  });

  it('switched off reads "Cerrado"', async () => {
    await api(`/companies/open?ID=${company.id}&open=0`, 'PUT');
    await badge()
      .filter({ hasText: /^Cerrado$/ })
      .waitFor();
    expect((await tryOrder()).code).toBe('company_closed');
    await api(`/companies/open?ID=${company.id}&open=1`, 'PUT');
    await badge()
      .filter({ hasText: /^Abierto$/ })
      .waitFor();
  });
});
