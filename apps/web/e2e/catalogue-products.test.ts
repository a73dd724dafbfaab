import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { apiCall, freshTenant, signIn, type Tenant, type TenantCompany } from './tenant.ts';

let browser: Browser;
/**
 * A partner of its own: the first company's staff edit its menu, which also has two extras and a promo that stays
 * when another is removed; the partner edits the second company's menu.
 */
let tenant: Tenant;
let shop: TenantCompany;
let managed: TenantCompany;
const KEPT_PROMO = 'Combo de la casa';
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ companies: 2 });
  [shop, managed] = tenant.companies;
  const { cookie } = await signIn(tenant.base, shop);
  const call = <T>(route: string, body: unknown) => apiCall<T>(tenant.base, cookie, route, 'POST', body);
  await Promise.all(
    [
      { name: 'Queso extra', price: 1_200 },
      { name: 'Guacamole', price: 1_800 },
    ].map((extra) => call('/products', { company: shop.id, kind: 'addition', section: 'Extras', ...extra })),
  );
  await call('/promos', {
    company: shop.id,
    name: KEPT_PROMO,
    price: 17_000,
    options: [{ product: shop.platterId }, { product: shop.waterId }],
  });
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).waitFor();

/** Chooses an option of a Mantine Select / MultiSelect opened from its input. */
const choose = async (page: Page, input: Locator, option: RegExp) => {
  await input.click();
  await page.getByRole('option', { name: option }).click();
};

/** Required fields carry an asterisk in their label, so they are found by their accessible name. */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('catalogue as a company', () => {
  it('creates a product with an addition group, sees it on the menu and marks it out of stock', async () => {
    const page = await newPage(browser);
    await signInAs(page, shop.email, shop.password);
    await page.goto('/product/new');
    await heading(page, 'Producto');
    await field(page, 'Nombre').fill('Taco de lengua e2e');
    await field(page, 'Precio').fill('38.50');
    await page.getByLabel('Descripción').fill('Lengua de res, cebolla y cilantro');
    await page.getByRole('combobox', { name: 'Sección' }).fill('Tacos');
    await page.keyboard.press('Escape');

    // An empty submit first: the form explains in Spanish instead of calling the API.
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await page.getByText('Escribe el nombre del grupo (ej. Salsas)').waitFor();
    await page.getByText('Elige un complemento').first().waitFor();

    const group = page.getByRole('group', { name: 'Grupo 1' });
    await group.getByLabel('Nombre del grupo').fill('Extras');
    await group.getByRole('switch', { name: 'Obligatorio' }).click();
    await group.getByLabel('Mínimo').fill('1');
    await group.getByLabel('Máximo').fill('2');
    await choose(page, group.getByLabel('Complemento', { exact: true }).first(), /Queso extra/);
    await group.getByRole('button', { name: 'Agregar complemento' }).click();
    await choose(page, group.getByLabel('Complemento', { exact: true }).nth(1), /Guacamole/);
    await group.getByLabel('Precio aquí').nth(1).fill('15');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await toast(page, '«Taco de lengua e2e» creado.');
    await page.waitForURL('**/products/list');

    await page.goto('/products');
    await heading(page, 'Menú');
    const card = page.getByRole('article', { name: 'Taco de lengua e2e' });
    await card.getByText('$38.50').waitFor();
    await card.getByText(/Extras.*obligatorio, elige de 1 a 2.*Queso extra \+\$12\.00, Guacamole \+\$15\.00/).waitFor();

    await card.getByText('Agotado', { exact: true }).click();
    await toast(page, '«Taco de lengua e2e» quedó agotado hasta que lo vuelvas a activar.');
    await page.reload();
    await page
      .getByRole('article', { name: 'Taco de lengua e2e' })
      .locator('.mantine-Badge-root', { hasText: 'Agotado' })
      .waitFor();
    await page.goto('/products/list?buscar=lengua e2e');
    await page.getByRole('row', { name: /Taco de lengua e2e.*Tacos.*\$38\.50.*Agotado/ }).waitFor();

    await page.goto('/products');
    await page.getByRole('article', { name: 'Taco de lengua e2e' }).getByText('Agotado hoy', { exact: true }).click();
    await toast(page, 'quedó agotado hasta mañana.');
    await page.context().close();
  });

  it('creates a promo with options and sees it on the menu', async () => {
    const page = await newPage(browser);
    await signInAs(page, shop.email, shop.password);
    await page.goto('/promo/new');
    await heading(page, 'Promoción');
    await field(page, 'Nombre').fill('Combo e2e');
    await field(page, 'Precio').fill('99');
    await page.getByText('Sáb', { exact: true }).click();
    const options = page.getByRole('combobox', { name: 'Productos de la promoción' });
    await choose(page, options, /Orden de tacos al pastor/);
    await choose(page, options, /Agua de horchata/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Crear promoción' }).click();
    await toast(page, 'Promoción «Combo e2e» creada.');
    await page.waitForURL('**/products');
    const card = page.getByRole('article', { name: 'Combo e2e' });
    await card.getByText('$99.00').waitFor();
    await card.getByText('Lun, Mar, Mié, Jue, Vie, Dom', { exact: false }).waitFor();
    await card.getByText(/Elige entre: .*Orden de tacos al pastor/).waitFor();
    await card.getByText(/Agua de horchata/).waitFor();

    await card.getByRole('link', { name: 'Combo e2e' }).click();
    await heading(page, 'Promoción');
    await expect.poll(() => field(page, 'Nombre').inputValue()).toBe('Combo e2e');
    await page.getByRole('button', { name: 'Quitar del menú' }).click();
    await page.getByRole('button', { name: 'Sí, quitar' }).click();
    await toast(page, '«Combo e2e» ya no aparece en el menú.');
    await page.waitForURL('**/products');
    await page.getByRole('article', { name: KEPT_PROMO }).waitFor();
    expect(await page.getByRole('article', { name: 'Combo e2e' }).count()).toBe(0);
    await page.context().close();
  });

  it('imports products from CSV, reporting the bad row and importing the good ones', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, shop.email, shop.password);
    await page.goto('/products/list');
    await heading(page, 'Productos');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    await page
      .getByLabel('Contenido CSV')
      .fill(
        'nombre,descripción,precio,sección,tipo\n' +
          'Gringa importada,Pastor con queso,55.00,Especialidades,producto\n' +
          'Sin precio,Fila con error,gratis,Tacos,producto\n' +
          'Salsa macha importada,,8,Extras,complemento',
      );
    await page.getByRole('button', { name: 'Revisar' }).click();
    await page.getByText('2 filas listas para importar, 1 con errores (no se importarán).').waitFor();
    const preview = page.getByRole('table', { name: 'Vista previa de la importación' });
    await preview.getByRole('row', { name: /^3 Sin precio.*precio: Escribe el precio con números/ }).waitFor();
    await page.getByRole('button', { name: 'Importar 2 productos' }).click();
    await toast(page, 'Se importaron 2 productos.');

    await page.getByRole('textbox', { name: 'Buscar' }).fill('importada');
    await page.getByRole('row', { name: /Gringa importada.*Especialidades.*\$55\.00/ }).waitFor();
    await page.goto('/products/additions/list?buscar=importada');
    await heading(page, 'Complementos');
    await page.getByRole('row', { name: /Salsa macha importada.*Extras.*\$8\.00/ }).waitFor();
    await page.goto('/products/list?buscar=Sin precio');
    await page.getByText('Ningún producto coincide con «Sin precio».').waitFor();
    await page.context().close();
  });
});

