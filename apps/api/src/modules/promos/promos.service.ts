import { localDate, type PromoCreateBody, type PromoUpdateBody, promoRuleIssues } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { promos } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { countWithinCap } from '../../shared/bounded-list.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { allReachable, reachableCompany, reachableRow } from '../companies/companies.service.ts';
import { findProducts } from '../products/products.queries.ts';
import {
  companyPromos,
  companyPromosWhere,
  findPromo,
  findPromos,
  insertPromo,
  updatePromoRow,
} from './promos.queries.ts';

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

type Rules = Parameters<typeof promoRuleIssues>[0];

/**
 * The rules between fields on the promo as it will be saved; "already ended" only when the request
 * sets the end date, so an ended promo can still be paused or archived.
 */
const assertRules = (promo: Rules, endsOnSent: boolean, timezone: string) => {
  const today = endsOnSent ? localDate(new Date(), timezone) : undefined;
  const issues = promoRuleIssues(promo, today);
  if (issues.length > 0) {
    throw badRequest(
      'Revisa los datos enviados.',
      issues.map((issue) => ({ field: `body.${issue.path}`, message: issue.message })),
    );
  }
};

export const promosOfCompany = async (db: Db, auth: SignedIn, companyId: string) => {
  await reachableCompany(db, auth, companyId);
  await countWithinCap(db, 'promos', promos, companyPromosWhere(companyId));
  return companyPromos(db, companyId);
};

export const createPromo = async (db: Db, auth: SignedIn, body: PromoCreateBody) => {
  const { company: companyId, ...values } = body;
  const company = await reachableCompany(db, auth, companyId);
  assertRules(values, Boolean(values.endsOn), company.timezone);
  await assertOptions(db, companyId, values.options);
  const percent = values.kind === 'percent' ? values.percent : null;
  return insertPromo(db, { ...values, percent, companyId, activeDays: [...values.activeDays].sort((a, b) => a - b) });
};

export const updatePromo = async (db: Db, auth: SignedIn, id: string, body: PromoUpdateBody) => {
  const promo = await reachablePromo(db, auth, id);
  const company = await reachableCompany(db, auth, promo.companyId);
  const saved = { ...promo, ...body };
  assertRules(saved, Boolean(body.endsOn), company.timezone);
  if (body.options) await assertOptions(db, promo.companyId, body.options);
  const activeDays = body.activeDays ? [...body.activeDays].sort((a, b) => a - b) : undefined;
  const percent = saved.kind === 'percent' ? saved.percent : null;
  return updatePromoRow(db, id, { ...body, percent, ...(activeDays ? { activeDays } : {}) });
};

/** Bulk detail (archived ones included, for old orders); every id must be reachable, else 404. */
export const promosIn = async (db: Db, auth: SignedIn, ids: string[]) =>
  allReachable(db, auth, ids, await findPromos(db, [...new Set(ids)]), 'No encontramos alguna de las promociones.');
