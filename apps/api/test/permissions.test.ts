import { randomUUID } from 'node:crypto';
import { partnerMay, partnerPermissions } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';

/**
 * The permission table of docs/decisions (partner admins vs members) against the routes as registered: every
 * route a partner account can call names its action, and the guard answers each role as the table says.
 */
let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  ({
    t,
    headers: { admin, member },
  } = await startWithTenants(['admin', 'member']));
});
afterAll(() => t.close());

const partnerRoutes = () =>
  t.app.routeAccess.filter(
    (route) => !route.url.startsWith('/api/auth/') && (route.types.length === 0 || route.types.includes('partner')),
  );
const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:\w+/g, randomUUID()),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('partner permission table', () => {
  it('every route a partner can call names an action of the table', () => {
    const routes = partnerRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const unnamed = routes.filter((route) => !route.partnerAction || !(route.partnerAction in partnerPermissions));
    expect(unnamed.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('members are refused exactly the actions the table keeps for admins; admins never', async () => {
    const wrong: string[] = [];
    for (const route of partnerRoutes()) {
      const action = route.partnerAction!;
      const asMember = await call(route, member);
      const asAdmin = await call(route, admin);
      const memberRefused = asMember.statusCode === 403 && asMember.json().error.code === 'forbidden';
      if (memberRefused === partnerMay('member', action)) wrong.push(`member ${route.method} ${route.url}`);
      if (asAdmin.statusCode === 403) wrong.push(`admin ${route.method} ${route.url}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the refusal is in Spanish and names no data', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/companies', headers: member, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Tu cuenta de despacho no tiene permiso para esto; pídeselo a un administrador.',
    );
  });
});
