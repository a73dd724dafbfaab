import { describe, expect, it } from 'vitest';
import { countLabel } from './plural.ts';

describe('countLabel', () => {
  it('agrees the word with the count', () => {
    expect(countLabel(1, 'pedido', 'pedidos')).toBe('1 pedido');
    expect(countLabel(0, 'pedido', 'pedidos')).toBe('0 pedidos');
    expect(countLabel(2, 'promoción', 'promociones')).toBe('2 promociones');
  });
});
