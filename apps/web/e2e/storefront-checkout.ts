import type { Page } from 'playwright-core';

/**
 * From the shop's storefront to its checkout with `count` waters of $45 in the cart, as a customer taps it (the
 * demo's Tacos El Güero, or a tenant's shop: tenant.ts gives each the same water).
 */
export const fillCartWithWaters = async (page: Page, slug: string, count: number, shopName = 'Tacos El Güero') => {
  await page.goto(`/t/${slug}`);
  await page.getByRole('heading', { level: 1, name: shopName }).waitFor();
  await page
    .getByRole('button', { name: /Agua de horchata/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: /Agua de horchata/ });
  for (let more = 1; more < count; more++) await sheet.getByRole('button', { name: /^Uno más de/ }).click();
  await sheet.getByRole('button', { name: /^Agregar/ }).click();
  await sheet.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /Ver carrito/ }).click();
  await page
    .getByRole('dialog', { name: 'Tu pedido' })
    .getByRole('link', { name: /^Continuar/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Confirma tu pedido' }).waitFor();
};

/** The delivery fee the checkout's summary shows. */
export const deliveryFee = (page: Page) =>
  page
    .getByRole('region', { name: 'Resumen' })
    .locator('dt', { hasText: 'Envío' })
    .locator('xpath=following-sibling::dd[1]');
