import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, pageApi, signInAs, tapSwitch } from './browser.ts';
import { apiCall, freshTenant, type Tenant, type TenantCompany } from './tenant.ts';

let browser: Browser;
/**
 * A partner of its own: its first company is the one its member follows, the second pauses and edits its profile,
 * the third edits its hours; a fourth, in another city, makes "every city" more than one.
 */
let tenant: Tenant;
let followed: TenantCompany;
let profiled: TenantCompany;
let scheduled: TenantCompany;
const OTHER_CITY = 'Zapopan';
beforeAll(async () => {
  browser = await launchBrowser();
  tenant = await freshTenant({ companies: 3, member: true });
  [followed, profiled, scheduled] = tenant.companies;
  await apiCall(tenant.base, tenant.adminCookie, '/companies', 'POST', {
    name: 'Birriería de Zapopan',
    city: OTHER_CITY,
    state: 'Jalisco',
    phone: '3312345678',
    status: 'active',
  });
});
afterAll(() => browser?.close());

const TIME_ZONE = 'America/Mexico_City';
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The browser runs on the companies' clock (Mexico City, the default), so "today" in the calendar is theirs. */
const newPage = async (viewport = { width: 1280, height: 800 }) => {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'es-MX', timezoneId: TIME_ZONE });
  return context.newPage();
};

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

const api = pageApi;

type CompanyJson = {
  id: string;
  name: string;
  schedules: unknown;
  specialDates: unknown;
  description: string;
  deliveryFee: number;
  logo: string | null;
};
const ownCompany = async (page: Page) => {
  const me = await api<{ business: { id: string } }>(page, '/auth/me');
  return api<CompanyJson>(page, `/companies/company?id=${me.business.id}`);
};

/** "YYYY-MM-DD" of today + n days on the company's clock. */
const dateIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Picks "HH:MM" (24 h) in the nth 12-hour time picker called `label` inside `scope`. */
const setClock = async (scope: Locator, label: string, index: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  await scope.getByLabel(`${label}: hora`).nth(index).fill(String(hour12).padStart(2, '0'));
  await scope.getByLabel(`${label}: minutos`).nth(index).fill(String(minutes).padStart(2, '0'));
  await scope
    .getByLabel(`${label}: a. m. o p. m.`)
    .nth(index)
    .press(hours < 12 ? 'a' : 'p');
};

describe('company schedules', () => {
  it('edits its week (second range, overlap check, copy a day) and a holiday, and sees them in the preview', async () => {
    const page = await newPage();
    await signInAs(page, scheduled.email, scheduled.password);
    // Put back in the end: a retry starts from the same week.
    const original = await ownCompany(page);
    try {
      await page.goto('/schedules');
      await heading(page, 'Horarios');
      const monday = page.getByRole('group', { name: 'Lunes', exact: true });
      // The time pickers' code comes when a time is reached (decision 057): the pointer goes over Monday's first
      // one, as a person's does, rather than wherever the sign-in left it; then every stand-in becomes a picker.
      await monday.getByRole('textbox', { name: 'Abre', exact: true }).first().hover();
      await monday.getByLabel('Abre: hora').first().waitFor();
      // Times are picked (hour, minutes, a. m./p. m.), never typed as free text.
      expect(await monday.getByRole('textbox', { name: 'Abre', exact: true }).count()).toBe(0);
      await setClock(monday, 'Abre', 0, '09:00');
      await setClock(monday, 'Cierra', 0, '14:00');
      await monday.getByRole('button', { name: 'Agregar horario' }).click();
      await expect.poll(() => monday.getByLabel('Abre: hora').count()).toBe(2);

      // An overlapping second range is explained in Spanish and blocks saving.
      await setClock(monday, 'Abre', 1, '13:00');
      await setClock(monday, 'Cierra', 1, '22:00');
      await monday.getByText('Este horario se cruza con el de 09:00 a 14:00').waitFor();
      expect(await page.getByRole('button', { name: 'Guardar horarios' }).isDisabled()).toBe(true);
      await setClock(monday, 'Abre', 1, '17:00');
      await monday.getByText('Este horario se cruza').waitFor({ state: 'detached' });

      await monday.getByRole('button', { name: 'Copiar a otros días: Lunes' }).click();
      await page.getByRole('checkbox', { name: 'Martes' }).check();
      await page.getByRole('button', { name: 'Copiar', exact: true }).click();
      const tuesday = page.getByRole('group', { name: 'Martes', exact: true });
      await expect.poll(() => tuesday.getByLabel('Cierra: hora').nth(1).inputValue()).toBe('10');

      // A holiday two or more days ahead that is not a Monday or Tuesday, so each can be checked on its own.
      const holiday = [2, 3, 4, 5, 6].map(dateIn).find((date) => ![1, 2].includes(weekdayOf(date)))!;
      await page.getByRole('button', { name: 'Agregar fecha especial' }).click();
      const special = page.getByRole('group', { name: 'Fecha especial sin fecha' });
      // Not marked wrong before it is touched; saving waits for its date.
      await page.getByText('Elige la fecha de la fecha especial nueva para guardar.').waitFor();
      expect(await special.getByText('Elige la fecha', { exact: true }).count()).toBe(0);
      await special.getByLabel('Fecha', { exact: true }).click();
      const [year, month, day] = holiday.split('-').map(Number);
      const dayLabel = `${day} ${MONTHS[month - 1]} ${year}`;
      if (holiday.slice(0, 7) !== dateIn(0).slice(0, 7)) {
        await page.getByRole('button', { name: 'Mes siguiente' }).click();
      }
      await page.getByRole('button', { name: dayLabel, exact: true }).click();
      const chosen = page.getByRole('group', { name: `Fecha especial ${holiday}` });
      await chosen.getByLabel('Nota').fill('Día festivo');

      await page.getByRole('button', { name: 'Guardar horarios' }).click();
      await toast(page, 'Horarios guardados');

      const preview = page.getByTestId('schedule-preview');
      const holidayRow = preview.getByTestId(`preview-${holiday}`);
      await holidayRow.filter({ hasText: 'Cerrado' }).filter({ hasText: 'Día festivo' }).waitFor();
      for (const weekday of [1, 2]) {
        const date = [0, 1, 2, 3, 4, 5, 6].map(dateIn).find((d) => weekdayOf(d) === weekday)!;
        await preview
          .getByTestId(`preview-${date}`)
          .filter({ hasText: '9:00 a. m. a 2:00 p. m. y 5:00 p. m. a 10:00 p. m.' })
          .waitFor();
      }

      // Saved on the server: the preview reads the same after a reload.
      await page.reload();
      await holidayRow.filter({ hasText: 'Día festivo' }).waitFor();
    } finally {
      await api(page, `/companies/schedules?ID=${original.id}`, 'PUT', {
        schedules: original.schedules,
        specialDates: original.specialDates,
      });
      await page.context().close();
    }
  });
});

