import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts } from '../schema/index.ts';
import { seedDemoAds } from './demo-ads.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedFleets } from './demo-fleets.ts';
import { seedDemoLedger } from './demo-ledger.ts';
import { seedOperations } from './demo-operations.ts';
import { seedDemoExpenses, seedPartnerOps } from './demo-partner-ops.ts';
import { seedDemoRiderApp } from './demo-rider-app.ts';
import {
  createAccount,
  createCategory,
  createCompany,
  createPartner,
  createPastOrder,
  createProduct,
  createPromo,
  createProvider,
} from './factories.ts';

export const DEMO_PASSWORD = 'demo-demo-2026';
export const demoSignIns = [
  { email: 'empresa@demo.test', type: 'company', what: 'Tacos El Güero' },
  { email: 'empresa2@demo.test', type: 'company', what: 'Tortas Ahogadas Doña Chuy' },
  { email: 'socio@demo.test', type: 'partner (admin)', what: 'escucha a los dos comercios' },
  { email: 'socio2@demo.test', type: 'partner (member)', what: 'escucha solo a empresa2' },
  { email: 'socio3@demo.test', type: 'partner (member)', what: 'escucha solo a empresa' },
  { email: 'reparto@demo.test', type: 'deliveries-provider', what: 'Reparto Tapatío' },
  { email: 'motos@demo.test', type: 'deliveries-provider', what: 'Motos Express Zapopan, sin vincular' },
] as const;

type MenuItem = { name: string; description: string; price: number; section: string };

const tacosMenu: MenuItem[] = [
  {
    name: 'Taco de asada',
    description: 'Tortilla de maíz, carne asada, cebolla y cilantro',
    price: 2800,
    section: 'Tacos',
  },
  { name: 'Taco al pastor', description: 'Cerdo adobado al trompo con piña', price: 2500, section: 'Tacos' },
  { name: 'Taco de tripa', description: 'Tripa dorada, salsa de la casa', price: 3000, section: 'Tacos' },
  { name: 'Quesataco de asada', description: 'Con costra de queso', price: 4200, section: 'Tacos' },
  {
    name: 'Gringa de pastor',
    description: 'Tortilla de harina, queso y pastor',
    price: 7500,
    section: 'Especialidades',
  },
  {
    name: 'Volcán de asada',
    description: 'Tostada con queso gratinado y asada',
    price: 4500,
    section: 'Especialidades',
  },
  { name: 'Agua de horchata (1 L)', description: 'Hecha en casa', price: 4500, section: 'Bebidas' },
  { name: 'Agua de jamaica (1 L)', description: 'Hecha en casa', price: 4500, section: 'Bebidas' },
  { name: 'Refresco de vidrio', description: '355 ml', price: 3000, section: 'Bebidas' },
];
const tacosAdditions: MenuItem[] = [
  { name: 'Queso extra', description: '', price: 1200, section: 'Extras' },
  { name: 'Guacamole', description: '', price: 1800, section: 'Extras' },
  { name: 'Cebollitas asadas', description: '', price: 900, section: 'Extras' },
];
const tortasMenu: MenuItem[] = [
  {
    name: 'Torta ahogada de carnitas',
    description: 'Birote salado, carnitas, salsa de jitomate y chile de árbol',
    price: 8500,
    section: 'Tortas',
  },
  { name: 'Torta ahogada mixta', description: 'Carnitas y cueritos', price: 9000, section: 'Tortas' },
  { name: 'Taco dorado de papa', description: 'Ahogado en salsa', price: 2200, section: 'Tacos dorados' },
  { name: 'Taco dorado de frijol', description: 'Ahogado en salsa', price: 2200, section: 'Tacos dorados' },
  { name: 'Tejuino', description: 'Con nieve de limón', price: 4000, section: 'Bebidas' },
];
const tortasAdditions: MenuItem[] = [
  { name: 'Cebolla desflemada', description: '', price: 500, section: 'Extras' },
  { name: 'Salsa extra picante', description: '', price: 700, section: 'Extras' },
];

