import type { FleetProfile, FleetProfileBody } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveriesProviders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

type ProviderRow = typeof deliveriesProviders.$inferSelect;

const toProfile = (row: ProviderRow): FleetProfile => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  city: row.city,
  state: row.state,
  email: row.email,
  logo: row.logo,
  code: row.code,
});

export const fleetProfile = async (db: Db, providerId: string) => {
  const [row] = await db.select().from(deliveriesProviders).where(eq(deliveriesProviders.id, providerId));
  if (!row) throw notFound('No encontramos tu flota.');
  return toProfile(row);
};

export const updateFleetProfile = async (db: Db, providerId: string, body: FleetProfileBody) => {
  const [row] = await db
    .update(deliveriesProviders)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(deliveriesProviders.id, providerId))
    .returning();
  if (!row) throw notFound('No encontramos tu flota.');
  return toProfile(row);
};
