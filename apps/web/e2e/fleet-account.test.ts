import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signInAs, signInThroughForm, tapSwitch } from './browser.ts';
import { apiSession } from './demo-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The riders the demo partner may see, through the API (the list the rider screen and the picker read). */
const partnerRiderNames = async () => {
  const { cookie } = await apiSession(baseUrl(), 'socio@demo.test');
  const response = await fetch(`${baseUrl()}/api/riders/list?status=all&limit=100`, { headers: { cookie } });
  return ((await response.json()) as { items: { name: string }[] }).items.map((rider) => rider.name);
};

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const linkCard = (page: Page, name: string) => page.getByTestId('fleet-link').filter({ hasText: name });

describe('fleet account', () => {
  it('the partner invites the unlinked demo fleet, which accepts on its phone, and ends the link', async () => {
    // Seed: Motos Express Zapopan is not linked, so socio@ does not see its riders.
    expect(await partnerRiderNames()).not.toContain('Iván Torres');

    const partner = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(partner, 'socio@demo.test');
    await partner.goto('/account');
    await partner.getByLabel('Código o correo de la flota').fill('motos@demo.test');
    await partner.getByRole('button', { name: 'Invitar flota' }).click();
    await linkCard(partner, 'Motos Express Zapopan').getByText('Invitación pendiente').waitFor();
    expect(await partnerRiderNames()).not.toContain('Iván Torres');

    const fleet = await newPage(browser, { width: 390, height: 844 });
    await signInAs(fleet, 'motos@demo.test');
    await fleet.goto('/account');
    const invitation = linkCard(fleet, 'Entregas GDL');
    await invitation.getByRole('button', { name: 'Aceptar' }).click();
    await invitation.getByText('Vinculada').waitFor();
    await expect.poll(partnerRiderNames).toContain('Iván Torres');

    // The partner sees the fleet's riders read-only: no shift switch it may use, «Ver» instead of «Editar».
    await partner.goto('/riders');
    await partner.getByLabel('Buscar en repartidores').fill('Iván');
    const row = partner.getByTestId('riders-row').filter({ hasText: 'Iván Torres' });
    await row.waitFor();
    await expect(row.getByRole('switch', { name: 'En turno: Iván Torres' }).isDisabled()).resolves.toBe(true);

    await invitation.getByRole('button', { name: 'Terminar' }).click();
    await invitation.getByText('Terminada').waitFor();
    await expect.poll(partnerRiderNames).not.toContain('Iván Torres');
    await partner.goto('/account');
    await linkCard(partner, 'Motos Express Zapopan').getByText('Terminada').waitFor();
    await partner.context().close();
    await fleet.context().close();
  });

  it('a fleet admin adds a sign-in, who signs in to the board and only reads the fleet’s setup', async () => {
    const admin = await newPage(browser, { width: 390, height: 844 });
    await signInAs(admin, 'reparto@demo.test');
    await admin.goto('/account');
    await admin.getByRole('heading', { name: 'Equipo' }).waitFor();
    await admin.getByTestId('team-member').filter({ hasText: 'reparto@demo.test' }).waitFor();
    await admin.getByRole('button', { name: 'Agregar persona' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Lupita Turnos');
    await dialog.getByLabel('Correo').fill('lupita@reparto.test');
    // A fleet's sign-in follows its riders, not companies.
    expect(await dialog.getByLabel('Comercios que sigue').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    const password = ((await admin.getByTestId('member-first-password').textContent()) ?? '').trim();
    expect(password).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    await admin.getByTestId('team-member').filter({ hasText: 'lupita@reparto.test' }).getByText('Despacho').waitFor();
    await admin.context().close();

    const member = await newPage(browser, { width: 390, height: 844 });
    await member.goto('/login');
    await signInThroughForm(member, 'lupita@reparto.test', password);
    await member.waitForURL((url) => url.pathname === '/');
    await member.getByTestId('fleet-rider').first().waitFor();
    // Riders: the member switches shifts but creates none (permission table, as for a partner's members).
    await member.goto('/riders');
    await member.getByTestId('riders-row').first().waitFor();
    expect(await member.getByRole('button', { name: 'Nuevo repartidor' }).count()).toBe(0);
    await member.goto('/account');
    await member.getByTestId('fleet-code').waitFor();
    await expect(member.getByLabel('Nombre de la flota').getAttribute('readonly')).resolves.not.toBeNull();
    expect(await member.getByRole('heading', { name: 'Equipo' }).count()).toBe(0);
    expect(await member.getByRole('button', { name: 'Terminar' }).count()).toBe(0);
    await member.context().close();
  });

  it('a fleet admin saves its profile with a logo', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, 'reparto@demo.test');
    await page.goto('/account');
    await page.getByLabel('Correo').fill('contacto@reparto.test');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
    await page.locator('img[alt="Logo"][src^="/api/uploads/"]').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Datos guardados.').waitFor();
    await page.reload();
    await page.locator('img[alt="Logo"][src^="/api/uploads/"]').waitFor();
    await expect.poll(() => page.getByLabel('Correo').inputValue()).toBe('contacto@reparto.test');
    await page.context().close();
  });

  it('a fleet admin manages its own riders on the shared rider screen', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInAs(page, 'reparto@demo.test');
    await page.goto('/riders');
    await page.getByTestId('riders-row').first().waitFor();
    await page.getByRole('button', { name: 'Nuevo repartidor' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nombre').fill('Héctor Flota');
    await form.getByLabel('Celular').fill('33 1444 5566');
    // A fleet has no bases: that field is the partner's.
    expect(await form.getByLabel('Base').count()).toBe(0);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByLabel('Buscar en repartidores').fill('Héctor');
    const row = page.getByTestId('riders-row').filter({ hasText: 'Héctor Flota' });
    await row.getByText('Fuera').waitFor();
    await tapSwitch(row.getByRole('switch', { name: 'En turno: Héctor Flota' }));
    await row.getByText('En turno').waitFor();
    // The linked partner sees the new rider, read-only.
    await expect.poll(partnerRiderNames).toContain('Héctor Flota');
    await page.context().close();
  });
});
