import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signInAs, signInThroughForm } from './browser.ts';
import { freshTenant } from './tenant.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('join requests', () => {
  it('a business asks to join from the public form; an admin sees it live, approves it, and the new company signs in', async () => {
    // A partner of this attempt's own: its inbox holds only what this attempt asks, and a retry's account is new.
    const tenant = await freshTenant();
    const email = `rosa-${Date.now().toString(36)}@pozoleria.test`;
    // The public form, from the login page, on a phone.
    const visitor = await newPage(browser, { width: 390, height: 844 });
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: '¿Quieres unirte como comercio o repartidor?' }).click();
    await visitor.getByRole('heading', { name: 'Únete a la red de reparto' }).waitFor();
    const city = visitor.getByRole('combobox', { name: 'Ciudad' });
    await city.click();
    await city.fill(tenant.city);
    await visitor.getByRole('option', { name: `${tenant.city}, Jalisco` }).click();
    await visitor.getByLabel('Nombre del comercio').fill('Pozolería La Tapatía');
    await visitor.getByLabel('Persona de contacto').fill('Rosa Gutiérrez');
    await visitor.getByLabel('Correo').fill(email);
    await visitor.getByLabel('Teléfono').fill('33 2222 3344');
    await visitor.getByLabel('Dirección del comercio').fill('Av. Juárez 50, Guadalajara');
    await visitor.getByRole('button', { name: 'Enviar solicitud' }).click();
    await visitor.getByText('¡Recibimos tu solicitud!').waitFor();
    await visitor.context().close();

    // The admin's inbox; a request arriving while it is open shows up without reloading.
    const admin = await newPage(browser);
    await signInAs(admin, tenant.admin.email, tenant.admin.password);
    await admin.getByRole('link', { name: 'Solicitudes' }).click();
    await admin.getByRole('heading', { name: 'Solicitudes', exact: true }).waitFor();
    const card = admin.getByTestId('join-request').filter({ hasText: 'Pozolería La Tapatía' });
    await card.waitFor();
    const badge = admin.getByLabel(/solicitudes pendientes/);
    // The visitor's request is the partner's only one.
    const before = Number(await badge.textContent());
    expect(before).toBe(1);
    const live = await fetch(`${baseUrl()}/api/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({
        partner: tenant.partnerId,
        kind: 'rider',
        name: 'Iván en vivo',
        contact: 'Iván en vivo',
        email: 'ivan@vivo.test',
        phone: '3398765432',
        address: 'Zapopan',
      }),
    });
    expect(live.status).toBe(201);
    await admin.getByTestId('join-request').filter({ hasText: 'Iván en vivo' }).waitFor();
    await admin.getByLabel(`${before + 1} solicitudes pendientes`).waitFor();

    await card.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByLabel('Correo de la cuenta').inputValue()).resolves.toBe(email);
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    const password = ((await admin.getByTestId('approved-first-password').textContent()) ?? '').trim();
    expect(password).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
    await admin.getByLabel(`${before} solicitudes pendientes`).waitFor();
    await admin.getByText('Aprobadas', { exact: true }).click();
    await admin
      .getByTestId('join-request')
      .filter({ hasText: 'Pozolería La Tapatía' })
      .getByText(`Aprobada por ${tenant.adminName}`)
      .waitFor();
    await admin.context().close();

    // The new company signs in with the password shown once.
    const company = await newPage(browser, { width: 768, height: 1024 });
    await company.goto('/login');
    await signInThroughForm(company, email, password);
    await company.waitForURL((url) => url.pathname === '/home');
    await company.getByText('Pozolería La Tapatía').first().waitFor();
    await company.context().close();
  });
});
