import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signInAs, tapSwitch } from './browser.ts';
import { apiSession } from './demo-api.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('riders on a phone', () => {
  it('lists riders as cards, and «En turno» takes a rider out of the errand picker and back', async () => {
    const { cookie } = await apiSession(baseUrl(), 'socio@demo.test');
    const available = async () =>
      ((await (await fetch(`${baseUrl()}/api/riders`, { headers: { cookie } })).json()) as { name: string }[]).map(
        (rider) => rider.name,
      );
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, 'socio@demo.test');
    await page.goto('/riders');
    await page.getByLabel('Buscar en repartidores').fill('Jorge');
    const card = page.getByTestId('riders-row').filter({ hasText: 'Jorge Ramírez' });
    await card.waitFor();
    expect(await available()).toContain('Jorge Ramírez');

    await tapSwitch(card.getByRole('switch', { name: 'En turno: Jorge Ramírez' }));
    await card.getByText('Fuera').waitFor();
    expect(await available()).not.toContain('Jorge Ramírez');
    await tapSwitch(card.getByRole('switch', { name: 'En turno: Jorge Ramírez' }));
    await card.getByText('En turno').waitFor();
    expect(await available()).toContain('Jorge Ramírez');
  });
});
