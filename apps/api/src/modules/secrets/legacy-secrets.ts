import { partnerSecretNames } from '@backoffice/shared';
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';
import { upsertSealedSecret } from './partner-secrets.queries.ts';
import { partnerSecretContext } from './partner-secrets.ts';
import type { SecretBox } from './secret-box.ts';

/** Older versions named the gateway credentials generically, and kept WhatsApp Cloud API ones that QR linking no longer uses. */
const legacyNames: Record<string, string> = {
  paymentSecretKey: 'mercadoPagoAccessToken',
  paymentPublicKey: 'mercadoPagoPublicKey',
};

const withLegacySecrets = (db: Db) =>
  db
    .select({ id: partners.id, legacy: partners.legacySecrets })
    .from(partners)
    .where(ne(partners.legacySecrets, sql`'{}'::jsonb`));

export const hasLegacySecrets = async (db: Db) => (await withLegacySecrets(db).limit(1)).length > 0;

/** Seals the plain-text credentials of older versions into partner_secrets and empties the old column. */
export const moveLegacySecrets = async (db: Db, box: SecretBox, log: FastifyBaseLogger) => {
  for (const row of await withLegacySecrets(db)) {
    await db.transaction(async (tx) => {
      for (const [oldName, value] of Object.entries(row.legacy)) {
        const name = legacyNames[oldName] ?? oldName;
        if (!(partnerSecretNames as readonly string[]).includes(name) || !value) {
          log.warn({ partnerId: row.id, name: oldName }, 'dropping a legacy secret no feature uses');
          continue;
        }
        await upsertSealedSecret(tx, row.id, name, box.seal(value, partnerSecretContext(row.id, name)));
      }
      await tx.update(partners).set({ legacySecrets: {} }).where(eq(partners.id, row.id));
    });
    log.info({ partnerId: row.id }, 'sealed the legacy plain-text secrets');
  }
};
