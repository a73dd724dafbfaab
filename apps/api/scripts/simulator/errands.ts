import type { ErrandIntake } from '@backoffice/shared';
import type { Catalogue } from './api.ts';
import { randomCustomer } from './people.ts';
import { chance, pick, randomInt } from './random.ts';

const errandNotes = [
  'Entregar paquete, frágil',
  'Llevar bolsa con documentos, entregar en mano',
  'Recoger y entregar pedido de la tienda',
  'Llevar pastel, con mucho cuidado',
  'Entregar llaves al cliente',
  'Cobrar al entregar y traer comprobante',
];

/** An errand for a company's rider: pick up at the company, drop off with a customer in Guadalajara. */
export const randomErrand = (catalogue: Catalogue): ErrandIntake => {
  const customer = randomCustomer();
  const collects = chance(0.5);
  return {
    company: catalogue.company.id,
    dropoff: {
      name: customer.name,
      address: customer.address,
      lat: customer.lat,
      lng: customer.lng,
      phone: customer.phone,
    },
    customer: { name: customer.name, phone: customer.phone, address: customer.address },
    notes: pick(errandNotes),
    amountToCollect: collects ? randomInt(8, 60) * 1000 : 0,
    fee: randomInt(7, 12) * 500,
  };
};
