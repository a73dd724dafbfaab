import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { accounts, companies, riders } from '../../apps/api/src/db/schema/index.ts';
import { openSession } from '../../apps/api/src/modules/auth/auth.service.ts';
import { openRiderSession } from '../../apps/api/src/modules/rider-app/rider-session.ts';

/**
 * The partner of `shopId` with a dispatcher's sign-in (the map's listener) and `count` riders on shift, each with
 * an open rider session: the cookies bench:riders and riders-cpu.ts post positions with.
 */
export const seedRiders = async (database: Database, shopId: string, count: number) => {
  const [{ partnerId }] = await database.db
    .select({ partnerId: companies.partnerId })
    .from(companies)
    .where(eq(companies.id, shopId));
  const [first] = await database.db.select().from(accounts).limit(1);
  const [admin] = await database.db
    .insert(accounts)
    .values({
      email: 'despacho@bench.test',
      name: 'Despacho',
      passwordHash: first.passwordHash,
      type: 'partner',
      partnerId,
      role: 'admin',
    })
    .returning();
  const session = await openSession(database.db, admin.id, 24, { ip: '127.0.0.1', userAgent: 'bench' });
  const riderRows = await database.db
    .insert(riders)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Repartidor ${index + 1}`,
        phone: `+5233${String(10_000_000 + index).slice(-8)}`,
        partnerId,
        onShift: true,
      })),
    )
    .returning({ id: riders.id });
  const cookies: string[] = [];
  for (const rider of riderRows) {
    const { token } = await openRiderSession(database.db, rider.id, { ip: '127.0.0.1' });
    cookies.push(`bo_rider=${token}`);
  }
  return { partnerId, partnerCookie: `bo_session=${session.token}`, cookies };
};