describe('company open state and profile', () => {
  it('pauses for 15 minutes from /information: the header says "Pausado hasta" on every screen until it reopens', async () => {
    const page = await newPage();
    await signInAs(page, profiled.email, profiled.password);
    const badge = page.getByTestId('open-state');
    try {
      await page.goto('/information');
      await heading(page, 'Información');
      await badge.filter({ hasText: 'Abierto' }).waitFor();
      await page.getByRole('button', { name: 'Pausar 15 minutos' }).click();
      await badge.filter({ hasText: /^Pausado hasta \d\d:\d\d$/ }).waitFor();
      await page
        .getByTestId('open-state-detail')
        .filter({ hasText: /Pausado hasta \d\d:\d\d/ })
        .waitFor();
      const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('businessLogin') ?? 'null'));
      expect(stored.business.data.open).toBe(false);

      await page.goto('/home');
      await heading(page, 'Inicio');
      await badge.filter({ hasText: /^Pausado hasta \d\d:\d\d$/ }).waitFor();
      await page
        .getByText(/Pausado hasta \d\d:\d\d/)
        .first()
        .waitFor();

      await page.goto('/information');
      await page.getByRole('button', { name: 'Reanudar ahora' }).click();
      await badge.filter({ hasText: 'Abierto' }).waitFor();
      expect(await page.getByRole('switch', { name: 'Comercio abierto' }).isChecked()).toBe(true);

      // The switch itself closes and opens again.
      await tapSwitch(page.getByRole('switch', { name: 'Comercio abierto' }));
      await badge.filter({ hasText: 'Cerrado' }).waitFor();
      await tapSwitch(page.getByRole('switch', { name: 'Comercio abierto' }));
      await badge.filter({ hasText: 'Abierto' }).waitFor();
    } finally {
      await api(page, `/companies/open?ID=${(await ownCompany(page)).id}&open=1`, 'PUT');
      await page.context().close();
    }
  });

  it('edits its profile with a logo, and the change is there after a reload', async () => {
    const page = await newPage();
    await signInAs(page, profiled.email, profiled.password);
    const original = await ownCompany(page);
    try {
      await page.goto('/information');
      await heading(page, 'Información');
      const description = page.getByLabel('Descripción');
      await description.fill('Tacos de asada y pastor, ahora con entrega e2e');
      await page.getByLabel('Costo de envío').fill('$42.50');
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
      await page.locator('img[alt="Logo"][src^="/api/uploads/"]').waitFor();
      await page.getByRole('button', { name: 'Guardar datos' }).click();
      await toast(page, 'Datos guardados');

      await page.reload();
      await heading(page, 'Información');
      await expect.poll(() => description.inputValue()).toBe('Tacos de asada y pastor, ahora con entrega e2e');
      expect(await page.getByLabel('Costo de envío').inputValue()).toBe('$42.5');
      await page.locator('img[alt="Logo"][src^="/api/uploads/"]').waitFor();
      expect((await ownCompany(page)).deliveryFee).toBe(4250);
    } finally {
      await api(page, `/companies?ID=${original.id}`, 'PUT', {
        description: original.description,
        deliveryFee: original.deliveryFee,
        logo: original.logo,
      });
      await page.context().close();
    }
  });

  it('fits a 390 px phone on its home, information and schedules screens', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await signInAs(page, profiled.email, profiled.password);
    for (const [path, title] of [
      ['/home', 'Inicio'],
      ['/information', 'Información'],
      ['/schedules', 'Horarios'],
    ]) {
      await page.goto(path);
      await heading(page, title);
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page), path).toBe(true);
    }
    await page.context().close();
  });
});

