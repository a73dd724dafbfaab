import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, signInAs } from './browser.ts';
import { placeOrder } from './demo-api.ts';
import { freshTenant, type TenantCompany } from './tenant.ts';

let browser: Browser;
/** A shop of its own: the orders ringing on it are the ones this file placed. */
let shop: TenantCompany;

beforeAll(async () => {
  browser = await launchBrowser();
  [shop] = (await freshTenant()).companies;
});
afterAll(() => browser?.close());

/** Whole on the screen, nothing on top of its middle, and its words not cut. */
const readable = async (target: Locator, width: number) => {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  const uncut = await target.evaluate((node) =>
    [node, ...node.querySelectorAll('*')].every((element) => element.scrollWidth <= element.clientWidth + 1),
  );
  expect(uncut).toBe(true);
  const onTop = await target.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return Boolean(top && (node === top || node.contains(top)));
  });
  expect(onTop).toBe(true);
  return box!;
};

/** The four facts a cashier reads at a glance, as the header's text says them. */
const readFacts = async (page: Page, width: number) => {
  const facts = page.getByTestId('header-facts');
  const open = facts.getByTestId('open-state');
  const sound = facts.getByTestId('header-sound').getByRole('button', { name: /^(Activar sonido|Sonido activado)$/ });
  const ringing = facts.getByTestId('header-sound').getByText(/^Sonando: \d+$/);
  const connection = facts.getByTestId('connection-indicator');
  const boxes = [];
  for (const fact of [open, sound, ringing, connection]) boxes.push(await readable(fact, width));
  // All of it near the top, where the eye goes first: above the orders.
  for (const box of boxes) expect(box.y + box.height).toBeLessThanOrEqual(200);
  return {
    open: ((await open.textContent()) ?? '').trim(),
    sound: ((await sound.textContent()) ?? '').trim(),
    ringing: Number(((await ringing.textContent()) ?? '').replace(/\D/g, '')),
    connection: ((await connection.textContent()) ?? '').trim(),
  };
};

const sizes = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
];

describe('the header a cashier reads at a glance', () => {
  for (const size of sizes) {
    it(`at ${size.width}×${size.height}: open state, sound, orders ringing and connection in words; orders above who attends`, async () => {
      const context = await browser.newContext({ viewport: size, baseURL: baseUrl(), locale: 'es-MX' });
      const page = await context.newPage();
      await signInAs(page, shop.email, shop.password);
      await page.goto('/orders');
      await page.getByTestId('connection-indicator').getByText('En línea').waitFor();

      const before = await readFacts(page, size.width);
      expect(before.open).toMatch(/^(Abierto|Cerrado|Pausado hasta .+|Fuera de horario.*)$/);
      expect(before.sound).toMatch(/^(Activar sonido|Sonido activado)$/);
      expect(before.connection).toBe('En línea');
      expect(before.ringing).toBe(Number(await page.getByTestId('header-sound').getAttribute('data-ringing')));

      // A new order: its toast is up, the count goes up by one, and every fact still reads whole.
      const order = await placeOrder(shop.channel, `Cliente Encabezado ${size.width}`);
      await page
        .locator('.mantine-Notification-root')
        .filter({ hasText: `#${order.number}` })
        .waitFor();
      await expect
        .poll(() => page.getByTestId('header-sound').getAttribute('data-ringing'))
        .toBe(String(before.ringing + 1));
      const after = await readFacts(page, size.width);
      expect(after.ringing).toBe(before.ringing + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(page)).toEqual([]);

      // The orders come first: the new order's card starts high on the screen, who attends is asked below the list.
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
      await card.waitFor();
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.y).toBeLessThan(size.height / 2);
      const prompt = page.getByTestId('shift-prompt');
      await prompt.getByLabel('Nombre de quien atiende este turno').waitFor();
      expect((await prompt.boundingBox())!.y).toBeGreaterThan(cardBox.y);
      await context.close();
    });
  }
});
