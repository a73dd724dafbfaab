import { describe, expect, it } from 'vitest';
import { pesosToCents } from './money-input.ts';

describe('pesosToCents', () => {
  it('reads what people type', () => {
    expect(pesosToCents(45)).toEqual({ cents: 4500 });
    expect(pesosToCents(19.99)).toEqual({ cents: 1999 });
    expect(pesosToCents('$1,250.50')).toEqual({ cents: 125050 });
    expect(pesosToCents('45,5')).toEqual({ cents: 4550 });
    expect(pesosToCents('0')).toEqual({ cents: 0 });
  });

  it('explains what is wrong in Spanish', () => {
    expect(pesosToCents('')).toEqual({ error: 'Escribe el precio' });
    expect(pesosToCents('gratis')).toEqual({ error: 'Escribe el precio con números (ej. 45.50)' });
    expect(pesosToCents(-1)).toEqual({ error: 'El precio no puede ser negativo' });
    expect(pesosToCents('1.005')).toEqual({ error: 'Usa como máximo dos decimales' });
  });
});
