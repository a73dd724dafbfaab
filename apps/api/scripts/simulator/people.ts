import { chance, pick, randomInt } from './random.ts';

/** Made-up customers and addresses in the Guadalajara metropolitan area (Jalisco). */

const firstNames = [
  'María',
  'Juan',
  'Guadalupe',
  'José',
  'Ana',
  'Luis',
  'Fernanda',
  'Carlos',
  'Sofía',
  'Miguel',
  'Daniela',
  'Jorge',
  'Valeria',
  'Alejandro',
  'Ximena',
  'Ricardo',
  'Paola',
  'Eduardo',
  'Rocío',
  'Andrés',
  'Lupita',
  'Héctor',
  'Mariana',
  'Ramón',
  'Itzel',
  'Óscar',
  'Brenda',
  'Iván',
  'Citlali',
  'Raúl',
];
const lastNames = [
  'López',
  'García',
  'Hernández',
  'Martínez',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Flores',
  'Torres',
  'Díaz',
  'Vázquez',
  'Gómez',
  'Cruz',
  'Reyes',
  'Morales',
  'Jiménez',
  'Ruiz',
  'Navarro',
  'Orozco',
  'Villaseñor',
  'Aceves',
  'Camarena',
  'Partida',
  'Íñiguez',
  'Núñez',
  'Ochoa',
  'Gutiérrez',
  'Padilla',
];

/** Real streets and neighbourhoods, with a point near each neighbourhood's centre. */
const places = [
  { street: 'Av. Chapultepec', colonia: 'Americana', city: 'Guadalajara', lat: 20.6738, lng: -103.3689 },
  { street: 'Av. Vallarta', colonia: 'Arcos Vallarta', city: 'Guadalajara', lat: 20.6745, lng: -103.3835 },
  { street: 'López Cotilla', colonia: 'Lafayette', city: 'Guadalajara', lat: 20.6717, lng: -103.3772 },
  { street: 'Av. México', colonia: 'Ladrón de Guevara', city: 'Guadalajara', lat: 20.6802, lng: -103.3795 },
  { street: 'Calle Morelos', colonia: 'Centro', city: 'Guadalajara', lat: 20.6765, lng: -103.3468 },
  { street: 'Av. Juárez', colonia: 'Centro', city: 'Guadalajara', lat: 20.6749, lng: -103.3531 },
  { street: 'Calle Libertad', colonia: 'Artesanos', city: 'Guadalajara', lat: 20.6715, lng: -103.3634 },
  { street: 'Av. Hidalgo', colonia: 'Santa Teresita', city: 'Guadalajara', lat: 20.6822, lng: -103.3644 },
  { street: 'Av. Américas', colonia: 'Providencia', city: 'Guadalajara', lat: 20.6938, lng: -103.3831 },
  { street: 'Calle Rubén Darío', colonia: 'Providencia', city: 'Guadalajara', lat: 20.6985, lng: -103.3905 },
  { street: 'Av. Patria', colonia: 'Jardines del Country', city: 'Guadalajara', lat: 20.7048, lng: -103.3788 },
  { street: 'Av. Niños Héroes', colonia: 'Moderna', city: 'Guadalajara', lat: 20.6661, lng: -103.3596 },
  { street: 'Calzada Independencia', colonia: 'Mezquitán', city: 'Guadalajara', lat: 20.6876, lng: -103.3461 },
  {
    street: 'Av. Revolución',
    colonia: 'Tlaquepaque Centro',
    city: 'San Pedro Tlaquepaque',
    lat: 20.6403,
    lng: -103.3124,
  },
  {
    street: 'Calle Independencia',
    colonia: 'Tlaquepaque Centro',
    city: 'San Pedro Tlaquepaque',
    lat: 20.6394,
    lng: -103.3107,
  },
  { street: 'Av. Guadalupe', colonia: 'Chapalita', city: 'Zapopan', lat: 20.6672, lng: -103.4006 },
  { street: 'Av. Tepeyac', colonia: 'Chapalita', city: 'Zapopan', lat: 20.6627, lng: -103.4048 },
  { street: 'Av. Ávila Camacho', colonia: 'Jardines del Bosque', city: 'Guadalajara', lat: 20.6965, lng: -103.3713 },
  { street: 'Av. La Paz', colonia: 'Obrera', city: 'Guadalajara', lat: 20.6706, lng: -103.3583 },
  { street: 'Calle Pedro Moreno', colonia: 'Americana', city: 'Guadalajara', lat: 20.6753, lng: -103.365 },
];

const references = [
  'Casa azul con portón negro',
  'Frente a la tienda de la esquina',
  'Departamento 3, tocar el timbre',
  'A un lado de la farmacia',
  'Portón café, hay un perro',
  'Edificio de ladrillo, interior 5',
  'Preguntar en la caseta',
];

/** Mobile numbers in the 33 area code (Guadalajara). */
const phone = () => `33${randomInt(10_000_000, 99_999_999)}`;

export type SimCustomer = {
  name: string;
  phone: string;
  address: string;
  lat: number;
  lng: number;
  notes?: string;
};

export const randomCustomer = (): SimCustomer => {
  const place = pick(places);
  const number = randomInt(10, 3200);
  const interior = chance(0.2) ? ` int. ${randomInt(1, 30)}` : '';
  return {
    name: `${pick(firstNames)} ${pick(lastNames)}`,
    phone: phone(),
    address: `${place.street} ${number}${interior}, ${place.colonia}, ${place.city}, Jal.`,
    // A few hundred metres around the neighbourhood's centre.
    lat: Number((place.lat + (Math.random() - 0.5) * 0.006).toFixed(6)),
    lng: Number((place.lng + (Math.random() - 0.5) * 0.006).toFixed(6)),
    ...(chance(0.4) ? { notes: pick(references) } : {}),
  };
};
