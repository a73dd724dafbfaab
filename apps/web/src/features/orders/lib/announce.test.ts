import { describe, expect, it } from 'vitest';
import { caughtUpMessage } from './announce.ts';

describe('caughtUpMessage', () => {
  it('agrees the verb and the noun with the count', () => {
    expect(caughtUpMessage(1)).toBe('Mientras no había conexión llegó 1 pedido nuevo.');
    expect(caughtUpMessage(2)).toBe('Mientras no había conexión llegaron 2 pedidos nuevos.');
    expect(caughtUpMessage(1, ['mandado nuevo', 'mandados nuevos'])).toBe(
      'Mientras no había conexión llegó 1 mandado nuevo.',
    );
  });
});
