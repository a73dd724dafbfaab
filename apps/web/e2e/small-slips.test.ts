import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, newPage, signInAs, tapSwitch } from './browser.ts';
import { freshTenant, type Tenant } from './tenant.ts';

/** The small slips that made the product feel unfinished, each where it showed (decision 043). */

let browser: Browser;
const pages: Page[] = [];
/**
 * A partner of its own for what changes a partner's settings or team, and whose fleet carries an errand; what only
 * reads uses the demo partner.
 */
let tenant: Tenant;

beforeAll(async () => {
  browser = await launchBrowser();
  // Two companies: a new dispatcher follows both.
  tenant = await freshTenant({ companies: 2 });
});
afterAll(async () => {
  for (const page of pages) await page.context().close();
  await browser?.close();
});

const api = async <T>(cookie: string, path: string, method = 'GET', body?: unknown, headers = {}) => {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      cookie,
      'X-App-Id': 'backoffice-web',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (response.status === 204 ? undefined : await response.json()) as T;
};
const manager = { 'Order-Manager': Buffer.from('Prueba de detalles').toString('base64') };

/** Every element of the target shows its whole content: nothing clipped to an ellipsis. */
const uncut = (target: ReturnType<Page['getByTestId']>) =>
  target.evaluate((node) =>
    [node, ...node.querySelectorAll('*')].every((element) => element.scrollWidth <= element.clientWidth + 1),
  );

const openPage = async (width: number, height = 900) => {
  const page = await newPage(browser, { width, height });
  pages.push(page);
  return page;
};

