import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerSecrets } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const listSealedSecrets = (db: Db, partnerId: string) =>
  db.select().from(partnerSecrets).where(eq(partnerSecrets.partnerId, partnerId)).orderBy(partnerSecrets.name);

export const findSealedSecret = async (db: Db, partnerId: string, name: string) => {
  const [row] = await db
    .select()
    .from(partnerSecrets)
    .where(and(eq(partnerSecrets.partnerId, partnerId), eq(partnerSecrets.name, name)));
  return row;
};

export const upsertSealedSecret = (db: Db | Tx, partnerId: string, name: string, sealed: string) =>
  db
    .insert(partnerSecrets)
    .values({ partnerId, name, sealed })
    .onConflictDoUpdate({
      target: [partnerSecrets.partnerId, partnerSecrets.name],
      set: { sealed, updatedAt: sql`now()` },
    });

export const deleteSealedSecret = (db: Db | Tx, partnerId: string, name: string) =>
  db.delete(partnerSecrets).where(and(eq(partnerSecrets.partnerId, partnerId), eq(partnerSecrets.name, name)));

export const firstSealedSecret = async (db: Db) => {
  const [row] = await db.select().from(partnerSecrets).limit(1);
  return row;
};
