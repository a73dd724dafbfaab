import { type Partner, type PartnerSecretsBody, type PartnerUpdateBody, partnerSecretNames } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import {
  addPartnerDevice,
  countCompaniesOf,
  findPartner,
  type PartnerRow,
  updatePartnerRow,
} from './partners.queries.ts';

const toPartnerDto = (row: PartnerRow, companies: number): Partner => ({
  id: row.id,
  name: row.name,
  city: row.city,
  state: row.state,
  phone: row.phone,
  email: row.email,
  companies,
  configuredSecrets: partnerSecretNames.filter((name) => Boolean(row.secrets[name])),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A partner account reaches only its own partner; anything else is 404 so existence does not leak. */
const ownPartner = async (db: Db, auth: SignedIn, partnerId: string) => {
  if (auth.account.partnerId !== partnerId) throw notFound('No encontramos ese socio.');
  const row = await findPartner(db, partnerId);
  if (!row) throw notFound('No encontramos ese socio.');
  return row;
};

const assertAdmin = (auth: SignedIn) => {
  if (auth.account.role !== 'admin')
    throw forbidden('Solo una cuenta administradora puede cambiar los datos del socio.');
};

export const listPartners = async (db: Db, auth: SignedIn): Promise<Partner[]> => {
  const row = await ownPartner(db, auth, auth.account.partnerId!);
  return [toPartnerDto(row, await countCompaniesOf(db, row.id))];
};

export const updatePartner = async (db: Db, auth: SignedIn, partnerId: string, body: PartnerUpdateBody) => {
  await ownPartner(db, auth, partnerId);
  assertAdmin(auth);
  const row = await updatePartnerRow(db, partnerId, body);
  return toPartnerDto(row, await countCompaniesOf(db, partnerId));
};

export const updateSecrets = async (db: Db, auth: SignedIn, partnerId: string, body: PartnerSecretsBody) => {
  const current = await ownPartner(db, auth, partnerId);
  assertAdmin(auth);
  const secrets = { ...current.secrets };
  for (const [name, value] of Object.entries(body)) {
    if (value === null) delete secrets[name];
    else if (value !== undefined) secrets[name] = value;
  }
  const row = await updatePartnerRow(db, partnerId, { secrets });
  return toPartnerDto(row, await countCompaniesOf(db, partnerId));
};

export const addDevice = async (db: Db, auth: SignedIn, partnerId: string, device: string) => {
  await ownPartner(db, auth, partnerId);
  await addPartnerDevice(db, partnerId, device);
  return { partner: partnerId, device };
};
