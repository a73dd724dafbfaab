import { DEFAULT_TIMEZONE } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The time zone an errand's day is read in: its company's; an errand of no company (a partner's phone errand)
 * has the product's default, as partners keep no zone of their own (decision 040).
 */
export const errandZone = (companyId: SQL) =>
  sql`coalesce((select zc.timezone from companies zc where zc.id = ${companyId}), ${DEFAULT_TIMEZONE})`;

/**
 * The instant the day of `at` (now) began in the errand's zone, per row: boards that span companies read each
 * errand's own day.
 */
export const errandTodayStart = (companyId: SQL, at: SQL = sql`now()`) => {
  const zone = errandZone(companyId);
  return sql`(date_trunc('day', ${at} at time zone ${zone}) at time zone ${zone})`;
};
