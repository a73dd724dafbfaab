import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, pageApi, signInAs } from './browser.ts';
import { freshTenant, type Tenant, type TenantCompany } from './tenant.ts';

let browser: Browser;
/** A partner of its own, with a member: the company's menu holds «Agua de horchata» and «Orden de tacos al pastor». */
let tenant: Tenant;
let shop: TenantCompany;
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ member: true });
  [shop] = tenant.companies;
});
afterAll(() => browser?.close());

const TIME_ZONE = 'America/Mexico_City';
/** The browser runs on the companies' clock (Mexico City, the default), so "today" in the calendar is theirs. */
const newPage = async () => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: baseUrl(),
    locale: 'es-MX',
    timezoneId: TIME_ZONE,
  });
  return context.newPage();
};
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const api = pageApi;

/** "YYYY-MM-DD" of today + n days on the company's clock. */
const dateIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};

type Product = { id: string; name: string; section: string; kind: string };

describe('catalogue papercuts', () => {
  it('offers promo kinds, refuses an end date already past, and reads a future promo as "Programada"', async () => {
    const page = await newPage();
    await signInAs(page, shop.email, shop.password);
    const name = `Martes 20 % ${Date.now().toString(36)}`;
    try {
      await page.goto('/promo/new');
      await heading(page, 'Promoción');
      await field(page, 'Nombre').fill(name);
      await page.getByRole('combobox', { name: 'Tipo de promoción' }).click();
      await page.getByRole('option', { name: 'Porcentaje de descuento' }).click();
      // Percent off is priced from the products: no price of its own, a percentage instead.
      expect(await field(page, 'Precio').count()).toBe(0);
      await field(page, 'Descuento').fill('20');
      const options = page.getByRole('combobox', { name: 'Productos de la promoción' });
      await options.click();
      await page.getByRole('option', { name: /Orden de tacos al pastor/ }).click();
      await page.keyboard.press('Escape');

      // An end date already past (yesterday on the company's clock) is refused in Spanish.
      const pickEnd = async (date: string) => {
        await page.getByLabel('Hasta', { exact: true }).click();
        // count() does not wait: read the days only once the calendar is drawn, or a slow open goes a month back.
        await page.locator('.mantine-DatePickerInput-calendarHeaderControl[data-direction="previous"]').waitFor();
        const [year, month, day] = date.split('-').map(Number);
        const monthName = new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(year!, month! - 1, 1)),
        );
        const dayButton = page.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true });
        if ((await dayButton.count()) === 0)
          await page.locator('.mantine-DatePickerInput-calendarHeaderControl[data-direction="previous"]').click();
        await dayButton.click();
      };
      await pickEnd(dateIn(-1));
      await page.getByRole('button', { name: 'Crear promoción' }).click();
      await page.getByText('La fecha de fin ya pasó: una promoción no puede guardarse terminada').waitFor();

      await pickEnd(dateIn(0));
      await page.getByRole('button', { name: 'Crear promoción' }).click();
      await toast(page, `Promoción «${name}» creada.`);
      await page.waitForURL('**/products');
      const card = page.getByRole('article', { name });
      await card.getByText('20 % de descuento').waitFor();
      await card.getByText('Activa', { exact: true }).waitFor();

      const scheduled = await api<{ id: string; name: string }>(page, '/promos', 'POST', {
        company: shop.id,
        name: `${name} programada`,
        kind: 'two_for_one',
        price: 0,
        startsOn: dateIn(3),
        options: [{ product: shop.platterId }],
      });
      await page.reload();
      const future = page.getByRole('article', { name: scheduled.name });
      await future.getByText('Programada', { exact: true }).waitFor();
      await future.getByText('2×1', { exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('asks before a second product with the same name in the same section', async () => {
    const page = await newPage();
    await signInAs(page, shop.email, shop.password);
    const { products } = await api<{ products: Product[] }>(page, `/products/company/all?company=${shop.id}`);
    const water = products.find((product) => product.id === shop.waterId)!;
    await page.goto('/product/new');
    await heading(page, 'Producto');
    await field(page, 'Nombre').fill('agua de horchata');
    await field(page, 'Precio').fill('25');
    await page.getByRole('combobox', { name: 'Sección' }).fill(water.section);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nombre repetido' });
    await dialog.getByText(`Ya existe «Agua de horchata» en la sección ${water.section}. ¿Crear otro?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing was created: still on the form with what was typed.
    expect(await field(page, 'Nombre').inputValue()).toBe('agua de horchata');
    const after = await api<{ products: Product[] }>(page, `/products/company/all?company=${shop.id}`);
    expect(after.products.filter((product) => product.name.toLowerCase() === 'agua de horchata')).toHaveLength(1);
    await page.context().close();
  });
});

describe('a member of the partner', () => {
  it('is not offered, and cannot open, the screens only admins can use', async () => {
    const page = await newPage();
    await signInAs(page, tenant.member!.email, tenant.member!.password);
    await page.goto('/home');
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'Pedidos' }).first().waitFor();
    for (const adminOnly of ['WhatsApp', 'Gastos', 'Solicitudes']) {
      expect(await navigation.getByRole('link', { name: adminOnly }).count(), adminOnly).toBe(0);
    }
    for (const path of ['/whatsapp', '/expenses', '/companies/create']) {
      await page.goto(path);
      await page.waitForURL('**/not-found');
    }
    await page.context().close();
  });
});
