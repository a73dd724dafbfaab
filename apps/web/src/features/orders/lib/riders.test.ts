import type { Rider } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { riderMatches, riderName, riderOptions } from './riders.ts';

const rider = (values: Partial<Rider> & { id: string; name: string }): Rider => ({
  phone: '3300000000',
  vehicle: 'moto',
  active: true,
  provider: null,
  onShift: true,
  activeErrands: 0,
  ...values,
});

describe('riderOptions', () => {
  it('lists active riders on shift, own first, the least busy first, with phone, vehicle and errands', () => {
    const options = riderOptions([
      rider({ id: '1', name: 'Zoe', provider: 'p1', vehicle: 'bici' }),
      rider({ id: '2', name: 'Álvaro', activeErrands: 2 }),
      rider({ id: '3', name: 'Beto', active: false }),
      rider({ id: '4', name: 'Carla', phone: '+523317000003' }),
      rider({ id: '5', name: 'Dora', onShift: false }),
    ]);
    expect(options).toEqual([
      { value: '4', label: 'Carla · 33 1700 0003 · Moto · libre' },
      { value: '2', label: 'Álvaro · 33 0000 0000 · Moto · lleva 2 mandados' },
      { value: '1', label: 'Zoe · 33 0000 0000 · Bicicleta · libre · Flotilla' },
    ]);
  });
});

describe('riderMatches', () => {
  const label = 'Álvaro · 33 1700 0003 · Moto · libre';
  it('finds a rider by name without accents or by the phone typed in any shape', () => {
    expect(riderMatches(label, 'alvaro')).toBe(true);
    expect(riderMatches(label, '3317000003')).toBe(true);
    expect(riderMatches(label, '+52 33 1700 0003')).toBe(true);
    expect(riderMatches(label, '1700')).toBe(true);
    expect(riderMatches(label, 'beto')).toBe(false);
    expect(riderMatches(label, '5599')).toBe(false);
  });
});

describe('riderName', () => {
  it('names the rider, falls back when unknown and is null without a rider', () => {
    const names = new Map([['1', 'Miguel']]);
    expect(riderName(names, '1')).toBe('Miguel');
    expect(riderName(names, '9')).toBe('Repartidor asignado');
    expect(riderName(names, null)).toBeNull();
  });
});
