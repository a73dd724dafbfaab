import { DEFAULT_TIMEZONE, zonedParts } from '@backoffice/shared';
import { and, asc, eq } from 'drizzle-orm';
import { nextErrandNumber } from '../../modules/errands/errands.queries.ts';
import type { Db } from '../client.ts';
import { errandStatusHistory, errands, fleetLinks, riders } from '../schema/index.ts';
import { createProvider, createRider } from './factories.ts';

type Company = { id: string; name: string; address: string; partnerId: string };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The longest "today" story below: the delivered errand, created 70 minutes ago. */
const TODAY_STORY_MINUTES = 71;

/**
 * How much to shrink today's errand times so that all of them fall on today in the demo's time zone: seeded just
 * after local midnight, "70 minutes ago" would be yesterday and the fleet's board of today would be empty.
 */
export const todayScale = (now = new Date()) => {
  const { minutes } = zonedParts(now, DEFAULT_TIMEZONE);
  const secondsToday = minutes * 60 + now.getUTCSeconds();
  return Math.min(1, Math.max(0, (secondsToday - 5) / 60 / TODAY_STORY_MINUTES));
};

/**
 * The fleets' demo (decision 020): the demo fleet linked to the demo partner, with 4 riders (2 on shift) carrying 3 errands of the
 * demo companies in different states; a second fleet, not linked, whose riders the demo partner must not see
 * (returned, for its sign-in).
 */
export const seedFleets = async (
  db: Db,
  { partnerId, providerId, companies }: { partnerId: string; providerId: string; companies: Company[] },
) => {
  await db
    .insert(fleetLinks)
    .values({ partnerId, providerId, status: 'active', respondedAt: minutesAgo(60 * 24 * 30) });
  await createRider(db, { name: 'Jorge Ledesma', phone: '+523319000003', providerId, vehicle: 'bici', onShift: false });
  await createRider(db, {
    name: 'Patricia Salas',
    phone: '+523319000004',
    providerId,
    vehicle: 'auto',
    onShift: false,
  });
  // The two on-shift riders seedOperations gave the fleet carry today's errands.
  const [luis, rosa] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.providerId, providerId), eq(riders.onShift, true)))
    .orderBy(asc(riders.name));

  const plan = [
    { company: companies[0], rider: luis, status: 'assigned', dropoff: 'Av. Chapultepec 120, Americana', minutes: 12 },
    {
      company: companies[1],
      rider: rosa,
      status: 'on_the_way',
      dropoff: 'Calle López Cotilla 1500, Lafayette',
      minutes: 25,
    },
    { company: companies[0], rider: rosa, status: 'delivered', dropoff: 'Av. Vallarta 2300, Arcos', minutes: 70 },
  ] as const;
  const path = {
    assigned: ['pending', 'assigned'],
    on_the_way: ['pending', 'assigned', 'on_the_way'],
    delivered: ['pending', 'assigned', 'on_the_way', 'delivered'],
  };
  const scale = todayScale();
  for (const item of plan) {
    const createdAt = minutesAgo(item.minutes * scale);
    const [errand] = await db
      .insert(errands)
      .values({
        companyId: item.company.id,
        partnerId,
        number: nextErrandNumber(item.company.id, partnerId),
        status: item.status,
        pickup: { name: item.company.name, address: item.company.address || 'Guadalajara' },
        dropoff: { address: item.dropoff },
        amountToCollect: item.status === 'delivered' ? 18500 : 0,
        fee: 4500,
        riderId: item.rider.id,
        channel: 'demo',
        createdAt,
        updatedAt: minutesAgo(Math.max(item.minutes - 20, 1) * scale),
      })
      .returning();
    const steps = path[item.status];
    await db.insert(errandStatusHistory).values(
      steps.map((to, index) => ({
        errandId: errand.id,
        fromStatus: index === 0 ? null : steps[index - 1],
        toStatus: to,
        manager: index === 0 ? 'Sistema' : 'Andrea (administradora)',
        at: new Date(createdAt.getTime() + index * 7 * 60_000 * scale),
      })),
    );
  }

  const other = await createProvider(db, {
    name: 'Motos Express Zapopan',
    phone: '+523318009999',
    city: 'Zapopan',
    state: 'Jalisco',
  });
  await createRider(db, {
    name: 'Iván Torres',
    phone: '+523319000091',
    providerId: other.id,
    vehicle: 'moto',
    onShift: true,
  });
  await createRider(db, {
    name: 'Karla Núñez',
    phone: '+523319000092',
    providerId: other.id,
    vehicle: 'moto',
    onShift: true,
  });
  return other;
};
