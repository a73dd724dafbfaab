import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs, signInThroughForm, tapSwitch } from './browser.ts';
import { apiCall, freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own whose fleet (seed-tenants.ts, linked to it) adds a sign-in and a rider and saves its profile. */
let tenant: Tenant;
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
});
afterAll(() => browser?.close());

/** The riders a partner may see, through the API (the list the rider screen and the picker read). */
const partnerRiderNames = (partner: Tenant) => async () => {
  const answer = await apiCall<{ items: { name: string }[] }>(
    partner.base,
    partner.adminCookie,
    '/riders/list?status=all&limit=100',
  );
  return answer.items.map((rider) => rider.name);
};

/** Six letters of this attempt: a retry never meets the names the attempt before it made. */
const stamp = () => Date.now().toString(36).slice(-6);

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const linkCard = (page: Page, name: string) => page.getByTestId('fleet-link').filter({ hasText: name });

describe('fleet account', () => {
  it('the partner invites a fleet it is not linked to, which accepts on its phone, and ends the link', async () => {
    // Two partners of this attempt's own: the second one's fleet works for it and not for the first, so the first
    // does not see its riders.
    const [inviter, other] = [await freshTenant(), await freshTenant()];
    const riders = partnerRiderNames(inviter);
    const fleetRider = other.fleet.rider.name;
    expect(await riders()).not.toContain(fleetRider);

    const partner = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(partner, inviter.admin.email, inviter.admin.password);
    await partner.goto('/account');
    await partner.getByLabel('Código o correo de la flota').fill(other.fleet.admin.email);
    await partner.getByRole('button', { name: 'Invitar flota' }).click();
    await linkCard(partner, other.fleet.name).getByText('Invitación pendiente').waitFor();
    expect(await riders()).not.toContain(fleetRider);

    const fleet = await newPage(browser, { width: 390, height: 844 });
    await signInAs(fleet, other.fleet.admin.email, other.fleet.admin.password);
    await fleet.goto('/account');
    const invitation = linkCard(fleet, inviter.name);
    await invitation.getByRole('button', { name: 'Aceptar' }).click();
    await invitation.getByText('Vinculada').waitFor();
    await expect.poll(riders).toContain(fleetRider);

    // The partner sees the fleet's riders read-only: no shift switch it may use, «Ver» instead of «Editar».
    await partner.goto('/riders');
    await partner.getByLabel('Buscar en repartidores').fill(fleetRider);
    const row = partner.getByTestId('riders-row').filter({ hasText: fleetRider });
    await row.waitFor();
    await expect(row.getByRole('switch', { name: `En turno: ${fleetRider}` }).isDisabled()).resolves.toBe(true);

    await invitation.getByRole('button', { name: 'Terminar' }).click();
    await invitation.getByText('Terminada').waitFor();
    await expect.poll(riders).not.toContain(fleetRider);
    await partner.goto('/account');
    await linkCard(partner, other.fleet.name).getByText('Terminada').waitFor();
    // The fleet still works for its own partner.
    expect(await partnerRiderNames(other)()).toContain(fleetRider);
    await partner.context().close();
    await fleet.context().close();
  });

  it('a fleet admin adds a sign-in, who signs in to the board and only reads the fleet’s setup', async () => {
    const admin = await newPage(browser, { width: 390, height: 844 });
    await signInAs(admin, tenant.fleet.admin.email, tenant.fleet.admin.password);
    await admin.goto('/account');
    await admin.getByRole('heading', { name: 'Equipo' }).waitFor();
    await admin.getByTestId('team-member').filter({ hasText: tenant.fleet.admin.email }).waitFor();
    const email = `lupita-${stamp()}@reparto.test`;
    await admin.getByRole('button', { name: 'Agregar persona' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill('Lupita Turnos');
    await dialog.getByLabel('Correo').fill(email);
    // A fleet's sign-in follows its riders, not companies.
    expect(await dialog.getByLabel('Comercios que sigue').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    const password = ((await admin.getByTestId('member-first-password').textContent()) ?? '').trim();
    expect(password).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    await admin.getByTestId('team-member').filter({ hasText: email }).getByText('Despacho').waitFor();
    await admin.context().close();

    const member = await newPage(browser, { width: 390, height: 844 });
    await member.goto('/login');
    await signInThroughForm(member, email, password);
    await member.waitForURL((url) => url.pathname === '/');
    await member.getByTestId('fleet-rider').filter({ hasText: tenant.fleet.rider.name }).waitFor();
    // Riders: the member switches shifts but creates none (permission table, as for a partner's members).
    await member.goto('/riders');
    await member.getByTestId('riders-row').filter({ hasText: tenant.fleet.rider.name }).waitFor();
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
    await signInAs(page, tenant.fleet.admin.email, tenant.fleet.admin.password);
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
    await signInAs(page, tenant.fleet.admin.email, tenant.fleet.admin.password);
    await page.goto('/riders');
    await page.getByTestId('riders-row').filter({ hasText: tenant.fleet.rider.name }).waitFor();
    const name = `Héctor Flota ${stamp()}`;
    await page.getByRole('button', { name: 'Nuevo repartidor' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Celular').fill('33 1444 5566');
    // A fleet has no bases: that field is the partner's.
    expect(await form.getByLabel('Base').count()).toBe(0);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByLabel('Buscar en repartidores').fill('Héctor');
    const row = page.getByTestId('riders-row').filter({ hasText: name });
    await row.getByText('Fuera').waitFor();
    await tapSwitch(row.getByRole('switch', { name: `En turno: ${name}` }));
    await row.getByText('En turno').waitFor();
    // The linked partner sees the new rider, read-only.
    await expect.poll(partnerRiderNames(tenant)).toContain(name);
    await page.context().close();
  });
});
