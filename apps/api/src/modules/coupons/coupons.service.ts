import {
  addDays,
  type CouponCityCreateBody,
  type CouponCreateBody,
  type CouponUpdateBody,
  type couponCityCreateBodySchema,
  type couponCreateBodySchema,
  type couponUpdateBodySchema,
  REPORT_MAX_DAYS,
  startOfLocalDate,
} from '@backoffice/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { countWithinCap } from '../../shared/bounded-list.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { companiesInCityState, reachableCompany } from '../companies/companies.service.ts';
import { findProducts } from '../products/products.queries.ts';
import { violatesUniqueIndex } from './coupon-errors.ts';
import {
  cityCoupons,
  cityCouponsWhere,
  companyCouponsWhere,
  couponFigures,
  couponsForCompany,
  findCoupon,
  insertCoupon,
  updateCouponRow,
} from './coupons.queries.ts';

export type { CouponCityCreateBody, CouponCreateBody, CouponUpdateBody };

type CreateBody = z.output<typeof couponCreateBodySchema>;
type CityCreateBody = z.output<typeof couponCityCreateBodySchema>;
type UpdateBody = z.output<typeof couponUpdateBodySchema>;

const couponNotFound = () => notFound('No encontramos ese cupón.');
const codeTaken = (code: string) =>
  new AppError(409, 'coupon_code_taken', `Ya hay un cupón con el código «${code}».`, [
    { field: 'body.code', message: 'Ese código ya existe' },
  ]);

/** Saves, turning the unique code indexes into a Spanish 409. */
const savingCode = async <T>(code: string, save: () => Promise<T>) => {
  try {
    return await save();
  } catch (error) {
    if (violatesUniqueIndex(error, 'coupons_company_code_idx') || violatesUniqueIndex(error, 'coupons_city_code_idx')) {
      throw codeTaken(code);
    }
    throw error;
  }
};

/** Every product a company code names is a live product of that company. */
const assertProducts = async (db: Db, companyId: string, ids: string[]) => {
  const found = new Map((await findProducts(db, ids)).map((row) => [row.id, row]));
  const errors = ids.flatMap((id, index) => {
    const row = found.get(id);
    return !row || row.companyId !== companyId || row.archived || row.kind !== 'product'
      ? [{ field: `body.products.${index}`, message: 'Ese producto no existe en este comercio' }]
      : [];
  });
  if (errors.length > 0) throw badRequest('Revisa los datos enviados.', errors);
};

export const couponsOfCompany = async (db: Db, auth: SignedIn, companyId: string) => {
  const company = await reachableCompany(db, auth, companyId);
  await countWithinCap(db, 'coupons', coupons, companyCouponsWhere(company));
  return couponsForCompany(db, company);
};

export const createCompanyCoupon = async (db: Db, auth: SignedIn, body: CreateBody) => {
  const { company: companyId, ...values } = body;
  const company = await reachableCompany(db, auth, companyId);
  await assertProducts(db, company.id, values.products);
  return savingCode(values.code, () => insertCoupon(db, { ...values, companyId, partnerId: company.partnerId }));
};

/** The partner's companies in a city (their own spelling of it); a city where it has none is refused. */
const partnerCity = async (db: Db, auth: SignedIn, where: { city: string; state: string }) => {
  const [first] = await companiesInCityState(db, auth, where);
  if (!first || !auth.account.partnerId) {
    throw badRequest('No tienes comercios en esa ciudad.', [{ field: 'body.city', message: 'Sin comercios aquí' }]);
  }
  return { partnerId: auth.account.partnerId, city: first.city, state: first.state };
};

export const couponsOfCity = async (db: Db, auth: SignedIn, where: { city: string; state: string }) => {
  if (!auth.account.partnerId) return [];
  const city = { partnerId: auth.account.partnerId, ...where };
  await countWithinCap(db, 'coupons', coupons, cityCouponsWhere(city));
  return cityCoupons(db, city);
};

export const createCityCoupon = async (db: Db, auth: SignedIn, body: CityCreateBody) => {
  const { city: _city, state: _state, ...values } = body;
  const city = await partnerCity(db, auth, body);
  return savingCode(values.code, () => insertCoupon(db, { ...values, ...city, companyId: null }));
};

/**
 * A coupon the account may change: a company code of a company it reaches, or a city code of its own partner
 * (admins; the route's guard). Any other is 404, so existence does not leak.
 */
const changeableCoupon = async (db: Db, auth: SignedIn, id: string) => {
  const coupon = await findCoupon(db, id);
  if (!coupon || coupon.archived) throw couponNotFound();
  if (coupon.companyId) {
    await reachableCompany(db, auth, coupon.companyId).catch(() => {
      throw couponNotFound();
    });
    return coupon;
  }
  const ownCity = auth.account.type === 'partner' && auth.account.role === 'admin';
  if (!ownCity || auth.account.partnerId !== coupon.partnerId) throw couponNotFound();
  return coupon;
};

export const updateCoupon = async (db: Db, auth: SignedIn, id: string, body: UpdateBody) => {
  const coupon = await changeableCoupon(db, auth, id);
  if (coupon.companyId) await assertProducts(db, coupon.companyId, body.products);
  else if (body.products.length > 0) {
    throw badRequest('Un cupón de ciudad se limita por secciones, no por productos.', [
      { field: 'body.products', message: 'Solo secciones' },
    ]);
  }
  return updateCouponRow(db, coupon.id, body);
};

/** Uses, discount and sales per code at a company between two of its local dates, both included. */
export const couponReport = async (db: Db, auth: SignedIn, query: { company: string; from: string; to: string }) => {
  const company = await reachableCompany(db, auth, query.company);
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (!(days >= 0 && days <= REPORT_MAX_DAYS)) {
    throw badRequest('Elige un periodo de hasta un año, con la fecha final después de la inicial.', [
      { field: 'querystring.to', message: 'Periodo no válido' },
    ]);
  }
  const start = startOfLocalDate(query.from, company.timezone);
  const end = startOfLocalDate(addDays(query.to, 1), company.timezone);
  return { from: query.from, to: query.to, items: await couponFigures(db, company, start, end) };
};
