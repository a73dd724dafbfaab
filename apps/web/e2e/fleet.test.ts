import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import { apiCall, freshTenant, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own whose fleet (seed-tenants.ts, linked to it) carries the errand. */
let tenant: Tenant;

beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant();
});
afterAll(() => browser?.close());

describe('fleet home, live', () => {
  it('the fleet marks its rider’s errand delivered on a phone; the partner’s errands board shows it within 2 s', async () => {
    // An errand of this attempt's own, assigned to the fleet's rider: assigned → on the way → delivered.
    const dropoff = `Av. Chapultepec 120, Americana (${Date.now().toString(36)})`;
    const call = <T>(route: string, method: string, body?: unknown) =>
      apiCall<T>(tenant.base, tenant.adminCookie, route, method, body, [200, 201], {
        'Order-Manager': Buffer.from('Despacho de pruebas').toString('base64'),
      });
    const errand = await call<{ id: string }>('/errands', 'POST', {
      company: tenant.companies[0].id,
      dropoff: { address: dropoff },
    });
    await call(`/errands/status?ID=${errand.id}&status=assigned&rider=${tenant.fleet.rider.id}`, 'PUT');

    const partner = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(partner, tenant.admin.email, tenant.admin.password);
    await partner.goto('/orders');
    await partner.getByText('En línea').waitFor();
    await partner.getByRole('tab', { name: /Mandados/ }).click();
    const partnerCard = partner.getByTestId('errand-card').filter({ hasText: dropoff });
    await partnerCard.waitFor({ timeout: 5000 });

    // A phone with a touch screen, tapped as a finger taps: no pointer stays over the confirmation toast, which
    // closes by itself (on a board this short it covers the card's next button while it shows).
    const touch = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      baseURL: baseUrl(),
      locale: 'es-MX',
    });
    const fleet = await touch.newPage();
    await fleet.goto('/login');
    await fleet.getByLabel('Correo electrónico').fill(tenant.fleet.admin.email);
    await fleet.getByLabel('Contraseña').fill(tenant.fleet.admin.password);
    await fleet.getByLabel('Contraseña').press('Enter');
    await fleet.waitForURL((url) => url.pathname !== '/login');
    await fleet.goto('/');
    await fleet
      .getByTestId('fleet-rider')
      .filter({ hasText: tenant.fleet.rider.name })
      .getByText('Con mandado')
      .waitFor();
    const card = fleet.getByTestId('fleet-errand').filter({ hasText: dropoff });
    // Who attends is set from the header (an icon on a phone), once for the shift.
    await fleet.getByRole('button', { name: '¿Quién atiende?' }).tap();
    const who = fleet.getByRole('dialog', { name: '¿Quién atiende?' });
    await who.getByLabel('Nombre de quien atiende').fill('Jefe de Flota');
    await who.getByRole('button', { name: 'Continuar' }).tap();
    await fleet.getByRole('button', { name: 'Atiende: Jefe de Flota' }).waitFor();
    await card.getByRole('button', { name: 'Recogido' }).tap();
    await card.getByTestId('fleet-errand-status').getByText('En camino').waitFor({ timeout: 5000 });
    await partnerCard.getByText('En camino', { exact: true }).waitFor({ timeout: 2000 });
    await card.getByRole('button', { name: 'Entregado' }).tap();
    await card.getByTestId('fleet-errand-status').getByText('Entregado').waitFor({ timeout: 5000 });
    await partnerCard.getByText('Entregado', { exact: true }).waitFor({ timeout: 2000 });

    await fleet.goto('/account');
    await fleet.getByTestId('fleet-code').waitFor();
    await fleet.getByText('Comparte este código con los socios para los que trabajas').waitFor();
  });
});
