import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  companyRoutes,
  homePathFor,
  partnerRoutes,
  providerRoutes,
  routesAllowed,
  routesFor,
  routesMatching,
} from './route-table.ts';

const paths = (routes: { path: string }[]) => routes.map((route) => route.path).sort();

describe('route sets of seed section 2', () => {
  it('gives a company exactly its routes plus support', () => {
    expect(paths(companyRoutes)).toEqual(
      [
        '/payments',
        '/ads',
        '/orders',
        '/schedules',
        '/product/:id',
        '/promo/:id',
        '/reports',
        '/information',
        '/products/list',
        '/products/additions/list',
        '/products',
        '/home',
        // Seed section 7: where the payment gateway brings a paying company back.
        '/gateway/payment/redirect',
        // The customer book and the ratings (decision 052).
        '/customers',
        '/ratings',
        // Coupon codes (decision 051).
        '/coupons',
      ].sort(),
    );
    expect(paths(routesFor('company'))).toContain('/support');
    for (const type of ['company', 'partner', 'deliveries-provider'] as const) {
      expect(paths(routesFor(type))).toContain('/security');
    }
  });

  it('gives a partner exactly its routes', () => {
    expect(paths(partnerRoutes)).toEqual(
      [
        '/zones',
        '/payments',
        '/account',
        '/companies/create',
        '/companies',
        '/orders',
        '/reports',
        '/whatsapp',
        '/home',
        '/expenses',
        '/bases',
        '/schedules/:company',
        '/product/:id/:company',
        '/promo/:id/:company',
        '/products-list/:company',
        '/products-additions-list/:company',
        '/products/:company',
        '/company/:company',
        '/riders',
        '/requests',
        '/ratings',
        '/coupons',
      ].sort(),
    );
  });

  it('gives a deliveries provider account, home and riders', () => {
    expect(paths(providerRoutes)).toEqual(['/', '/account', '/riders']);
    expect(homePathFor('deliveries-provider')).toBe('/');
    expect(homePathFor('partner')).toBe('/home');
  });
});

describe('partner routes a member may not use', () => {
  it('carry the admin-only permission, so a member never sees them', () => {
    const memberPaths = paths(routesAllowed('partner', 'member'));
    for (const adminOnly of ['/whatsapp', '/expenses', '/requests', '/companies/create']) {
      expect(memberPaths).not.toContain(adminOnly);
    }
    expect(memberPaths).toEqual(expect.arrayContaining(['/home', '/orders', '/companies', '/riders', '/payments']));
    expect(paths(routesAllowed('partner', 'admin'))).toEqual(expect.arrayContaining(['/whatsapp', '/expenses']));
  });
});

describe('the routes given to React Router for an address', () => {
  const sample = (path: string) => path.replace(/:[^/]+/g, 'x1').replace(/\*$/, 'a/b');
  const chosen = (routes: { path: string }[], pathname: string) =>
    matchRoutes(
      routes.map(({ path }) => ({ path })),
      pathname,
    )?.at(-1)?.route.path;

  it('lead it to the route it picks from the whole table, for every route of every account', () => {
    for (const type of ['company', 'partner', 'deliveries-provider'] as const) {
      const table = routesFor(type);
      for (const route of table) {
        const pathname = sample(route.path);
        const matching = routesMatching(table, pathname);
        expect(matching.length, pathname).toBeLessThanOrEqual(2);
        expect(chosen(matching, pathname), pathname).toBe(chosen(table, pathname));
        expect(chosen(matching, pathname), pathname).toBe(route.path);
      }
      expect(routesMatching(table, '/no-such-screen')).toEqual([]);
    }
  });
});
