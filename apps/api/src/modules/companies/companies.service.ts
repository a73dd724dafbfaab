import {
  type CityStateBody,
  type CompanyCreateBody,
  type CompanyStatus,
  type CompanyUpdateBody,
  DEFAULT_TIMEZONE,
  MAX_PAUSE_MINUTES,
  type SchedulesBody,
  type WeeklySchedule,
  weekDays,
} from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { idsWithinCap } from '../../shared/bounded-list.ts';
import { accessibleCompanyIds, assertCompanyAccess } from '../auth/access.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { assertStrongPassword } from '../auth/password-strength.ts';
import { hashPassword } from '../auth/passwords.ts';
import { parsePushSubscription } from '../push/subscription.ts';
import { availableSlug, withUniqueSlug } from '../storefront/slugs.ts';
import {
  addCompanyDevice,
  addToListenFor,
  type CompanyInsert,
  categoryExists,
  emailTaken,
  findCompanies,
  findCompany,
  insertCompanyRow,
  updateCompanyRow,
} from './companies.queries.ts';

/** The company if the account may reach it; 404 otherwise (existence does not leak). */
export const reachableCompany = async (db: Db, auth: SignedIn, id: string) => {
  await assertCompanyAccess(db, auth, id);
  const company = await findCompany(db, id);
  if (!company) throw notFound('No encontramos ese comercio.');
  return company;
};

/** A row of a company (product, promo…) if it exists and the account may reach its company; 404 otherwise. */
export const reachableRow = async <T extends { companyId: string }>(
  db: Db,
  auth: SignedIn,
  row: T | undefined,
  message: string,
): Promise<T> => {
  if (!row || !(await accessibleCompanyIds(db, auth)).includes(row.companyId)) throw notFound(message);
  return row;
};

/** Bulk detail: every id found and of a reachable company, else 404 as for a single id. */
export const allReachable = async <T extends { companyId: string }>(
  db: Db,
  auth: SignedIn,
  ids: string[],
  rows: T[],
  message: string,
): Promise<T[]> => {
  const reachable = new Set(await accessibleCompanyIds(db, auth));
  if (rows.length !== new Set(ids).size || rows.some((row) => !reachable.has(row.companyId))) throw notFound(message);
  return rows;
};

const fieldError = (field: string, message: string) => badRequest('Revisa los datos enviados.', [{ field, message }]);

const assertCategory = async (db: Db, category: string | null | undefined) => {
  if (category && !(await categoryExists(db, category))) {
    throw fieldError('body.category', 'Esa categoría no existe');
  }
};

const profileValues = (body: CompanyUpdateBody): Partial<CompanyInsert> => {
  const { category, ...rest } = body;
  return category === undefined ? rest : { ...rest, categoryId: category };
};

/** Every weekday present (a missing one is stored as closed), ranges in order. */
const normalizeWeek = (schedules: SchedulesBody['schedules']): WeeklySchedule =>
  Object.fromEntries(
    weekDays.map((day) => [day, [...(schedules[day] ?? [])].sort((a, b) => a.from.localeCompare(b.from))]),
  );

const normalizeSpecialDates = (days: SchedulesBody['specialDates']) =>
  [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({
      date: day.date,
      closed: day.closed,
      ranges: day.closed ? [] : [...day.ranges].sort((a, b) => a.from.localeCompare(b.from)),
      ...(day.note ? { note: day.note } : {}),
    }));

export const updateProfile = async (db: Db, auth: SignedIn, id: string, body: CompanyUpdateBody) => {
  await reachableCompany(db, auth, id);
  await assertCategory(db, body.category);
  return withUniqueSlug('companies', () => updateCompanyRow(db, id, profileValues(body)));
};

