import { type AccountType, partnerMay } from '@backoffice/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesFor } from '../src/app/routes/route-table.ts';
import type { AppRoute } from '../src/app/routes/route-types.ts';
import { type AxeFinding, seriousViolations } from './axe.ts';
import { baseUrl, launchBrowser, newPage, signInAs } from './browser.ts';
import { apiSession } from './demo-api.ts';

/**
 * Every screen of every kind of account, as a phone, a tablet and a desktop see it: it opens (its heading, no
 * "in preparation" placeholder, no uncaught error), nothing overflows sideways on a phone, and axe-core finds no
 * serious or critical WCAG 2.2 A/AA violation. Phone size for all; tablet and desktop for a representative subset.
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1366, height: 768 };

type Screen = { path: string; heading: string };
type DemoIds = { company: string; product: string; promo: string };

let browser: Browser;
let ids: DemoIds;

const api = async <T>(cookie: string, path: string) => {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { cookie, 'X-App-Id': 'backoffice-web' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

beforeAll(async () => {
  browser = await launchBrowser();
  // Real ids: empresa's company (which socio and socio2's partner serves), one of its products and one of its promos.
  const { cookie, body } = await apiSession(baseUrl(), 'empresa@demo.test');
  const company = body.business.id;
  const { products } = await api<{ products: { id: string }[] }>(cookie, `/products/company/all?company=${company}`);
  const promos = await api<{ id: string }[]>(cookie, `/promos/company?company=${company}`);
  expect(products.length).toBeGreaterThan(0);
  expect(promos.length).toBeGreaterThan(0);
  ids = { company, product: products[0].id, promo: promos[0].id };
});
afterAll(() => browser?.close());

const concrete = (path: string) =>
  path.replace(':company', ids.company).replace(':id', path.startsWith('/promo') ? ids.promo : ids.product);

const screensOf = (type: AccountType, role?: 'admin' | 'member'): Screen[] =>
  routesFor(type)
    // A member is not offered the screens its role may not use (the navigation hides them too).
    .filter((route: AppRoute) => !route.permission || !role || partnerMay(role, route.permission))
    .map((route) => ({ path: route.path, heading: route.title }));

const readable = (findings: AxeFinding[]) =>
  findings.map((f) => `[${f.impact}] ${f.id}: ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`).join('\n');

/**
 * Moves the app to a screen as its own links do (the router follows the history), without loading the page again
 * (but to and from the sign-in, a page of its own): a deep link to every screen is shell.test.ts's. The headings on
 * screen before are marked, so that the one waited for is the new screen's, even when two screens share a title.
 */