describe('small slips', () => {
  it('d: the storefront switch’s hint describes the position it is in', async () => {
    const page = await openPage(768);
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/account');
    const toggle = page.getByRole('switch', { name: 'Tiendas en línea de la ciudad activas' });
    await toggle.waitFor({ state: 'attached' });
    const on = page.getByText(/^Encendido: los comercios con su tienda activa/);
    const off = page.getByText(/^Apagado: ningún comercio de la ciudad/);
    const before = await toggle.isChecked();
    await (before ? on : off).waitFor();
    expect(await (before ? off : on).count()).toBe(0);
    await tapSwitch(toggle);
    await (before ? off : on).waitFor();
    expect(await toggle.isChecked()).toBe(!before);
    expect(await (before ? on : off).count()).toBe(0);
  });

  it('i: typing in a pre-filled "Importe" replaces the amount instead of appending digits', async () => {
    const page = await openPage(768);
    await signInAs(page, 'socio@demo.test');
    await page.goto('/payments');
    const row = page.getByTestId('balances-table').getByRole('row').filter({ hasText: 'Tacos El Güero' });
    await row.getByRole('button', { name: 'Registrar pago' }).click();
    const amount = page.getByRole('dialog').getByRole('textbox', { name: 'Importe' });
    await amount.waitFor();
    expect(await amount.inputValue()).toMatch(/^\$\d/);
    await amount.click();
    await page.keyboard.type('35');
    expect(await amount.inputValue()).toBe('$35');
  });

  it('e: a city typed on the public join form survives Tab', async () => {
    const page = await openPage(390, 844);
    await page.goto('/requests');
    const city = page.getByRole('combobox', { name: 'Ciudad' });
    await city.click();
    await page.keyboard.type('guadala');
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      (input) => /^Guadalajara, Jalisco · /.test((input as HTMLInputElement).value),
      await city.elementHandle(),
    );
    expect(await city.inputValue()).toMatch(/^Guadalajara, Jalisco · /);
  });

  it('f: the fleet’s status badges keep their whole word at 390 and 768', async () => {
    // The tenant's own fleet (seed-tenants.ts), linked to its partner: its rider is offered to the partner's staff.
    const riders = await api<{ id: string; provider: string | null }[]>(tenant.adminCookie, '/riders');
    const fleetRider = riders.find((rider) => rider.id === tenant.fleet.rider.id);
    expect(fleetRider?.provider).toBe(tenant.fleet.id);
    const dropoff = `Calle Detalles ${Date.now().toString(36)}, Centro`;
    const errand = await api<{ id: string }>(tenant.adminCookie, '/errands', 'POST', {
      company: tenant.companies[0].id,
      dropoff: { address: dropoff },
    });
    await api(
      tenant.adminCookie,
      `/errands/status?ID=${errand.id}&status=assigned&rider=${tenant.fleet.rider.id}`,
      'PUT',
      undefined,
      manager,
    );
    for (const width of [390, 768]) {
      const page = await openPage(width, 1000);
      await signInAs(page, tenant.fleet.admin.email, tenant.fleet.admin.password);
      await page.goto('/');
      const card = page.getByTestId('fleet-errand').filter({ hasText: dropoff });
      const status = card.getByTestId('fleet-errand-status');
      await status.getByText('Asignado').waitFor();
      expect(await uncut(status), `errand badge at ${width}`).toBe(true);
      const states = page.getByTestId('fleet-rider-state');
      await states.first().waitFor();
      for (const state of await states.all()) expect(await uncut(state), `rider badge at ${width}`).toBe(true);
    }
  });

  it('k: a second company with a name the partner already has is asked about first', async () => {
    const page = await openPage(768);
    await signInAs(page, 'socio@demo.test');
    await page.goto('/companies/create');
    await page.getByLabel('Nombre del comercio').fill('tacos el  guero');
    await page.getByRole('button', { name: 'Crear comercio' }).click();
    const ask = page.getByRole('dialog', { name: '¿Otro comercio con el mismo nombre?' });
    await ask.getByText('Ya existe un comercio llamado «Tacos El Güero». ¿Crearlo de todos modos?').waitFor();
    await ask.getByRole('button', { name: 'Cambiar el nombre' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/companies/create');
  });

  it('l: a signed-out visit logs no console error (the page says signed out: no session check, no 401)', async () => {
    const page = await openPage(390, 844);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) checks.push(request.url());
    });
    for (const [path, heading] of [
      ['/login', 'Iniciar sesión'],
      ['/about', 'Acerca de este panel'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    expect(errors).toEqual([]);
    expect(checks).toEqual([]);
  });

  it('h: a dispatcher added to the team follows every company unless the admin narrows it', async () => {
    const page = await openPage(768);
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Agregar persona' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar persona al equipo' });
    const email = `despacho-${Date.now().toString(36)}@detalles.test`;
    await dialog.getByLabel('Nombre').fill('Despacho Nuevo');
    await dialog.getByLabel('Correo').fill(email);
    // Every company of the partner, already chosen.
    for (const company of tenant.companies) await dialog.getByText(company.name).waitFor();
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const team = await api<{ id: string; email: string; listen_for: string[] }[]>(tenant.adminCookie, '/partners/team');
    const added = team.find((member) => member.email === email);
    expect(added).toBeDefined();
    const companies = await api<{ id: string }[]>(tenant.adminCookie, '/companies/all');
    expect(companies).toHaveLength(2);
    expect([...added!.listen_for].sort()).toEqual(companies.map((company) => company.id).sort());
  });

  it('m: the brand orange shows where contrast allows, and the screen still passes axe', async () => {
    const page = await openPage(1280);
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/account');
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    const brand = 'rgb(240, 81, 18)';
    expect(await title.evaluate((node) => getComputedStyle(node).borderInlineStartColor)).toBe(brand);
    // A switch's track, on or off, is drawn in the brand colour when on.
    const toggle = page.getByRole('switch', { name: 'Tiendas en línea de la ciudad activas' });
    if (!(await toggle.isChecked())) await tapSwitch(toggle);
    const track = toggle.locator('xpath=following-sibling::span[1]');
    await page.waitForFunction(([node, colour]) => getComputedStyle(node as Element).backgroundColor === colour, [
      await track.elementHandle(),
      brand,
    ] as const);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
