import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signInAs } from './browser.ts';
import { type Account, apiCall, freshTenant, signIn, type Tenant } from './tenant.ts';

let browser: Browser;
/** A partner of its own, with one shop and a member who follows only it. */
let tenant: Tenant;
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ member: true });
});
afterAll(() => browser?.close());

const focused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/** The partner's board on its Mandados tab, with who attends already said. */
const errandsBoard = async (page: Page, account: Account = tenant.admin) => {
  await signInAs(page, account.email, account.password);
  await page.goto('/orders');
  await page.getByText('En línea').waitFor();
  await page.getByRole('tab', { name: /Mandados/ }).click();
  await page.getByRole('group', { name: 'Filtrar mandados por estado' }).waitFor();
};

/** Moves on with Tab and checks where the focus landed: the form is walked in reading order. */
const tabTo = async (page: Page, field: Locator) => {
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(field)).toBe(true);
};

const partnerErrands = async (account: Account = tenant.admin) => {
  const { cookie } = await signIn(tenant.base, account);
  const route = `/errands/partner?partner=${tenant.partnerId}&limit=100`;
  return (await apiCall<{ items: Record<string, unknown>[] }>(tenant.base, cookie, route)).items;
};

describe('a partner takes an errand by phone ("Nuevo mandado")', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`by keyboard alone at ${viewport.width}×${viewport.height}, and it shows on the board`, async () => {
      const page = await newPage(browser, viewport);
      await errandsBoard(page);
      const stamp = `${viewport.width}-${Date.now()}`;
      const pickup = `Farmacia Guadalajara ${stamp}, Av. Juárez 50`;
      const dropoff = `Calle Morelos ${stamp}, Centro`;

      // N opens it from the board (outside any field); the pickup has the focus.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('n');
      const dialog = page.getByRole('dialog', { name: 'Nuevo mandado' });
      await dialog.waitFor();
      const pickupField = dialog.getByLabel('Recoger en');
      await expect.poll(() => focused(pickupField)).toBe(true);
      await page.keyboard.type(pickup);
      await tabTo(page, dialog.getByRole('button', { name: /Marcar en el mapa/ }));
      await tabTo(page, dialog.getByLabel('Entregar en'));
      await page.keyboard.type(dropoff);
      await tabTo(page, dialog.getByLabel('Quién recibe'));
      await page.keyboard.type('Doña Lupe');
      await tabTo(page, dialog.getByLabel('Teléfono de quien recibe'));
      await page.keyboard.type('3311223344');
      await tabTo(page, dialog.getByLabel('Tarifa del mandado'));
      await page.keyboard.type('45');
      await tabTo(page, dialog.getByLabel('Cobrar al entregar'));
      await page.keyboard.type('120.50');
      await tabTo(page, dialog.getByLabel('Nota para el repartidor'));
      await page.keyboard.type('Recoger la receta a nombre de Lupe');
      // Enter in any field creates it.
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/^Mandado #\d+ creado\.$/).waitFor();

      const card = page.getByTestId('errand-card').filter({ hasText: dropoff });
      await card.waitFor();
      await card.getByText(`Recoger: ${pickup}`).waitFor();
      await card.getByText('Pendiente', { exact: true }).waitFor();
      await card.getByText('Notas: Recoger la receta a nombre de Lupe').waitFor();
      // Once on the board, even after its live event arrived (it is checked again after a reload).
      expect(await card.count()).toBe(1);
      await page.reload();
      await page.getByRole('tab', { name: /Mandados/ }).click();
      await card.waitFor();
      expect(await card.count()).toBe(1);

      const saved = (await partnerErrands()).filter(
        (errand) => (errand.dropoff as { address: string }).address === dropoff,
      );
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({
        company: null,
        order: null,
        status: 'pending',
        fee: 4500,
        amountToCollect: 12050,
        notes: 'Recoger la receta a nombre de Lupe',
        pickup: { address: pickup },
        dropoff: { address: dropoff, name: 'Doña Lupe', phone: '3311223344' },
      });
      await page.context().close();
    }, 60_000);
  }

  it('says in Spanish, on the field, what is missing; nothing is created', async () => {
    const page = await newPage(browser, { width: 1366, height: 768 });
    await errandsBoard(page);
    const before = (await partnerErrands()).length;

    await page.getByRole('button', { name: 'Nuevo mandado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo mandado' });
    await dialog.waitFor();
    await expect.poll(() => focused(dialog.getByLabel('Recoger en'))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText('Escribe a dónde se lleva.').waitFor();
    // With no company the pickup is needed too.
    await dialog.getByText('Escribe dónde se recoge (o elige un comercio para recoger ahí).').waitFor();
    expect(await dialog.getByLabel('Entregar en').getAttribute('aria-invalid')).toBe('true');

    // Typing in the field clears its error; the other stays until it is fixed.
    await dialog.getByLabel('Entregar en').fill('Av. Hidalgo 10');
    expect(await dialog.getByText('Escribe a dónde se lleva.').count()).toBe(0);
    await dialog.getByText('Escribe dónde se recoge (o elige un comercio para recoger ahí).').waitFor();
    await dialog.getByLabel('Entregar en').press('Enter');
    await dialog.getByText('Escribe dónde se recoge (o elige un comercio para recoger ahí).').waitFor();
    expect(await dialog.getByLabel('Entregar en').inputValue()).toBe('Av. Hidalgo 10');

    // Escape leaves without creating anything.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await partnerErrands()).length).toBe(before);
    await page.context().close();
  }, 60_000);

  it('a member names one of its companies (no "Sin comercio"); the pickup is then the shop', async () => {
    const page = await newPage(browser, { width: 1366, height: 768 });
    const member = tenant.member!;
    const shop = tenant.companies[0].name;
    await errandsBoard(page, member);
    const dropoff = `Av. Américas ${Date.now()}, Providencia`;

    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Nuevo mandado' });
    await dialog.waitFor();
    const company = dialog.getByRole('combobox', { name: 'Comercio' });
    expect(await company.inputValue()).toBe(shop);
    await company.click();
    await page.getByRole('option', { name: shop }).waitFor();
    expect(await page.getByRole('option', { name: 'Sin comercio' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await dialog.getByLabel('Entregar en').fill(dropoff);
    await dialog.getByLabel('Entregar en').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByTestId('errand-card').filter({ hasText: dropoff });
    await card
      .getByTestId('errand-heading')
      .getByText(new RegExp(`^#\\d+ · ${shop}$`))
      .waitFor();

    const saved = (await partnerErrands(member)).filter(
      (errand) => (errand.dropoff as { address: string }).address === dropoff,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0].company).toEqual(expect.any(String));
    expect(saved[0].pickup).toMatchObject({ name: shop, address: expect.stringMatching(/\S/) });
    await page.context().close();
  }, 60_000);
});
