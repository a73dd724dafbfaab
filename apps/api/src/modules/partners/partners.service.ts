import type { Partner, PartnerSecretsBody, PartnerUpdateBody } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { parsePushSubscription } from '../push/subscription.ts';
import { describePartnerSecrets, writePartnerSecrets } from '../secrets/partner-secrets.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { withUniqueSlug } from '../storefront/slugs.ts';
import {
  addPartnerDevice,
  countCompaniesOf,
  findPartner,
  type PartnerRow,
  updatePartnerRow,
} from './partners.queries.ts';

const toPartnerDto = async (db: Db, box: SecretBox, row: PartnerRow): Promise<Partner> => {
  const [companies, secrets] = await Promise.all([
    countCompaniesOf(db, row.id),
    box.available ? describePartnerSecrets(db, box, row.id) : [],
  ]);
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    phone: row.phone,
    email: row.email,
    slug: row.slug,
    storefrontEnabled: row.storefrontEnabled,
    companies,
    configuredSecrets: secrets.map((secret) => secret.name),
    secrets,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/** A partner account reaches only its own partner; anything else is 404 so existence does not leak. */
const ownPartner = async (db: Db, auth: SignedIn, partnerId: string) => {
  if (auth.account.partnerId !== partnerId) throw notFound('No encontramos ese socio.');
  const row = await findPartner(db, partnerId);
  if (!row) throw notFound('No encontramos ese socio.');
  return row;
};

export const listPartners = async (db: Db, box: SecretBox, auth: SignedIn): Promise<Partner[]> => {
  const row = await ownPartner(db, auth, auth.account.partnerId!);
  return [await toPartnerDto(db, box, row)];
};

export const updatePartner = async (
  db: Db,
  box: SecretBox,
  auth: SignedIn,
  partnerId: string,
  body: PartnerUpdateBody,
) => {
  await ownPartner(db, auth, partnerId);
  const row = await withUniqueSlug('partners', () => updatePartnerRow(db, partnerId, body));
  return toPartnerDto(db, box, row);
};

export const updateSecrets = async (
  db: Db,
  box: SecretBox,
  auth: SignedIn,
  partnerId: string,
  body: PartnerSecretsBody,
) => {
  await ownPartner(db, auth, partnerId);
  await writePartnerSecrets(db, box, partnerId, body);
  const row = await updatePartnerRow(db, partnerId, {});
  return toPartnerDto(db, box, row);
};

export const addDevice = async (db: Db, auth: SignedIn, partnerId: string, device: string, pushOrigins: string[]) => {
  await ownPartner(db, auth, partnerId);
  const subscription = parsePushSubscription(device, pushOrigins);
  await addPartnerDevice(db, partnerId, JSON.stringify(subscription), auth.account.id);
  return { partner: partnerId, device };
};
