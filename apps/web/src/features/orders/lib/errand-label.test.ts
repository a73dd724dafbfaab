import { describe, expect, it } from 'vitest';
import { dropoffArea, errandHeading, newErrandText } from './errand-label.ts';

const errand = {
  number: 7,
  pickup: { name: 'Tacos El Güero', address: 'Av. Chapultepec 100' },
  dropoff: { address: 'Av. Vallarta 2300, Arcos' },
};

describe('errand labels', () => {
  it('heads an errand with its number beside the shop', () => {
    expect(errandHeading(errand)).toBe('#7 · Tacos El Güero');
    expect(errandHeading(errand, 'Sucursal Centro')).toBe('#7 · Sucursal Centro');
    expect(errandHeading({ ...errand, pickup: { address: 'Bodega' } })).toBe('#7');
  });

  it('names the shop and the drop-off area in the new-errand toast', () => {
    expect(newErrandText(errand)).toBe('Nuevo mandado de Tacos El Güero · a Av. Vallarta');
    expect(newErrandText({ ...errand, pickup: { address: 'Bodega' } })).toBe('Nuevo mandado · a Av. Vallarta');
  });

  it('keeps the street of a drop-off without its house number', () => {
    expect(dropoffArea('Calle López Cotilla 1500, Lafayette')).toBe('Calle López Cotilla');
    expect(dropoffArea('Av. México #2300-B, Guadalajara')).toBe('Av. México');
    expect(dropoffArea('Chapalita')).toBe('Chapalita');
    expect(dropoffArea('1500')).toBe('1500');
  });
});
