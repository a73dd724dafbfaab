import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenMapOf } from '../../../scripts/route-screens.ts';
import { routesFor } from './route-table.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const map = screenMapOf(readFileSync(path.join(web, 'src/app/routes/route-table.ts'), 'utf8'));

// The build writes this map for the server, which names the screen's code in a signed-in page (decision 061): it must
// say what the route table itself opens, or a page would name the wrong screen's code.
describe('the screen map read from the route table', () => {
  it.each([
    ['company', 'company'],
    ['partner', 'partner'],
    ['deliveries-provider', 'deliveries-provider'],
  ] as const)('lists every address with a screen of a %s account, in the route table’s order', (type, key) => {
    const withScreen = routesFor(type)
      .filter((route) => route.screen)
      .map((route) => route.path);
    expect(map[key].map((route) => route.path)).toEqual(withScreen);
    for (const route of map[key]) expect(existsSync(path.join(web, route.module)), route.module).toBe(true);
  });

  it('names each address’s own screen, also one named once and used by reference', () => {
    const moduleOf = (type: keyof typeof map, address: string) =>
      map[type].find((route) => route.path === address)?.module;
    expect(moduleOf('company', '/home')).toBe('src/features/companies/pages/company-home-page.tsx');
    expect(moduleOf('partner', '/home')).toBe('src/features/companies/pages/partner-home-page.tsx');
    expect(moduleOf('partner', '/orders')).toBe('src/features/orders/pages/partner-orders-page.tsx');
    expect(moduleOf('deliveries-provider', '/')).toBe('src/features/fleets/pages/fleet-home-page.tsx');
    expect(moduleOf('company', '/support')).toBe('src/features/support/support-page.tsx');
  });
});