const openInApp = async (page: Page, path: string) => {
  // The sign-in is a page of its own (decision 066): to it and from it, the page is loaded.
  const signIn = (at: string) => at === '/login';
  if (page.url() === 'about:blank' || signIn(path) || signIn(new URL(page.url()).pathname)) {
    await page.goto(path);
    return page.getByRole('heading');
  }
  // Already there (the sign-in lands on /home): a move to the same path renders nothing new, so nothing is marked.
  if (new URL(page.url()).pathname === path) return page.getByRole('heading');
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      heading.setAttribute('data-before-move', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  return page.getByRole('heading').and(page.locator(':not([data-before-move])'));
};

/** Opens one screen and answers what is wrong with it, as readable lines (none when it is fine). */
const problemsOn = async (page: Page, screen: Screen, errors: string[]) => {
  const problems: string[] = [];
  errors.length = 0;
  const fresh = await openInApp(page, concrete(screen.path));
  await fresh
    .and(page.getByRole('heading', { name: screen.heading, exact: true }))
    .first()
    .waitFor({ timeout: 15_000 });
  if (new URL(page.url()).pathname !== concrete(screen.path)) problems.push(`llevó a ${new URL(page.url()).pathname}`);
  // Queries settle before the checks: loaders and skeletons are not what a user reads for long.
  await expect
    .poll(() => page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(0)
    .catch(() => problems.push('sigue cargando tras 15 s'));
  if ((await page.getByText('Estamos preparando esta sección').count()) > 0) problems.push('sección en preparación');
  const overflow = await page.evaluate(() => {
    const inner = window.innerWidth;
    // The outermost element that reaches past the right edge, to say what overflows.
    const culprit = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > inner + 1);
    const describe = (el: Element | undefined) =>
      el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} «${(el.textContent ?? '').slice(0, 40)}»` : '';
    return { scroll: document.documentElement.scrollWidth, inner, culprit: describe(culprit) };
  });
  if (overflow.scroll > overflow.inner + 1)
    problems.push(`desborda a lo ancho: ${overflow.scroll}px en ${overflow.inner}px (${overflow.culprit})`);
  const serious = await seriousViolations(page);
  if (serious.length > 0) problems.push(readable(serious));
  if (errors.length > 0) problems.push(`errores de página: ${errors.join(' | ')}`);
  return problems.map((p) => `${screen.path}: ${p}`);
};

/** Visits the screens in one page and fails once, listing every problem of every screen. */
const sweep = async (viewport: typeof PHONE, screens: Screen[], email?: string) => {
  const page = await newPage(browser, viewport);
  const context = page.context();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (email) await signInAs(page, email);
  const problems: string[] = [];
  for (const screen of screens) {
    problems.push(
      ...(await problemsOn(page, screen, errors).catch((error: Error) => [`${screen.path}: ${error.message}`])),
    );
  }
  await context.close();
  // Said in the log as well: a run that passes on retry shows no failure message, and a flaky screen is a defect.
  if (problems.length > 0)
    console.error(`every-screen at ${viewport.width} px (${email ?? 'signed out'}):\n${problems.join('\n\n')}`);
  expect(problems, problems.join('\n\n')).toEqual([]);
};

const publicScreens: Screen[] = [
  { path: '/login', heading: 'Iniciar sesión' },
  { path: '/about', heading: 'Acerca de este panel' },
  { path: '/forgot-password', heading: 'Recuperar contraseña' },
  { path: '/requests', heading: 'Únete a la red de reparto' },
  { path: '/not-found', heading: 'No encontramos esta página' },
];

const accounts = [
  { email: 'empresa@demo.test', screens: () => screensOf('company') },
  { email: 'socio@demo.test', screens: () => screensOf('partner', 'admin') },
  { email: 'socio2@demo.test', screens: () => screensOf('partner', 'member') },
  { email: 'reparto@demo.test', screens: () => screensOf('deliveries-provider') },
];

/** The screens seen at tablet and desktop size too: each layout family (lists, forms, maps, dashboards). */
const wideSubset: Record<string, string[]> = {
  'empresa@demo.test': ['/home', '/orders', '/product/:id', '/reports'],
  'socio@demo.test': ['/home', '/orders', '/companies', '/zones', '/payments'],
  'reparto@demo.test': ['/', '/riders'],
};

describe('every screen at phone size (390 × 844)', { timeout: 240_000 }, () => {
  it('public screens, signed out', () => sweep(PHONE, publicScreens));
  it.each(accounts)('$email', ({ email, screens }) => sweep(PHONE, screens(), email));
});

describe.each([
  { size: 'tablet (768 × 1024)', viewport: TABLET },
  { size: 'desktop (1366 × 768)', viewport: DESKTOP },
])('a representative subset at $size', ({ viewport }) => {
  it('public screens, signed out', () => sweep(viewport, publicScreens.slice(0, 2)), 120_000);
  it.each(Object.entries(wideSubset))(
    '%s',
    (email, paths) => {
      const account = accounts.find((a) => a.email === email);
      const screens = account?.screens().filter((s) => paths.includes(s.path)) ?? [];
      expect(screens).toHaveLength(paths.length);
      return sweep(viewport, screens, email);
    },
    120_000,
  );
});
