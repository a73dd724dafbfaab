import { randomUUID } from 'node:crypto';
import { addDays, type OutOfStock, zonedParts, zonedTimeToUtc } from '@backoffice/shared';
import type { Db } from '../../db/client.ts';
import type { AdditionGroup } from '../../db/schema/index.ts';
import { findProducts, type ProductInsert } from './products.queries.ts';

export type FieldError = { field: string; message: string };

type StockInput = { available?: boolean; unavailableUntil?: string | null; outOfStock?: OutOfStock | null };

/** The first instant of the next local day of a time zone. */
export const endOfLocalDay = (timeZone: string, now = new Date()) =>
  zonedTimeToUtc(addDays(zonedParts(now, timeZone).date, 1), 0, timeZone);

/**
 * Turns the stock fields of a body into stored columns. `outOfStock` wins; a future
 * `unavailableUntil` means "out of stock until then" whatever `available` says, so that a product
 * read from the API and sent back unchanged keeps its meaning.
 */
export const stockColumns = (
  input: StockInput,
  timeZone: string,
  now = new Date(),
): Pick<ProductInsert, 'available' | 'unavailableUntil'> => {
  if (input.outOfStock !== undefined) {
    if (input.outOfStock === 'today') return { available: true, unavailableUntil: endOfLocalDay(timeZone, now) };
    return { available: input.outOfStock !== 'indefinite', unavailableUntil: null };
  }
  const until = input.unavailableUntil ? new Date(input.unavailableUntil) : null;
  if (until && until > now) return { available: true, unavailableUntil: until };
  const cleared = input.unavailableUntil !== undefined ? { unavailableUntil: null } : {};
  if (input.available !== undefined) return { ...cleared, available: input.available, unavailableUntil: null };
  return cleared;
};

type GroupInput = Omit<AdditionGroup, 'id'> & { id?: string };

/** Gives every group an id and checks that each addition is an addition of the same company. */
export const checkAdditionGroups = async (
  db: Db,
  companyId: string,
  groups: GroupInput[],
  fieldPrefix: string,
): Promise<{ groups: AdditionGroup[]; errors: FieldError[] }> => {
  const ids = [...new Set(groups.flatMap((group) => group.additions.map((addition) => addition.product)))];
  const found = new Map((await findProducts(db, ids)).map((row) => [row.id, row]));
  const errors: FieldError[] = [];
  groups.forEach((group, g) => {
    group.additions.forEach((addition, a) => {
      const row = found.get(addition.product);
      const field = `${fieldPrefix}.additionGroups.${g}.additions.${a}.product`;
      if (!row || row.companyId !== companyId || row.archived) {
        errors.push({ field, message: 'Esa adición no existe en este comercio' });
      } else if (row.kind !== 'addition') {
        errors.push({ field, message: `«${row.name}» es un producto, no una adición` });
      }
    });
  });
  return { groups: groups.map((group) => ({ ...group, id: group.id ?? randomUUID() })), errors };
};
