import type { AuthenticationCreds, AuthenticationState, SignalDataSet, SignalDataTypeMap } from 'baileys';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappAuth, whatsappSessions } from '../../db/schema/index.ts';
import type { SecretBox } from '../secrets/secret-box.ts';

const CREDS_KEY = 'creds';
const context = (partnerId: string, key: string) => `whatsapp:${partnerId}:${key}`;

/** Raised when a process writes keys for a session another process has taken over. */
export class LostSessionError extends Error {}

/**
 * baileys' AuthenticationState over the whatsapp_auth table: credentials and every Signal key are
 * one row each, sealed with the secret box. Writes are fenced: they apply only while `ownerId`
 * still owns the partner's session, so a process that lost its lease cannot overwrite the new owner's keys.
 */
export const loadAuthState = async (db: Db, box: SecretBox, partnerId: string, ownerId: string) => {
  const { BufferJSON, initAuthCreds, proto } = await import('baileys');
  const encode = (key: string, value: unknown) =>
    box.seal(JSON.stringify(value, BufferJSON.replacer), context(partnerId, key));
  const decode = (key: string, sealed: string) =>
    JSON.parse(box.openText(sealed, context(partnerId, key)), BufferJSON.reviver);

  const [credsRow] = await db
    .select()
    .from(whatsappAuth)
    .where(and(eq(whatsappAuth.partnerId, partnerId), eq(whatsappAuth.key, CREDS_KEY)));
  const creds: AuthenticationCreds = credsRow ? decode(CREDS_KEY, credsRow.sealed) : initAuthCreds();

  const write = (entries: { key: string; value: unknown }[]) =>
    db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ partnerId: whatsappSessions.partnerId })
        .from(whatsappSessions)
        .where(and(eq(whatsappSessions.partnerId, partnerId), eq(whatsappSessions.ownerId, ownerId)))
        .for('update');
      if (!owned) throw new LostSessionError(`session of partner ${partnerId} is owned by another process`);
      for (const { key, value } of entries) {
        if (value === null || value === undefined) {
          await tx.delete(whatsappAuth).where(and(eq(whatsappAuth.partnerId, partnerId), eq(whatsappAuth.key, key)));
          continue;
        }
        const sealed = encode(key, value);
        await tx
          .insert(whatsappAuth)
          .values({ partnerId, key, sealed })
          .onConflictDoUpdate({
            target: [whatsappAuth.partnerId, whatsappAuth.key],
            set: { sealed, updatedAt: sql`now()` },
          });
      }
    });

  const state: AuthenticationState = {
    creds,
    keys: {
      get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
        const result: { [id: string]: SignalDataTypeMap[T] } = {};
        if (ids.length === 0) return result;
        const keys = ids.map((id) => `${type}-${id}`);
        const rows = await db
          .select()
          .from(whatsappAuth)
          .where(and(eq(whatsappAuth.partnerId, partnerId), inArray(whatsappAuth.key, keys)));
        for (const row of rows) {
          let value = decode(row.key, row.sealed);
          if (type === 'app-state-sync-key' && value) value = proto.Message.AppStateSyncKeyData.fromObject(value);
          result[row.key.slice(type.length + 1)] = value;
        }
        return result;
      },
      set: async (data: SignalDataSet) => {
        const entries: { key: string; value: unknown }[] = [];
        for (const [type, values] of Object.entries(data))
          for (const [id, value] of Object.entries(values ?? {})) entries.push({ key: `${type}-${id}`, value });
        if (entries.length > 0) await write(entries);
      },
    },
  };
  return { state, saveCreds: () => write([{ key: CREDS_KEY, value: creds }]) };
};

export const clearAuthState = (db: Db, partnerId: string) =>
  db.delete(whatsappAuth).where(eq(whatsappAuth.partnerId, partnerId));

export const hasStoredCreds = async (db: Db, partnerId: string) => {
  const rows = await db
    .select({ key: whatsappAuth.key })
    .from(whatsappAuth)
    .where(and(eq(whatsappAuth.partnerId, partnerId), eq(whatsappAuth.key, CREDS_KEY)));
  return rows.length > 0;
};

export const anyWhatsappAuth = async (db: Db) =>
  (await db.select({ key: whatsappAuth.key }).from(whatsappAuth).limit(1)).length > 0;