const seedMenu = async (db: Db, companyId: string, menu: MenuItem[], additions: MenuItem[]) => {
  const extras = [];
  for (const [position, item] of additions.entries()) {
    extras.push(await createProduct(db, { companyId, kind: 'addition', position, ...item }));
  }
  const items = [];
  for (const [position, item] of menu.entries()) {
    const takesExtras = item.section !== 'Bebidas';
    items.push(
      await createProduct(db, {
        companyId,
        position,
        ...item,
        additionGroups: takesExtras
          ? [
              {
                id: `extras-${position}`,
                name: 'Extras',
                required: false,
                min: 0,
                max: extras.length,
                additions: extras.map((extra) => ({ product: extra.id })),
              },
            ]
          : [],
      }),
    );
  }
  return items;
};

const seedPastOrders = async (
  db: Db,
  company: { id: string; partnerId: string; deliveryFee: number },
  menu: Awaited<ReturnType<typeof seedMenu>>,
  howMany: number,
) => {
  const customers = [
    { name: 'María López', phone: '3311223344', address: 'Av. Vallarta 1520, Americana, Guadalajara' },
    { name: 'Juan Pérez', phone: '3322334455', address: 'Calle Morelos 85, Centro, Guadalajara' },
    { name: 'Ana Ramírez', phone: '3333445566', address: 'Av. México 2300, Ladrón de Guevara, Guadalajara' },
    { name: 'Carlos Hernández', phone: '3344556677', address: 'López Cotilla 1800, Lafayette, Guadalajara' },
  ];
  for (let index = 0; index < howMany; index++) {
    const daysAgo = 1 + (index % 20);
    const createdAt = new Date(Date.now() - daysAgo * 86_400_000 - (index % 7) * 3_600_000);
    const lines = [menu[index % menu.length], menu[(index * 3 + 1) % menu.length]].map((product, line) => ({
      product,
      quantity: 1 + ((index + line) % 3),
    }));
    await createPastOrder(db, {
      companyId: company.id,
      partnerId: company.partnerId,
      lines,
      status: index % 9 === 0 ? 'cancelled' : 'delivered',
      createdAt,
      deliveryFee: company.deliveryFee,
      customer: customers[index % customers.length],
    });
  }
};

export const isDatabaseEmpty = async (db: Db) => {
  const [{ value }] = await db.select({ value: count() }).from(accounts);
  return value === 0;
};