/** A partner creates a company of its own; a member starts listening to it at once. */
export const createCompany = async (db: Db, auth: SignedIn, body: CompanyCreateBody) => {
  const { account } = auth;
  const partnerId = account.partnerId!;
  await assertCategory(db, body.category);
  if (body.account && (await emailTaken(db, body.account.email))) {
    throw conflict('email_taken', 'Ya existe una cuenta con ese correo.', [
      { field: 'body.account.email', message: 'Ese correo ya tiene una cuenta' },
    ]);
  }
  if (body.account) {
    assertStrongPassword(body.account.password, [body.account.email, body.account.name], 'account.password');
  }
  const passwordHash = body.account ? await hashPassword(body.account.password) : undefined;
  const { status, schedules, specialDates, account: newAccount, ...profile } = body;
  const slug = profile.slug ?? (await availableSlug(db, 'companies', body.name));
  return withUniqueSlug('companies', () =>
    db.transaction(async (tx) => {
      const company = await insertCompanyRow(tx as unknown as Db, {
        ...profileValues(profile),
        slug,
        name: body.name,
        city: body.city,
        state: body.state,
        timezone: body.timezone ?? DEFAULT_TIMEZONE,
        partnerId,
        status,
        open: false,
        schedules: normalizeWeek(schedules ?? {}),
        specialDates: normalizeSpecialDates(specialDates ?? []),
      });
      if (newAccount && passwordHash) {
        await tx.insert(accounts).values({
          email: newAccount.email,
          name: newAccount.name,
          passwordHash,
          type: 'company',
          companyId: company.id,
        });
      }
      if (account.role !== 'admin') await addToListenFor(tx as unknown as Db, account.id, company.id);
      return company;
    }),
  );
};

/** Removes case and accents so that "guadalajara" finds "Guadalajara" and "Mexico" finds "México". */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** Every company the account reaches, of every city (the partner's companies list by default). */
/** Refused before any company is read when the account reaches more than the list's cap (decision 053). */
export const allReachableCompanies = async (db: Db, auth: SignedIn) =>
  findCompanies(db, idsWithinCap('companies', await accessibleCompanyIds(db, auth)));

export const companiesInCityState = async (db: Db, auth: SignedIn, { city, state }: CityStateBody) => {
  const companies = await findCompanies(db, await accessibleCompanyIds(db, auth));
  return companies.filter((company) => fold(company.city) === fold(city) && fold(company.state) === fold(state));
};

/**
 * Bulk detail: the reachable ones among the ids asked for. A partner's stored listen_for can name a company it
 * no longer reaches; one stale id must not break the whole list, and unreachable ones are simply absent.
 */
export const companiesIn = async (db: Db, auth: SignedIn, ids: string[]) => {
  const reachable = new Set(await accessibleCompanyIds(db, auth));
  return findCompanies(
    db,
    [...new Set(ids)].filter((id) => reachable.has(id)),
  );
};

export const setStatus = async (db: Db, auth: SignedIn, id: string, status: CompanyStatus) => {
  await reachableCompany(db, auth, id);
  return updateCompanyRow(db, id, { status });
};

const pauseEnd = (until: string, now: Date) => {
  const end = /^\d+$/.test(until) ? new Date(now.getTime() + Number(until) * 60_000) : new Date(until);
  if (end <= now) throw fieldError('querystring.until', 'La pausa debe terminar en el futuro');
  if (end.getTime() - now.getTime() > MAX_PAUSE_MINUTES * 60_000) {
    throw fieldError('querystring.until', 'La pausa no puede durar más de 7 días; cierra el comercio en su lugar');
  }
  return end;
};

/** open: on and no pause; closed: off until reopened; paused: on, but closed until `until`. */
export const setOpen = async (
  db: Db,
  auth: SignedIn,
  id: string,
  { open, until }: { open: boolean; until?: string },
  now = new Date(),
) => {
  await reachableCompany(db, auth, id);
  if (open) return updateCompanyRow(db, id, { open: true, pausedUntil: null });
  if (until === undefined) return updateCompanyRow(db, id, { open: false, pausedUntil: null });
  return updateCompanyRow(db, id, { open: true, pausedUntil: pauseEnd(until, now) });
};

export const setSchedules = async (db: Db, auth: SignedIn, id: string, body: SchedulesBody) => {
  await reachableCompany(db, auth, id);
  return updateCompanyRow(db, id, {
    schedules: normalizeWeek(body.schedules),
    specialDates: normalizeSpecialDates(body.specialDates),
  });
};

export const addDevice = async (db: Db, auth: SignedIn, companyId: string, device: string, pushOrigins: string[]) => {
  await reachableCompany(db, auth, companyId);
  const subscription = parsePushSubscription(device, pushOrigins);
  await addCompanyDevice(db, companyId, JSON.stringify(subscription), auth.account.id);
  return { company: companyId, device };
};
