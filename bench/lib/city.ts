import type { Database } from '../../apps/api/src/db/client.ts';
import { accounts } from '../../apps/api/src/db/schema/index.ts';
import { createAccount, createPartner } from '../../apps/api/src/db/seed/factories.ts';
import { openSession } from '../../apps/api/src/modules/auth/auth.service.ts';
import { createChannelKey } from '../../apps/api/src/modules/channel-keys/channel-keys.service.ts';
import { BENCH_PASSWORD, seedCompany } from './setup.ts';

/** One screen: the session cookie it connects with, and whose it is. */
export type Screen = { cookie: string; kind: 'company' | 'partner'; companyId?: string };
export type City = {
  key: string;
  shops: { id: string; intakeBody: unknown }[];
  /** Company screens: `screensOf[i]` sockets of company i. */
  screens: Screen[];
  screensOf: number[];
  partnerScreens: Screen[];
  /** How many partner screens follow company i. */
  followersOf: number[];
};

/** A repeatable pseudo-random sequence, so every run seeds the same city. */
export const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const session = async (database: Database, accountId: string) =>
  `bo_session=${(await openSession(database.db, accountId, 24, { ip: '127.0.0.1', userAgent: 'bench' })).token}`;

/**
 * A city: `companies` companies of one partner, each with one company account and 1–6 screens (sessions)
 * until `sockets` screens in all, and `partners` partner members following `followMin`–`followMax`
 * companies each, one screen apiece. Accounts share one password hash (hashing is slow and not measured).
 */
export const seedCity = async (
  database: Database,
  size: { companies: number; sockets: number; partners: number; followMin: number; followMax: number },
) => {
  const random = seeded(42);
  const partner = await createPartner(database.db, { name: 'Socio de la ciudad' });
  const shops: City['shops'] = [];
  for (let index = 0; index < size.companies; index++) {
    const { company, intakeBody } = await seedCompany(database, partner.id, `Comercio ${index + 1}`);
    shops.push({ id: company.id, intakeBody });
  }
  const first = await createAccount(database.db, {
    email: 'ciudad-0@bench.test',
    password: BENCH_PASSWORD,
    type: 'company',
    companyId: shops[0].id,
  });
  const companyAccounts = await database.db
    .insert(accounts)
    .values(
      shops.slice(1).map((shop, index) => ({
        email: `ciudad-${index + 1}@bench.test`,
        name: `Comercio ${index + 2}`,
        passwordHash: first.passwordHash,
        type: 'company' as const,
        companyId: shop.id,
      })),
    )
    .returning({ id: accounts.id });
  const companyAccountIds = [first.id, ...companyAccounts.map((row) => row.id)];

  // 1–6 screens per company, scaled so that they add up to `sockets`.
  const wanted = shops.map(() => 1 + Math.floor(random() * 6));
  const total = wanted.reduce((sum, count) => sum + count, 0);
  const screensOf = wanted.map((count) => Math.max(1, Math.round((count * size.sockets) / total)));
  // Rounding leaves the sum a few off: one more or one less screen at companies in turn (each keeps one at least).
  let difference = Math.max(size.sockets, shops.length) - screensOf.reduce((sum, count) => sum + count, 0);
  for (let index = 0; difference !== 0; index = (index + 1) % screensOf.length) {
    if (difference > 0) {
      screensOf[index] += 1;
      difference -= 1;
    } else if (screensOf[index] > 1) {
      screensOf[index] -= 1;
      difference += 1;
    }
  }
  const screens: Screen[] = [];
  for (const [index, count] of screensOf.entries()) {
    for (let screen = 0; screen < count; screen++) {
      screens.push({
        cookie: await session(database, companyAccountIds[index]),
        kind: 'company',
        companyId: shops[index].id,
      });
    }
  }

  const followersOf = shops.map(() => 0);
  const partnerScreens: Screen[] = [];
  for (let index = 0; index < size.partners; index++) {
    const count = size.followMin + Math.floor(random() * (size.followMax - size.followMin + 1));
    const follows = new Set<number>();
    while (follows.size < Math.min(count, shops.length)) follows.add(Math.floor(random() * shops.length));
    for (const shop of follows) followersOf[shop]++;
    const [member] = await database.db
      .insert(accounts)
      .values({
        email: `socio-${index}@bench.test`,
        name: `Operador ${index}`,
        passwordHash: first.passwordHash,
        type: 'partner',
        partnerId: partner.id,
        role: 'member',
        listenFor: [...follows].map((shop) => shops[shop].id),
      })
      .returning({ id: accounts.id });
    partnerScreens.push({ cookie: await session(database, member.id), kind: 'partner' });
  }
  const { key } = await createChannelKey(database.db, partner.id, 'Bench ciudad');
  return { key, shops, screens, screensOf, partnerScreens, followersOf } satisfies City;
};