describe('partner companies', () => {
  it('lists every city by default, narrows to its own city and state from its own places, creates a company, lands on it and changes its status', async () => {
    const page = await newPage({ width: 768, height: 1024 });
    await signInAs(page, tenant.admin.email, tenant.admin.password);
    await page.goto('/companies');
    await heading(page, 'Comercios');
    const count = page.getByTestId('companies-count');
    // No city pre-filter: all of the partner's cities.
    await count.filter({ hasText: /\d+ comercios? en todas tus ciudades/ }).waitFor();
    const everywhere = Number((await count.textContent())!.match(/\d+/)![0]);
    await page.getByRole('combobox', { name: 'Ciudad' }).click();
    await page.getByRole('option', { name: tenant.city, exact: true }).click();
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Jalisco', exact: true }).click();
    const here = `${tenant.city}, Jalisco`;
    await count.filter({ hasText: new RegExp(`\\d+ comercios? en ${here}`) }).waitFor();
    // The company in the other city is left out.
    expect(Number((await count.textContent())!.match(/\d+/)![0])).toBeLessThan(everywhere);
    await page.getByRole('article', { name: followed.name }).waitFor();
    expect(await page.getByRole('article', { name: 'Birriería de Zapopan' }).count()).toBe(0);
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(await page.getByRole('article').count()).toBe(before);

    // The search ignores accents and case: "taqueria" finds the Taquería.
    await page.getByLabel('Buscar comercio').fill('taqueria');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    const taqueria = page.getByRole('article', { name: followed.name });
    expect(await taqueria.getByRole('link', { name: 'Horarios' }).getAttribute('href')).toMatch(
      /^\/schedules\/[0-9a-f-]{36}$/,
    );
    expect(await taqueria.getByRole('link', { name: 'Menú' }).getAttribute('href')).toMatch(
      /^\/products\/[0-9a-f-]{36}$/,
    );

    const name = `Mariscos La Ola ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'Nuevo comercio' }).first().click();
    await heading(page, 'Nuevo comercio');
    // City and state are offered from the partner's own places, its own city first.
    const city = page.getByRole('combobox', { name: 'Ciudad', exact: true });
    expect(await city.inputValue()).toBe(tenant.city);
    await city.fill('Prueba');
    await page.getByRole('option', { name: tenant.city, exact: true }).click();
    expect(await city.inputValue()).toBe(tenant.city);
    await page.getByRole('button', { name: 'Crear comercio' }).click();
    await page.getByText('Escribe el nombre del comercio').waitFor();
    await page.getByLabel('Nombre del comercio').fill(name);
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Mariscos' }).click();
    await page.getByLabel('Teléfono').fill('3312345678');
    await page.getByRole('button', { name: 'Crear comercio' }).click();
    await page.waitForURL(/\/company\/[0-9a-f-]{36}$/);
    await toast(page, 'Comercio creado');
    await heading(page, 'Comercio');
    await page.getByRole('heading', { name }).waitFor();
    await page.getByTestId('company-status').filter({ hasText: 'Pendiente' }).waitFor();

    await page.getByRole('button', { name: `Cambiar estado de ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Activo' }).click();
    await toast(page, 'Estado actualizado');
    await page.getByTestId('company-status').filter({ hasText: 'Activo' }).waitFor();

    await page.goto(`/companies?${new URLSearchParams({ ciudad: tenant.city, estado: 'Jalisco' })}`);
    await count.filter({ hasText: `${before + 1} comercios en ${here}` }).waitFor();
    await page.getByRole('article', { name }).getByTestId('company-status').filter({ hasText: 'Activo' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.context().close();
  });

  it('shows "Comercio no encontrado" for a company outside its reach', async () => {
    // The member follows only the first company of the partner.
    const member = await newPage({ width: 390, height: 844 });
    await signInAs(member, tenant.member!.email, tenant.member!.password);
    await member.goto(`/company/${profiled.id}`);
    await heading(member, 'Comercio');
    await member.getByText('Comercio no encontrado').waitFor();
    await member.goto(`/schedules/${profiled.id}`);
    await heading(member, 'Horarios del comercio');
    await member.getByText('Comercio no encontrado').waitFor();
    await member.goto('/home');
    await heading(member, 'Inicio');
    await member.getByText(followed.name).waitFor();
    expect(await member.getByText(profiled.name).count()).toBe(0);
    await member.context().close();
  });
});
