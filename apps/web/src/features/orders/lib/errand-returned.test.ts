import { describe, expect, it } from 'vitest';
import { returnedLabel } from './errand-returned.ts';

const at = '2026-11-26T01:00:00.000Z';

describe('returnedLabel', () => {
  it('names the rider and the reason a delivery failed', () => {
    expect(returnedLabel({ kind: 'failed', reason: 'no_answer', riderName: 'Miguel Torres', at })).toBe(
      'Devuelto por Miguel Torres · no se pudo entregar: no contestó',
    );
  });

  it('names the rider and the reason an offer was declined', () => {
    expect(returnedLabel({ kind: 'declined', reason: 'too_far', riderName: 'Sofía Díaz', at })).toBe(
      'Devuelto por Sofía Díaz · rechazó: me queda lejos',
    );
  });

  it('says an offer expired unanswered', () => {
    expect(returnedLabel({ kind: 'expired', reason: null, riderName: 'Luis Gómez', at })).toBe(
      'Oferta vencida · Luis Gómez no contestó a tiempo',
    );
  });

  it('still reads without a name or with an unknown reason', () => {
    expect(returnedLabel({ kind: 'declined', reason: 'nuevo', riderName: null, at })).toBe(
      'Devuelto por el repartidor · rechazó',
    );
  });
});
