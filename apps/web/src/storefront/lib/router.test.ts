import { describe, expect, it } from 'vitest';
import { matchRoute, paths } from './router.ts';

describe('storefront addresses', () => {
  it('reads the four screens and sends everything else to the 404 page', () => {
    expect(matchRoute('/t/tacos-el-guero')).toEqual({ name: 'company', slug: 'tacos-el-guero' });
    expect(matchRoute('/t/tacos-el-guero/')).toEqual({ name: 'company', slug: 'tacos-el-guero' });
    expect(matchRoute('/t/tacos-el-guero/confirmar')).toEqual({ name: 'checkout', slug: 'tacos-el-guero' });
    expect(matchRoute('/t/tacos-el-guero/pedido/AbC_12-x')).toEqual({
      name: 'tracking',
      slug: 'tacos-el-guero',
      token: 'AbC_12-x',
    });
    expect(matchRoute('/c/guadalajara')).toEqual({ name: 'city', slug: 'guadalajara' });
    for (const path of ['/', '/t', '/t/', '/t/a/b', '/c/a/b', '/t/a/pedido', '/orders', '/t/%E0%A4%A']) {
      expect(matchRoute(path), path).toEqual({ name: 'not-found' });
    }
  });

  it('writes links that read back the same', () => {
    expect(matchRoute(paths.tracking('tacos', 'a/b c'))).toEqual({ name: 'tracking', slug: 'tacos', token: 'a/b c' });
    expect(matchRoute(paths.checkout('tacos'))).toEqual({ name: 'checkout', slug: 'tacos' });
    expect(matchRoute(paths.city('gdl'))).toEqual({ name: 'city', slug: 'gdl' });
  });
});
