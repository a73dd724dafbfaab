import { describe, expect, it } from 'vitest';
import { slugError, toSlug } from './slug.ts';

describe('short address (slug)', () => {
  it('turns what people type into a valid address', () => {
    expect(toSlug('Tacos El Güero')).toBe('tacos-el-guero');
    expect(toSlug('  Doña Chuy!! ')).toBe('dona-chuy-');
    expect(slugError(toSlug('Tacos El Güero'))).toBeNull();
  });

  it('explains in Spanish what the API refuses', () => {
    expect(slugError('ab')).toBe('La dirección corta tiene al menos 3 caracteres');
    expect(slugError('tacos--guero')).toBe('Usa solo letras minúsculas, números y guiones');
    expect(slugError('tacos-')).toBe('Usa solo letras minúsculas, números y guiones');
    expect(slugError('guadalajara')).toBeNull();
  });
});
