import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { hashToken } from '../auth/auth.service.ts';
import { type ChannelKeyRow, insertChannelKey } from './channel-keys.queries.ts';

const KEY_PREFIX = 'bo_ch_';

/** Creates a key for a partner; the plain key exists only in this answer, the database keeps its SHA-256. */
export const createChannelKey = async (db: Db, partnerId: string, name: string) => {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertChannelKey(db, {
    partnerId,
    name,
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    keyHash: hashToken(key),
  });
  return { row, key };
};

export const toChannelKeyDto = (row: ChannelKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
