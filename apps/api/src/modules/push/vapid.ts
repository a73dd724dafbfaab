import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverKeys } from '../../db/schema/index.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const VAPID_ROW = 'vapid';
const DEFAULT_SUBJECT = 'mailto:soporte@backoffice.invalid';

/**
 * The VAPID pair from the environment, or else the one kept in the database: the first process to start
 * generates it and every later process (and restart) reads the same pair, so subscriptions stay valid.
 */
export const loadVapidKeys = async (db: Db, config: Config): Promise<VapidKeys> => {
  const subject =
    config.VAPID_SUBJECT ?? (config.PUBLIC_URL?.startsWith('https:') ? config.PUBLIC_URL : DEFAULT_SUBJECT);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: VAPID_ROW, value: { publicKey: generated.publicKey, privateKey: generated.privateKey } })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, VAPID_ROW));
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey, subject };
};
