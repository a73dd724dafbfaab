import { describe, expect, it } from 'vitest';
import { checkFields, landingPath, PASSWORD_MISSING } from './sign-in.ts';

describe('the sign-in page', () => {
  it("checks the fields as the back-office's forms did, in Spanish", () => {
    expect(checkFields('', '')).toEqual({ email: 'Escribe un correo válido', password: PASSWORD_MISSING });
    expect(checkFields('empresa@demo', 'x')).toEqual({ email: 'Escribe un correo válido', password: null });
    expect(checkFields('  empresa@demo.test ', 'x')).toEqual({ email: null, password: null });
    // A password is what the person wrote, spaces included: never trimmed, never judged here.
    expect(checkFields('empresa@demo.test', ' ')).toEqual({ email: null, password: null });
  });

  it('goes to the saved address of this site, else to the account’s home', () => {
    const company = { type: 'company' } as const;
    expect(landingPath('/products/list?buscar=taco', company)).toBe('/products/list?buscar=taco');
    expect(landingPath(null, company)).toBe('/home');
    expect(landingPath(null, { type: 'partner' })).toBe('/home');
    expect(landingPath(null, { type: 'deliveries-provider' })).toBe('/');
    // Never back to the sign-in, never off the site, never anything but a path.
    for (const saved of [
      '/login',
      '/login?x=1',
      '/login/',
      '//otro.mx/home',
      '/\\otro.mx',
      'https://otro.mx',
      42,
      {},
    ]) {
      expect(landingPath(saved, company), String(saved)).toBe('/home');
    }
    expect(landingPath('/login-ayuda', company)).toBe('/login-ayuda');
  });
});
