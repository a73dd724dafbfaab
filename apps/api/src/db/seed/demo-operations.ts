import type { Db } from '../client.ts';
import { boxPolygon, createBase, createRider, createZone } from './factories.ts';

type Ids = { partnerId: string; providerId: string; companyIds: string[] };

/**
 * The partner's day-to-day: 2 bases, 8 riders (6 own, two of them on a base; 2 of the demo fleet)
 * and 3 delivery zones over Guadalajara with different fees; the metropolitan zone overlaps the
 * two smaller ones, which win inside them.
 */
export const seedOperations = async (db: Db, { partnerId, providerId, companyIds }: Ids) => {
  const centro = await createBase(db, {
    partnerId,
    name: 'Base Centro',
    address: 'Av. Juárez 200, Centro, Guadalajara',
    lat: 20.6755,
    lng: -103.3496,
    phone: '+523336140000',
  });
  await createBase(db, {
    partnerId,
    name: 'Base Chapalita',
    address: 'Av. Guadalupe 1100, Chapalita, Zapopan',
    lat: 20.6669,
    lng: -103.4008,
    phone: '+523331210000',
  });

  const own = [
    {
      name: 'Miguel Torres',
      phone: '+523317000001',
      vehicle: 'moto',
      plate: 'JAL-123-A',
      onShift: true,
      baseId: centro.id,
    },
    { name: 'Sofía Díaz', phone: '+523317000002', vehicle: 'bici', onShift: true, baseId: centro.id },
    { name: 'Jorge Ramírez', phone: '+523317000003', vehicle: 'moto', plate: 'JAL-456-B', onShift: true },
    { name: 'Karla Hernández', phone: '+523317000004', vehicle: 'auto', plate: 'JKL-9876', onShift: false },
    { name: 'Andrés Vega', phone: '+523317000005', vehicle: 'pie', onShift: false },
    {
      name: 'Lucía Flores',
      phone: '+523317000006',
      vehicle: 'moto',
      active: false,
      notes: 'De vacaciones hasta fin de mes',
    },
  ];
  for (const rider of own) await createRider(db, { partnerId, ...rider });
  for (const [name, phone] of [
    ['Luis Gómez', '+523319000001'],
    ['Rosa Martínez', '+523319000002'],
  ]) {
    await createRider(db, { name, phone, providerId, vehicle: 'moto', onShift: true });
  }

  await createZone(
    db,
    {
      partnerId,
      name: 'Centro',
      color: '#0F63A6',
      deliveryFee: 2500,
      minimumOrder: 8000,
      minutes: 25,
      geometry: boxPolygon([-103.362, 20.665, -103.335, 20.688]),
    },
    companyIds,
  );
  await createZone(
    db,
    {
      partnerId,
      name: 'Americana y Chapultepec',
      color: '#2f9e44',
      deliveryFee: 3500,
      minimumOrder: 10000,
      minutes: 30,
      geometry: boxPolygon([-103.392, 20.662, -103.362, 20.69]),
    },
    companyIds,
  );
  await createZone(
    db,
    {
      partnerId,
      name: 'Zona metropolitana',
      color: '#f05112',
      deliveryFee: 5500,
      minimumOrder: 15000,
      minutes: 50,
      geometry: boxPolygon([-103.45, 20.6, -103.28, 20.75]),
    },
    companyIds,
  );
};
