import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signInAs, signInThroughForm } from './browser.ts';
import { freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own with two companies and a member who follows the first. */
let tenant: Tenant;
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ companies: 2, member: true });
});
afterAll(() => browser?.close());

/** Reads an order that does not exist: 404 with a working key, 401 with a revoked one. */
const readWith = (key: string) =>
  fetch(`${baseUrl()}/api/orders/order?ID=${crypto.randomUUID()}`, { headers: { Authorization: `Bearer ${key}` } });

describe('partner account', () => {
  it('lets an admin edit its partner, create a channel key shown once, and revoke it', async () => {
    const page = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Cuenta', exact: true }).waitFor();
    await page.getByLabel('Teléfono').fill('33 1234 5678');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Datos del socio guardados.').waitFor();
    await page.reload();
    await expect(page.getByLabel('Teléfono').inputValue()).resolves.toBe('33 1234 5678');

    // Its own name on each try, so that a retry does not meet the first try's key.
    const keyName = `App de prueba ${Date.now().toString(36)}`;
    await page.getByLabel('Nombre de la clave').fill(keyName);
    await page.getByRole('button', { name: 'Crear clave' }).click();
    const key = ((await page.getByTestId('created-channel-key').textContent()) ?? '').trim();
    expect(key.length).toBeGreaterThan(20);
    expect((await readWith(key)).status).toBe(404);

    const row = page.getByTestId('channel-key-row').filter({ hasText: keyName });
    await row.getByRole('button', { name: `Revocar ${keyName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
    await row.getByText('Revocada').waitFor();
    expect((await readWith(key)).status).toBe(401);
    await page.context().close();
  });

  it('lets an admin add a team member with a first password shown once, who then signs in to the companies chosen', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Equipo' }).waitFor();
    await page.getByTestId('team-member').filter({ hasText: tenant.member!.email }).waitFor();
    const [first, second] = tenant.companies;
    await page.getByRole('button', { name: 'Agregar persona' }).click();
    const dialog = page.getByRole('dialog');
    // Its own address on each try, so that a retry does not meet the first try's account.
    const email = `tomas-${Date.now().toString(36)}@pruebas.test`;
    await dialog.getByLabel('Nombre').fill('Tomás Despacho');
    await dialog.getByLabel('Correo').fill(email);
    // A new dispatcher follows every company until the admin narrows it (decision 043): from both, to the second.
    const follows = dialog.getByLabel('Comercios que sigue');
    await follows.click();
    const chosen = dialog.locator('.mantine-MultiSelect-pill');
    await chosen.first().waitFor();
    await expect.poll(async () => (await chosen.allTextContents()).sort()).toEqual([first.name, second.name].sort());
    while ((await chosen.count()) > 0) {
      const before = await chosen.count();
      await follows.press('Backspace');
      await expect.poll(() => chosen.count()).toBeLessThan(before);
    }
    await page.getByRole('option', { name: second.name }).click();
    await dialog.getByText('Agregar persona al equipo').click(); // closes the list of companies
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    const password = ((await page.getByTestId('member-first-password').textContent()) ?? '').trim();
    expect(password).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    await page.getByTestId('team-member').filter({ hasText: email }).getByText(`Sigue: ${second.name}`).waitFor();
    await page.context().close();

    const member = await newPage(browser);
    await member.goto('/login');
    await signInThroughForm(member, email, password);
    await member.waitForURL((url) => url.pathname === '/home');
    // A member's navigation leaves out what the permission table keeps for admins.
    await member.getByRole('link', { name: 'Pedidos' }).waitFor();
    expect(await member.getByRole('link', { name: 'Solicitudes' }).count()).toBe(0);
    expect(await member.getByRole('link', { name: 'Nuevo comercio' }).count()).toBe(0);
    await member.context().close();
  });

  it('shows a member its partner read-only and no keys', async () => {
    const page = await newPage(browser);
    await signInAs(page, tenant.member!.email, tenant.member!.password);
    await page.goto('/account');
    await page.getByText('Datos del socio').waitFor();
    await expect(page.getByLabel('Nombre', { exact: true }).isDisabled()).resolves.toBe(true);
    expect(await page.getByText('Claves de canal').count()).toBe(0);
    await page.context().close();
  });
});
