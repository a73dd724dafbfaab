import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs, tapSwitch } from './browser.ts';
import { apiCall, freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own with one rider on shift: its shift changes here and nowhere else. */
let tenant: Tenant;

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ riders: ['Jorge'] });
});
afterAll(() => browser?.close());

describe('riders on a phone', () => {
  it('lists riders as cards, and «En turno» takes a rider out of the errand picker and back', async () => {
    const [{ name }] = tenant.riders;
    const available = async () =>
      (await apiCall<{ name: string }[]>(tenant.base, tenant.adminCookie, '/riders')).map((rider) => rider.name);
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/riders');
    await page.getByLabel('Buscar en repartidores').fill('Jorge');
    const card = page.getByTestId('riders-row').filter({ hasText: name });
    await card.waitFor();
    expect(await available()).toContain(name);

    await tapSwitch(card.getByRole('switch', { name: `En turno: ${name}` }));
    await card.getByText('Fuera').waitFor();
    expect(await available()).not.toContain(name);
    await tapSwitch(card.getByRole('switch', { name: `En turno: ${name}` }));
    await card.getByText('En turno').waitFor();
    expect(await available()).toContain(name);
  });
});