/** The demo data set of contract section 6. */
export const seedDemo = async (db: Db) => {
  const partner = await createPartner(db, {
    name: 'Entregas GDL',
    slug: 'guadalajara',
    city: 'Guadalajara',
    state: 'Jalisco',
    phone: '3312000000',
  });
  const tacos = await createCategory(db, { slug: 'tacos', name: 'Tacos', position: 1 });
  const tortas = await createCategory(db, { slug: 'tortas', name: 'Tortas', position: 2 });
  await createCategory(db, { slug: 'pizzas', name: 'Pizzas', position: 3 });
  await createCategory(db, { slug: 'mariscos', name: 'Mariscos', position: 4 });
  await createCategory(db, { slug: 'abarrotes', name: 'Abarrotes', position: 5 });

  const guero = await createCompany(db, {
    partnerId: partner.id,
    name: 'Tacos El Güero',
    slug: 'tacos-el-guero',
    description: 'Tacos de asada y pastor desde 1998',
    categoryId: tacos.id,
    phone: '3336150000',
    address: 'Av. Chapultepec 215, Americana, Guadalajara',
    lat: 20.6736,
    lng: -103.3701,
    deliveryFee: 3500,
    minimumOrder: 10000,
  });
  const chuy = await createCompany(db, {
    partnerId: partner.id,
    name: 'Tortas Ahogadas Doña Chuy',
    slug: 'tortas-dona-chuy',
    description: 'Las auténticas tortas ahogadas de Guadalajara',
    categoryId: tortas.id,
    phone: '3336580000',
    address: 'Calle Juárez 540, Centro, Guadalajara',
    lat: 20.6751,
    lng: -103.3494,
    deliveryFee: 3000,
  });

  const gueroMenu = await seedMenu(db, guero.id, tacosMenu, tacosAdditions);
  const chuyMenu = await seedMenu(db, chuy.id, tortasMenu, tortasAdditions);
  await createPromo(db, {
    companyId: guero.id,
    name: 'Martes de pastor: 5 tacos + agua',
    description: 'Cinco tacos al pastor y un agua de 1 L',
    price: 12900,
    activeDays: [2],
    options: [{ product: gueroMenu[1].id }, { product: gueroMenu[6].id }],
  });
  await createPromo(db, {
    companyId: guero.id,
    name: 'Combo Güero',
    description: 'Gringa de pastor, 2 tacos de asada y refresco',
    price: 14500,
    options: [{ product: gueroMenu[4].id }, { product: gueroMenu[0].id }, { product: gueroMenu[8].id }],
  });
  await createPromo(db, {
    companyId: chuy.id,
    name: 'Torta + tejuino',
    description: 'Torta ahogada de carnitas y tejuino',
    price: 11500,
    options: [{ product: chuyMenu[0].id }, { product: chuyMenu[4].id }],
  });
  await seedPastOrders(db, guero, gueroMenu, 30);
  await seedPastOrders(db, chuy, chuyMenu, 15);
  await seedDemoLedger(db, partner.id, [guero, chuy]);
  await seedDemoAds(db, [guero, chuy]);

  const provider = await createProvider(db, { name: 'Reparto Tapatío', phone: '+523318000000' });
  await seedOperations(db, { partnerId: partner.id, providerId: provider.id, companyIds: [guero.id, chuy.id] });
  const unlinkedFleet = await seedFleets(db, {
    partnerId: partner.id,
    providerId: provider.id,
    companies: [guero, chuy],
  });

  await createAccount(db, {
    email: 'empresa@demo.test',
    name: 'Güero (dueño)',
    password: DEMO_PASSWORD,
    type: 'company',
    companyId: guero.id,
  });
  await createAccount(db, {
    email: 'empresa2@demo.test',
    name: 'Doña Chuy',
    password: DEMO_PASSWORD,
    type: 'company',
    companyId: chuy.id,
  });
  await createAccount(db, {
    email: 'socio@demo.test',
    name: 'Andrea (administradora)',
    password: DEMO_PASSWORD,
    type: 'partner',
    partnerId: partner.id,
    role: 'admin',
    listenFor: [guero.id, chuy.id],
  });
  await createAccount(db, {
    email: 'socio2@demo.test',
    name: 'Roberto (despacho)',
    password: DEMO_PASSWORD,
    type: 'partner',
    partnerId: partner.id,
    role: 'member',
    listenFor: [chuy.id],
  });
  await createAccount(db, {
    email: 'reparto@demo.test',
    name: 'Reparto Tapatío',
    password: DEMO_PASSWORD,
    type: 'deliveries-provider',
    providerId: provider.id,
    role: 'admin',
  });
  await createAccount(db, {
    email: 'motos@demo.test',
    name: 'Motos Express (administración)',
    password: DEMO_PASSWORD,
    type: 'deliveries-provider',
    providerId: unlinkedFleet.id,
    role: 'admin',
  });
  await seedPartnerOps(db, { partner, companies: [guero, chuy], password: DEMO_PASSWORD });
  await seedDemoExpenses(db, partner.id);
  await seedDemoRiderApp(db);
  await seedDemoCustomers(db, [guero.id, chuy.id]);
  return { partner, companies: [guero, chuy], provider };
};
