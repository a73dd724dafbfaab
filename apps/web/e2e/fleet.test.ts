import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('fleet home, live', () => {
  it('the fleet marks its rider’s errand delivered on a phone; the partner’s errands board shows it within 2 s', async () => {
    // The demo's assigned fleet errand; assigned → on the way → delivered (seed demo-fleets.ts).
    const dropoff = 'Av. Chapultepec 120, Americana';
    const partner = await newPage(browser, { width: 768, height: 1024 });
    await signInAs(partner, 'socio@demo.test');
    await partner.goto('/orders');
    await partner.getByText('En línea').waitFor();
    await partner.getByRole('tab', { name: /Mandados/ }).click();
    const partnerCard = partner.getByTestId('errand-card').filter({ hasText: dropoff });
    await partnerCard.waitFor({ timeout: 5000 });

    const fleet = await newPage(browser, { width: 390, height: 844 });
    await signInAs(fleet, 'reparto@demo.test');
    await fleet.goto('/');
    await fleet.getByTestId('fleet-rider').first().waitFor();
    await fleet.getByText('Con mandado').first().waitFor();
    const card = fleet.getByTestId('fleet-errand').filter({ hasText: dropoff });
    // Who attends is set from the header (an icon on a phone), once for the shift.
    await fleet.getByRole('button', { name: '¿Quién atiende?' }).click();
    const who = fleet.getByRole('dialog', { name: '¿Quién atiende?' });
    await who.getByLabel('Nombre de quien atiende').fill('Jefe de Flota');
    await who.getByRole('button', { name: 'Continuar' }).click();
    await fleet.getByRole('button', { name: 'Atiende: Jefe de Flota' }).waitFor();
    await card.getByRole('button', { name: 'Recogido' }).click();
    await card.getByTestId('fleet-errand-status').getByText('En camino').waitFor({ timeout: 5000 });
    await partnerCard.getByText('En camino', { exact: true }).waitFor({ timeout: 2000 });
    await card.getByRole('button', { name: 'Entregado' }).click();
    await card.getByTestId('fleet-errand-status').getByText('Entregado').waitFor({ timeout: 5000 });
    await partnerCard.getByText('Entregado', { exact: true }).waitFor({ timeout: 2000 });

    await fleet.goto('/account');
    await fleet.getByTestId('fleet-code').waitFor();
    await fleet.getByText('Comparte este código con los socios para los que trabajas').waitFor();
  });
});
