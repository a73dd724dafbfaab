import type { PromoCreateBody, PromoUpdateBody } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { allReachable, reachableCompany, reachableRow } from '../companies/companies.service.ts';
import { findProducts } from '../products/products.queries.ts';
import { companyPromos, findPromo, findPromos, insertPromo, updatePromoRow } from './promos.queries.ts';

export const reachablePromo = async (db: Db, auth: SignedIn, id: string) =>
  reachableRow(db, auth, await findPromo(db, id), 'No encontramos esa promoción.');

/** Every option must be a live product (not an addition) of the promo's company. */
const assertOptions = async (db: Db, companyId: string, options: { product: string }[]) => {
  const found = new Map(
    (
      await findProducts(
        db,
        options.map((option) => option.product),
      )
    ).map((row) => [row.id, row]),
  );
  const errors = options.flatMap((option, index) => {
    const row = found.get(option.product);
    const field = `body.options.${index}.product`;
    if (!row || row.companyId !== companyId || row.archived) {
      return [{ field, message: 'Ese producto no existe en este comercio' }];
    }
    if (row.kind !== 'product') return [{ field, message: `«${row.name}» es una adición, no un producto` }];
    return [];
  });
  if (errors.length > 0) throw badRequest('Revisa los datos enviados.', errors);
};

export const promosOfCompany = async (db: Db, auth: SignedIn, companyId: string) => {
  await reachableCompany(db, auth, companyId);
  return companyPromos(db, companyId);
};

export const createPromo = async (db: Db, auth: SignedIn, body: PromoCreateBody) => {
  const { company: companyId, ...values } = body;
  await reachableCompany(db, auth, companyId);
  await assertOptions(db, companyId, values.options);
  return insertPromo(db, { ...values, companyId, activeDays: [...values.activeDays].sort((a, b) => a - b) });
};

export const updatePromo = async (db: Db, auth: SignedIn, id: string, body: PromoUpdateBody) => {
  const promo = await reachablePromo(db, auth, id);
  const startsOn = body.startsOn === undefined ? promo.startsOn : body.startsOn;
  const endsOn = body.endsOn === undefined ? promo.endsOn : body.endsOn;
  if (startsOn && endsOn && startsOn > endsOn) {
    throw badRequest('Revisa los datos enviados.', [
      { field: 'body.endsOn', message: 'La fecha de fin debe ser igual o posterior a la de inicio' },
    ]);
  }
  if (body.options) await assertOptions(db, promo.companyId, body.options);
  const activeDays = body.activeDays ? [...body.activeDays].sort((a, b) => a - b) : undefined;
  return updatePromoRow(db, id, { ...body, ...(activeDays ? { activeDays } : {}) });
};

/** Bulk detail (archived ones included, for old orders); every id must be reachable, else 404. */
export const promosIn = async (db: Db, auth: SignedIn, ids: string[]) =>
  allReachable(db, auth, ids, await findPromos(db, [...new Set(ids)]), 'No encontramos alguna de las promociones.');
