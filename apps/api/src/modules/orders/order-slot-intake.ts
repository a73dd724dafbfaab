import { clockAt, dueAtFor, isOpenSlot, localDate, type orderIntakeSchema } from '@backoffice/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { companies } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { SlotUse } from './orders.queries.ts';

type Intake = z.output<typeof orderIntakeSchema>;
type CompanyRow = typeof companies.$inferSelect;

/** The check on order_slots that refuses a place past the slot's capacity (decision 054). */
export const SLOT_CAPACITY_CHECK = 'order_slots_within_capacity';

const slotWords = (at: Date, company: CompanyRow) =>
  `el ${localDate(at, company.timezone).split('-').reverse().join('/')} a las ${clockAt(at, company.timezone)}`;

export type RequestedSlot = { scheduledFor: Date; dueAt: Date; use: SlotUse };

/**
 * The slot a body asks for, judged on the company's clocks now: a start the company offers (its hours and special
 * dates, lead minutes, days ahead, scheduled orders taken at all), else 409 `slot_unavailable`. Whether it still has
 * a place is counted by the insert (SLOT_CAPACITY_CHECK). Undefined for an order as soon as possible.
 */
export const requestedSlot = (company: CompanyRow, body: Intake, now: Date): RequestedSlot | undefined => {
  if (!body.scheduledFor) return undefined;
  const scheduledFor = new Date(body.scheduledFor);
  if (company.slotCapacity <= 0) {
    throw conflict('slot_unavailable', 'Este comercio no recibe pedidos programados; pide para lo antes posible.');
  }
  if (!isOpenSlot(company, scheduledFor, now)) {
    throw conflict(
      'slot_unavailable',
      `El horario de ${slotWords(scheduledFor, company)} no está disponible; elige otro.`,
    );
  }
  return {
    scheduledFor,
    dueAt: dueAtFor(scheduledFor, company.preparationMinutes),
    use: { slotStart: scheduledFor.toISOString(), slotCapacity: company.slotCapacity },
  };
};

export const slotFull = (slot: RequestedSlot, company: CompanyRow) =>
  conflict('slot_full', `El horario de ${slotWords(slot.scheduledFor, company)} ya está lleno; elige otro.`);

/**
 * The slots whose order_slots row this process has seen written, per database: an order priced from the catalogue
 * cache updates such a row instead of upserting it (orders.queries.ts). Bounded, oldest out first; a row missing after
 * all fails that insert as a stale catalogue does, and is forgotten here.
 */
const slotRows = new WeakMap<Db, Set<string>>();
const MAX_SLOT_ROWS = 20_000;
const slotKey = (companyId: string, use: SlotUse) => `${companyId} ${use.slotStart}`;

export const slotRowKnown = (db: Db, companyId: string, use: SlotUse) =>
  slotRows.get(db)?.has(slotKey(companyId, use)) ?? false;

export const noteSlotRow = (db: Db, companyId: string, use: SlotUse, exists: boolean) => {
  let rows = slotRows.get(db);
  if (!rows) {
    rows = new Set();
    slotRows.set(db, rows);
  }
  const key = slotKey(companyId, use);
  if (!exists) rows.delete(key);
  else if (!rows.has(key)) {
    if (rows.size >= MAX_SLOT_ROWS) rows.delete(rows.values().next().value as string);
    rows.add(key);
  }
};
