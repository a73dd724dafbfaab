import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hasLegacySecrets, moveLegacySecrets } from './legacy-secrets.ts';
import { firstSealedSecret } from './partner-secrets.queries.ts';
import { partnerSecretContext } from './partner-secrets.ts';
import { SecretOpenError } from './secret-box.ts';
import { resolveSecretBox } from './secrets-key.ts';

type Source = { SECRETS_KEY?: string; DATABASE_URL?: string; dataDir: string };

/** Other modules holding sealed rows (WhatsApp session keys) register a check here. */
export type SealedValuesCheck = (db: Db) => Promise<boolean>;

/**
 * At start: find the key, make sure it opens what is stored (a wrong SECRETS_KEY stops the start
 * instead of failing on first use), and seal any plain-text secrets left by older versions.
 */
export const setupSecrets = async (
  source: Source,
  db: Db,
  log: FastifyBaseLogger,
  checks: SealedValuesCheck[] = [],
) => {
  const hasSealedValues = async () => {
    if ((await firstSealedSecret(db)) || (await hasLegacySecrets(db))) return true;
    for (const check of checks) if (await check(db)) return true;
    return false;
  };
  const resolved = await resolveSecretBox(source, hasSealedValues);
  if (!resolved.box.available) return resolved;
  const sample = await firstSealedSecret(db);
  if (sample) {
    try {
      resolved.box.open(sample.sealed, partnerSecretContext(sample.partnerId, sample.name));
    } catch (error) {
      if (!(error instanceof SecretOpenError)) throw error;
      throw new ConfigError(
        'The secrets key does not open the stored secrets: set SECRETS_KEY to the key they were sealed with.',
      );
    }
  }
  await moveLegacySecrets(db, resolved.box, log);
  return resolved;
};
