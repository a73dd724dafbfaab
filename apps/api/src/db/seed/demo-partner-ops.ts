import type { ExpenseCategory } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { bases, expenses, joinRequests, riders } from '../schema/index.ts';
import { createAccount } from './factories.ts';

type DemoPartner = { partner: { id: string }; companies: { id: string }[]; password: string };

/** Partner operations of the demo: one more member of the team and three pending join requests. */
export const seedPartnerOps = async (db: Db, { partner, companies, password }: DemoPartner) => {
  await createAccount(db, {
    email: 'socio3@demo.test',
    name: 'Lucía (despacho)',
    password,
    type: 'partner',
    partnerId: partner.id,
    role: 'member',
    listenFor: [companies[0].id],
  });
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await db.insert(joinRequests).values([
    {
      partnerId: partner.id,
      kind: 'company',
      name: 'Birria Don Lalo',
      contact: 'Eduardo Ramírez',
      email: 'lalo@birria.test',
      phone: '+523312345601',
      address: 'Av. Vallarta 1200, Guadalajara',
      message: 'Vendemos birria de res los fines de semana y queremos entregar a domicilio.',
      ip: 'demo',
      createdAt: hoursAgo(30),
    },
    {
      partnerId: partner.id,
      kind: 'company',
      name: 'Café La Perla',
      contact: 'Mariana Solís',
      email: 'mariana@laperla.test',
      phone: '+523312345602',
      address: 'Calle Libertad 455, Guadalajara',
      message: '',
      ip: 'demo',
      createdAt: hoursAgo(5),
    },
    {
      partnerId: partner.id,
      kind: 'rider',
      name: 'Jorge Castillo',
      contact: 'Jorge Castillo',
      email: 'jorge.castillo@correo.test',
      phone: '+523312345603',
      address: 'Col. Americana, Guadalajara',
      message: 'Tengo moto propia y disponibilidad por las tardes.',
      ip: 'demo',
      createdAt: hoursAgo(1),
    },
  ]);
};

type DemoExpense = [
  daysAgo: number,
  concept: string,
  category: ExpenseCategory,
  pesos: number,
  link: 'base' | 'rider' | null,
];

// Two months of a small operation: fuel and repairs per rider, wages and rent per base, some advertising.
const demoExpenses: DemoExpense[] = [
  [2, 'Gasolina de motos', 'combustible', 1_250, 'rider'],
  [4, 'Cambio de aceite', 'mantenimiento', 680, 'rider'],
  [6, 'Anuncios en redes sociales', 'publicidad', 2_000, null],
  [8, 'Gasolina de motos', 'combustible', 1_180, 'rider'],
  [10, 'Renta de la base Centro', 'renta', 9_500, 'base'],
  [12, 'Sueldo de despacho (quincena)', 'sueldos', 7_800, 'base'],
  [15, 'Llanta trasera', 'mantenimiento', 1_450, 'rider'],
  [17, 'Gasolina de motos', 'combustible', 1_320, 'rider'],
  [20, 'Volantes impresos', 'publicidad', 850, null],
  [24, 'Papelería y cinta', 'otros', 260, 'base'],
  [27, 'Sueldo de despacho (quincena)', 'sueldos', 7_800, 'base'],
  [31, 'Gasolina de motos', 'combustible', 1_210, 'rider'],
  [34, 'Renta de la base Centro', 'renta', 9_500, 'base'],
  [37, 'Frenos', 'mantenimiento', 920, 'rider'],
  [40, 'Gasolina de motos', 'combustible', 1_275, 'rider'],
  [43, 'Sueldo de despacho (quincena)', 'sueldos', 7_800, 'base'],
  [46, 'Anuncios en redes sociales', 'publicidad', 1_500, null],
  [50, 'Gasolina de motos', 'combustible', 1_140, 'rider'],
  [54, 'Cascos para repartidores', 'otros', 1_600, null],
  [58, 'Sueldo de despacho (quincena)', 'sueldos', 7_800, 'base'],
];

/** Twenty expenses over the last two months, linked to the demo partner's first base and own riders. */
export const seedDemoExpenses = async (db: Db, partnerId: string) => {
  const [base] = await db.select().from(bases).where(eq(bases.partnerId, partnerId)).limit(1);
  const ownRiders = await db.select().from(riders).where(eq(riders.partnerId, partnerId));
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  await db.insert(expenses).values(
    demoExpenses.map(([back, concept, category, pesos, link], index) => ({
      partnerId,
      date: day(back),
      concept,
      category,
      amount: pesos * 100,
      baseId: link === 'base' ? (base?.id ?? null) : null,
      riderId: link === 'rider' && ownRiders.length > 0 ? ownRiders[index % ownRiders.length].id : null,
      notes: '',
    })),
  );
};
