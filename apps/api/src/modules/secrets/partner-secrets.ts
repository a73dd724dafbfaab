import type { PartnerSecretHint, PartnerSecretName, PartnerSecretsBody } from '@backoffice/shared';
import { partnerSecretNames } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import {
  deleteSealedSecret,
  findSealedSecret,
  listSealedSecrets,
  upsertSealedSecret,
} from './partner-secrets.queries.ts';
import type { SecretBox } from './secret-box.ts';

/** Binds a sealed value to its partner and name: copied onto another row it does not open. */
export const partnerSecretContext = (partnerId: string, name: string) => `partner:${partnerId}:${name}`;

/** Shorter values would be half given away by their last four characters. */
const HINT_MIN_LENGTH = 8;

/** The one way other modules read a credential (payments: Mercado Pago; null when not set). */
export const readPartnerSecret = async (
  db: Db,
  box: SecretBox,
  partnerId: string,
  name: PartnerSecretName,
): Promise<string | null> => {
  const row = await findSealedSecret(db, partnerId, name);
  return row ? box.openText(row.sealed, partnerSecretContext(partnerId, name)) : null;
};

/** Which secrets are set, with their last four characters: what the API may say about them. */
export const describePartnerSecrets = async (
  db: Db,
  box: SecretBox,
  partnerId: string,
): Promise<PartnerSecretHint[]> => {
  const rows = await listSealedSecrets(db, partnerId);
  const known = new Set<string>(partnerSecretNames);
  return rows
    .filter((row) => known.has(row.name))
    .map((row) => {
      const value = box.openText(row.sealed, partnerSecretContext(partnerId, row.name));
      return {
        name: row.name as PartnerSecretName,
        last4: value.length >= HINT_MIN_LENGTH ? value.slice(-4) : null,
        updatedAt: row.updatedAt.toISOString(),
      };
    });
};

/** A value replaces the secret, null removes it, an absent name leaves it; all or nothing. */
export const writePartnerSecrets = (db: Db, box: SecretBox, partnerId: string, body: PartnerSecretsBody) =>
  db.transaction(async (tx) => {
    for (const name of partnerSecretNames) {
      const value = body[name];
      if (value === null) await deleteSealedSecret(tx, partnerId, name);
      else if (value !== undefined)
        await upsertSealedSecret(tx, partnerId, name, box.seal(value, partnerSecretContext(partnerId, name)));
    }
  });
