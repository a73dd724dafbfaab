import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { channelKeys } from '../../db/schema/index.ts';

export type ChannelKeyRow = typeof channelKeys.$inferSelect;

export const insertChannelKey = async (db: Db, values: typeof channelKeys.$inferInsert) => {
  const [row] = await db.insert(channelKeys).values(values).returning();
  return row;
};

export const listChannelKeys = (db: Db, partnerId: string) =>
  db.select().from(channelKeys).where(eq(channelKeys.partnerId, partnerId)).orderBy(desc(channelKeys.createdAt));

const activeKeyByHash = preparedPerDb((db) =>
  db
    .select()
    .from(channelKeys)
    .where(and(eq(channelKeys.keyHash, sql.placeholder('keyHash')), isNull(channelKeys.revokedAt)))
    .prepare('active_channel_key_by_hash'),
);

export const findActiveKeyByHash = async (db: Db, keyHash: string) => {
  const [row] = await activeKeyByHash(db).execute({ keyHash });
  return row;
};

export const findActiveKeyByName = async (db: Db, partnerId: string, name: string) => {
  const [row] = await db
    .select()
    .from(channelKeys)
    .where(and(eq(channelKeys.partnerId, partnerId), eq(channelKeys.name, name), isNull(channelKeys.revokedAt)));
  return row;
};

export const revokeChannelKey = async (db: Db, partnerId: string, id: string) => {
  const [row] = await db
    .update(channelKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(channelKeys.id, id), eq(channelKeys.partnerId, partnerId), isNull(channelKeys.revokedAt)))
    .returning();
  return row;
};
