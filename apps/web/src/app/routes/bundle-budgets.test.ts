import { describe, expect, it } from 'vitest';
import {
  BADGES,
  checkBudgets,
  ENTRY,
  firstLoadFiles,
  type Manifest,
  ORDER_DETAIL,
  routeScreens,
  SHELL,
  SIGN_IN_PAGE,
  screensOf,
} from '../../../scripts/bundle-budgets.ts';

// A build of three screens: the orders board, whose waiting order loads the detail at once, and a reports
// screen whose chart library is a dynamic import (loaded on use).
const manifest: Manifest = {
  [ENTRY]: { file: 'assets/main.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_mantine.js': { file: 'assets/mantine.js', imports: ['_react.js'] },
  [SIGN_IN_PAGE]: { file: 'assets/login.js', isEntry: true },
  [SHELL]: { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_mantine.js'] },
  [BADGES[0]!]: { file: 'assets/badge-a.js', isDynamicEntry: true },
  [BADGES[1]!]: { file: 'assets/badge-b.js', isDynamicEntry: true },
  'src/features/orders/pages/company-orders-page.tsx': {
    file: 'assets/orders.js',
    isDynamicEntry: true,
    imports: ['_mantine.js'],
    dynamicImports: [ORDER_DETAIL],
  },
  [ORDER_DETAIL]: { file: 'assets/detail.js', isDynamicEntry: true, imports: ['_phone.js'] },
  '_phone.js': { file: 'assets/phone.js' },
  'src/features/reports/pages/company-reports-page.tsx': {
    file: 'assets/reports.js',
    isDynamicEntry: true,
    dynamicImports: ['_charts.js'],
  },
  '_charts.js': { file: 'assets/charts.js' },
  '../../node_modules/socket.io-client/build/esm/index.js': { file: 'assets/socket.js', isDynamicEntry: true },
  'storefront.html': { file: 'assets/storefront.js', isEntry: true, imports: ['_react.js'] },
  'r.html': { file: 'assets/rider.js', isEntry: true, imports: ['_react.js'] },
};

const routeTable = `
  const OrdersWaitingBadge = lazyBadge(
    async () => (await import('../../features/orders/components/orders-waiting-badge.tsx')).OrdersWaitingBadge,
  );
  const PendingRequestsBadge = lazyBadge(
    async () => (await import('../../features/requests/components/pending-requests-badge.tsx')).PendingRequestsBadge,
  );
  export const companyRoutes: AppRoute[] = [
    { nav: { badge: OrdersWaitingBadge }, screen: lazyScreen(() => import('../../features/orders/pages/company-orders-page.tsx')) },
    { screen: lazyScreen(() => import('../../features/reports/pages/company-reports-page.tsx')) },
  ];
  export const partnerRoutes: AppRoute[] = [
    { nav: { badge: PendingRequestsBadge }, screen: lazyScreen(() => import('../../features/reports/pages/company-reports-page.tsx')) },
  ];
`;

const kB = 1000;
const sizes: Record<string, number> = {
  'assets/main.js': 10 * kB,
  'assets/react.js': 60 * kB,
  'assets/mantine.js': 40 * kB,
  'assets/login.js': 5 * kB,
  'assets/shell.js': 30 * kB,
  'assets/badge-a.js': 1 * kB,
  'assets/badge-b.js': 2 * kB,
  'assets/orders.js': 20 * kB,
  'assets/detail.js': 30 * kB,
  'assets/phone.js': 35 * kB,
  'assets/reports.js': 15 * kB,
  'assets/charts.js': 500 * kB,
  'assets/socket.js': 12 * kB,
  'assets/storefront.js': 30 * kB,
  'assets/rider.js': 45 * kB,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('byte budgets per screen', () => {
  it('reads the screens from the route table, each with the badges of its route lists', () => {
    expect(routeScreens(routeTable)).toEqual([
      { page: 'src/features/orders/pages/company-orders-page.tsx', badges: [BADGES[0]] },
      // On the company's list and on the partner's: both lists' badges.
      { page: 'src/features/reports/pages/company-reports-page.tsx', badges: [BADGES[0], BADGES[1]] },
    ]);
  });

  it('counts each file once, follows static imports and leaves dynamic imports out', () => {
    expect(firstLoadFiles(manifest, [ENTRY, 'src/features/reports/pages/company-reports-page.tsx']).sort()).toEqual([
      'assets/main.js',
      'assets/react.js',
      'assets/reports.js',
    ]);
    expect(
      firstLoadFiles(manifest, [ENTRY, SHELL, 'src/features/orders/pages/company-orders-page.tsx']).filter(
        (file) => file === 'assets/mantine.js',
      ),
    ).toHaveLength(1);
  });

  it('finds a package by pattern, wherever node_modules is', () => {
    expect(firstLoadFiles(manifest, [/node_modules\/socket\.io-client\/build\/esm\/index\.js$/])).toEqual([
      'assets/socket.js',
    ]);
    expect(() => firstLoadFiles(manifest, [/leaflet/])).toThrow('no module of the build');
  });

  it('fails a module the manifest does not have, saying who imported it', () => {
    expect(() => firstLoadFiles(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx is not in the build');
    const broken: Manifest = { ...manifest, [SHELL]: { file: 'assets/shell.js', imports: ['_missing.js'] } };
    expect(() => firstLoadFiles(broken, [SHELL])).toThrow(`_missing.js (imported by ${SHELL})`);
  });

  it('adds the waiting order state and puts each screen against its budget', () => {
    const results = checkBudgets(manifest, screensOf(routeTable, {}), sizeOf);
    const byName = Object.fromEntries(results.map((result) => [result.name, result]));
    expect(Object.keys(byName)).toEqual([
      'sign-in',
      'storefront',
      'rider app',
      'orders/pages/company-orders-page',
      'reports/pages/company-reports-page',
      'orders/pages/company-orders-page, an order waiting',
    ]);
    // Its own page (decision 066): its file alone.
    expect(byName['sign-in']).toMatchObject({ bytes: 5 * kB, budget: 20 * kB, over: false });
    // The phone pages: 60 + 30 within 100, 60 + 45 over it.
    expect(byName.storefront).toMatchObject({ bytes: 90 * kB, budget: 100 * kB, over: false });
    expect(byName['rider app']).toMatchObject({ bytes: 105 * kB, over: true });
    // 10 + 60 + 30 (shell) + 12 (live socket) + 40 + 1 (its list's badge) + 20
    expect(byName['orders/pages/company-orders-page']).toMatchObject({ bytes: 173 * kB, over: false });
    // the same + the detail (30) and the phone library it imports (35)
    expect(byName['orders/pages/company-orders-page, an order waiting']).toMatchObject({
      bytes: 238 * kB,
      over: false,
    });
    // The charts are a dynamic import: not in the first load.
    expect(byName['reports/pages/company-reports-page']).toMatchObject({ bytes: 170 * kB, over: false });
  });

  it('fails a screen over 250 kB, the sign-in over 20 kB, and a known-over screen past its ceiling', () => {
    const heavy: Record<string, number> = { ...sizes, 'assets/phone.js': 60 * kB, 'assets/login.js': 21 * kB };
    const results = checkBudgets(manifest, screensOf(routeTable, {}), (file) => heavy[file] ?? Number.NaN);
    expect(results.filter((result) => result.over).map((result) => [result.name, result.bytes])).toEqual([
      ['sign-in', 21 * kB],
      ['rider app', 105 * kB],
      ['orders/pages/company-orders-page, an order waiting', 263 * kB],
    ]);
    const ceiling = { 'orders/pages/company-orders-page, an order waiting': 265 };
    const within = checkBudgets(manifest, screensOf(routeTable, ceiling), (file) => heavy[file] ?? Number.NaN);
    expect(within.find((result) => result.name.endsWith('waiting'))).toMatchObject({ budget: 265 * kB, over: false });
    const grown: Record<string, number> = { ...heavy, 'assets/phone.js': 63 * kB };
    const past = checkBudgets(manifest, screensOf(routeTable, ceiling), (file) => grown[file] ?? Number.NaN);
    expect(past.find((result) => result.name.endsWith('waiting'))).toMatchObject({ bytes: 266 * kB, over: true });
  });
});
