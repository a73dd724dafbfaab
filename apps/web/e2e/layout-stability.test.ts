import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInPhone } from './browser.ts';
import { placeOrder } from './demo-api.ts';
import { freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
let tenant: Tenant;

beforeAll(async () => {
  browser = await launchBrowser();
  // Open companies with no screen connected: the partner's home marks each with "Panel sin conectar".
  tenant = await freshTenant({ companies: 3 });
});
afterAll(() => browser?.close());

type Shift = { value: number; sources: string[] };

/**
 * A phone whose every page records its layout shifts (the browser's own Layout Instability API, what CLS adds up),
 * each with the elements that moved.
 */
const phone = (email: string, password: string) =>
  signedInPhone(browser, email, password, () => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${(node.textContent ?? '').slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts of the page's load so far, once two more frames have been drawn (a shift is reported after its frame). */
const shiftsOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShifts: Shift[] }).layoutShifts)),
        ),
      ),
  );

/** A promise the test resolves when it chooses: an answer held until the screen shows what it waits for. */
const gate = () => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open: () => open() };
};

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

describe('on a phone, a screen does not move once drawn (CLS)', () => {
  it("the partner's home: each company's row is drawn with its screen's presence", async () => {
    const page = await phone(tenant.admin.email, tenant.admin.password);
    // First in this file: no screen of the tenant's has connected yet, so the three are marked.
    await page.goto('/home');
    await page.getByText(tenant.companies[2]!.name).waitFor();
    await expect.poll(() => page.getByTestId('screen-offline').count()).toBe(3);
    const shifts = await shiftsOf(page);
    // A badge drawn after the list made its row two lines and moved the rows below.
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
    await page.context().close();
  });

  it('the orders board: what goes under the list waits for the list, not the loader', async () => {
    const [shop] = tenant.companies;
    await placeOrder(shop!.channel, 'Cliente Estable');
    const page = await phone(shop!.email, shop!.password);
    await page.goto('/orders');
    await page.getByText('Cliente Estable').first().waitFor();
    // Under the list: the shift's prompt (nobody has said who attends on this new device).
    await page.getByTestId('shift-prompt').waitFor();
    await page.getByText('En línea').waitFor();
    const shifts = await shiftsOf(page);
    // Drawn under the loader first, the prompt was pushed down by the list: 0.12 in Lighthouse's trace.
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
    await page.context().close();
  });

  it("the company's home: its figures fill the shapes drawn while they load", async () => {
    const [, shop] = tenant.companies;
    await placeOrder(shop!.channel, 'Cliente del Inicio');
    const page = await phone(shop!.email, shop!.password);
    // The figures and the week's rating come late, as on a slow network, and not together: the screen is drawn with
    // their shapes first, and each fills its own. Each answer is held until the screen shows what it waits for (a
    // fixed delay raced the screen's own drawing on a loaded machine: the figures came first and no shape was drawn).
    const figuresHeld = gate();
    const ratingHeld = gate();
    for (const [call, held] of [
      ['**/api/companies/stats**', figuresHeld.promise],
      ['**/api/ratings/weekly**', ratingHeld.promise],
    ] as const)
      await page.route(call, async (route) => {
        await held;
        await route.continue();
      });
    await page.goto('/home');
    await page.getByRole('status', { name: 'Cargando cifras de hoy' }).waitFor();
    figuresHeld.open();
    await page.getByText('Ticket promedio').first().waitFor();
    ratingHeld.open();
    await page
      .getByTestId('weekly-rating')
      .getByText(/^Semana anterior/)
      .waitFor();
    await page.getByTestId('open-state-detail').waitFor();
    await page.getByText('En línea').waitFor();
    const shifts = await shiftsOf(page);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
    await page.context().close();
  });
});