describe('catalogue as a partner', () => {
  it("opens a managed company's menu, edits a product's price and sees the change", async () => {
    const page = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    const companyId = managed.id;

    await page.goto(`/products/${companyId}`);
    await heading(page, 'Menú del comercio');
    await page.getByText(managed.name, { exact: false }).first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    const platter = 'Orden de tacos al pastor';
    await page.getByRole('article', { name: platter }).getByRole('link', { name: platter }).click();
    await page.waitForURL(`**/product/*/${companyId}`);
    await heading(page, 'Producto');
    const price = field(page, 'Precio');
    await expect.poll(() => price.inputValue()).toBe('$150');
    await price.fill('33.50');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, `«${platter}» guardado.`);
    await page.waitForURL(`**/products-list/${companyId}`);
    await heading(page, 'Productos del comercio');
    await page.getByRole('row', { name: new RegExp(`${platter}.*\\$33\\.50`) }).waitFor();

    await page.getByRole('radiogroup', { name: 'Secciones del catálogo' }).getByText('Menú', { exact: true }).click();
    await page.waitForURL(`**/products/${companyId}`);
    await page.getByRole('article', { name: platter }).getByText('$33.50').waitFor();
    await page.context().close();
  });

  it('says the company was not found for a company it does not manage', async () => {
    const page = await newPage(browser);
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/products-list/00000000-0000-4000-8000-000000000000');
    await heading(page, 'Productos del comercio');
    await page.getByText('Comercio no encontrado').waitFor();
    await page.context().close();
  });
});
