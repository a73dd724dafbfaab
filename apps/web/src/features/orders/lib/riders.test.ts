import type { Rider } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { riderName, riderOptions } from './riders.ts';

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
      rider({ id: '4', name: 'Carla' }),
      rider({ id: '5', name: 'Dora', onShift: false }),
    ]);
    expect(options).toEqual([
      { value: '4', label: 'Carla · 3300000000 · Moto · libre' },
      { value: '2', label: 'Álvaro · 3300000000 · Moto · lleva 2 mandados' },
      { value: '1', label: 'Zoe · 3300000000 · Bicicleta · libre · Flotilla' },
    ]);
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
