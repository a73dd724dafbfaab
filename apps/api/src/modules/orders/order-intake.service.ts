import { clockAt, type orderIntakeSchema } from '@backoffice/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { companies } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { openStateAt } from '../../shared/company-schedule.ts';
import { type Caller, channelOf, type UnresolvedChannel } from '../channel-keys/caller.ts';
import { type AppliedCoupon, applyCoupon, couponExhausted, type FoundCoupon } from '../coupons/coupon-intake.ts';
import { type DeliveryTerms, deliveryZoning, requireInZone } from '../zones/delivery-terms.ts';
import { requestHash, sameRequestOrConflict } from './idempotency.ts';
import { type CachedIntake, cachedIntake, forgetCached, noteVersion } from './intake-catalogue.ts';
import { readForIntake } from './intake-reads.ts';
import { type Catalogue, couponCart, orderTotals, priceOrder } from './order-pricing.ts';
import {
  noteSlotRow,
  type RequestedSlot,
  requestedSlot,
  SLOT_CAPACITY_CHECK,
  slotFull,
  slotRowKnown,
} from './order-slot-intake.ts';
import {
  type CachedGuard,
  findOrderByIdempotencyKey,
  insertNumberedOrder,
  type OrderRow,
  violatesCheck,
  violatesNotNull,
  violatesUnique,
} from './orders.queries.ts';

type Intake = z.output<typeof orderIntakeSchema>;
type CompanyRow = typeof companies.$inferSelect;

const IDEMPOTENCY_INDEX = 'orders_idempotency_idx';
/** The check on coupons.uses that refuses a use past the last (decision 051). */
const COUPON_USES_CHECK = 'coupons_uses_within_max';
/** A use written uncounted for a code that has gained a total limit meanwhile (orders.queries.ts). */
const COUPON_CHANGED = { table: 'coupon_uses', column: 'coupon_id' };
/** An order priced from the catalogue cache under another version, or with a key revoked since (no number). */
const CATALOGUE_CHANGED = { table: 'orders', column: 'number' };

const sameOrder = (order: OrderRow, hash: string) => ({
  order: sameRequestOrConflict(order, hash, 'pedido'),
  created: false,
  pushQueued: false,
});

/**
 * A paused shop says it is paused and until when (on its clock), not "cerrado": the code stays `company_closed`
 * (the storefront's documented refusals). Its customers read "La tienda", staff and channels "El comercio".
 */
const assertTakingOrders = (company: CompanyRow, now: Date, caller: Caller, scheduled: boolean) => {
  const state = openStateAt(company, now);
  if (state.kind === 'open') return;
  // An order for later is judged by its slot (order-slot-intake.ts): a shop closed now may take one for tomorrow.
  if (scheduled && state.kind !== 'inactive') return;
  if (state.kind === 'paused') {
    const who = channelOf(caller) === 'storefront' ? 'La tienda' : 'El comercio';
    const until = clockAt(state.until, company.timezone);
    throw conflict('company_closed', `${who} está en pausa hasta las ${until}; intenta más tarde.`);
  }
  if (state.kind === 'inactive') {
    throw conflict('company_closed', 'Este comercio no está recibiendo pedidos por ahora.');
  }
  if (state.kind === 'outside_schedule') {
    throw conflict('outside_schedule', 'El comercio no atiende a esta hora según su horario.');
  }
  throw conflict('company_closed', 'El comercio está cerrado en este momento.');
};

const money = (cents: number, currency: string) => `$${(cents / 100).toFixed(2)} ${currency}`;

const refuseBelowMinimum = (company: CompanyRow, terms: DeliveryTerms, body: Intake, subtotal: number) => {
  if (body.type !== 'delivery' || subtotal >= terms.minimumOrder) return;
  const where = terms.zone ? ` en la zona «${terms.zone.name}»` : '';
  throw new AppError(
    409,
    'below_minimum_order',
    `El pedido mínimo a domicilio${where} es de ${money(terms.minimumOrder, company.currency)}.`,
  );
};

type Priced = ReturnType<typeof priceOrder> & { coupon?: AppliedCoupon };
type Zones = Awaited<ReturnType<typeof readForIntake>>['zones'];
type Idempotency = { scope: string; key: string; hash: string };

const newOrder = (
  caller: Caller,
  body: Intake,
  company: CompanyRow,
  priced: Priced,
  terms: DeliveryTerms,
  idempotency: Idempotency,
  slot: RequestedSlot | undefined,
) => {
  const { subtotal, deliveryFee, discount, total } = orderTotals(priced, terms.deliveryFee);
  return {
    companyId: company.id,
    partnerId: company.partnerId,
    status: 'pending',
    customer: body.customer,
    products: priced.products,
    promos: priced.promos,
    payment: body.payment,
    type: body.type,
    notes: body.notes ?? null,
    subtotal,
    deliveryFee,
    total,
    ...(priced.coupon ? { discount, coupon: priced.coupon.code } : {}),
    channel: channelOf(caller),
    idempotencyScope: idempotency.scope,
    idempotencyKey: idempotency.key,
    requestHash: idempotency.hash,
    scheduledFor: slot?.scheduledFor ?? null,
    dueAt: slot?.dueAt ?? null,
  };
};

/** The use the order's insert counts: what the customer did not pay, the products' discount and a waived fee. */
const couponUse = (coupon: AppliedCoupon, priced: Priced, terms: DeliveryTerms) => {
  const { discount, waived } = orderTotals(priced, terms.deliveryFee);
  return { couponId: coupon.id, couponPhone: coupon.phone, couponDiscount: discount + waived, counted: coupon.limited };
};

type PricedOrder = {
  caller: Caller;
  body: Intake;
  company: CompanyRow;
  priced: Priced;
  terms: DeliveryTerms;
  idempotency: Idempotency;
  slot: RequestedSlot | undefined;
};

/**
 * The order's one insert, from either path; `cached` guards one priced from the catalogue cache (decision 028). Only
 * that path updates a slot's row it knows (a missing one fails it as stale); the full read's insert always upserts.
 */
const insertPriced = async (db: Db, order: PricedOrder, cached?: CachedGuard) => {
  const { caller, body, company, priced, terms, idempotency, slot } = order;
  const { order: row, pushQueued } = await insertNumberedOrder(
    db,
    newOrder(caller, body, company, priced, terms, idempotency, slot),
    firstStatus(caller),
    undefined,
    priced.coupon && couponUse(priced.coupon, priced, terms),
    slot && { ...slot.use, existing: cached !== undefined && slotRowKnown(db, company.id, slot.use) },
    cached,
  );
  if (slot) noteSlotRow(db, company.id, slot.use, true);
  return { order: row, created: true, pushQueued };
};

const firstStatus = (caller: Caller) => ({
  fromStatus: null,
  toStatus: 'pending',
  manager: caller.name,
  accountId: caller.kind === 'account' ? caller.auth.account.id : null,
});

/** The idempotent answer once the insert lost to an order with the same key. */
const earlierOrder = async (db: Db, idempotency: Idempotency) => {
  const winner = await findOrderByIdempotencyKey(db, idempotency.scope, idempotency.key);
  if (!winner) throw new Error('idempotent order vanished');
  return sameOrder(winner, idempotency.hash);
};

/**
 * What a cart costs at a company now, refusing what it cannot sell now (closed, unknown or sold-out items, a promo
 * not offered today): the one pricing of the intake and of the storefront's quote. The zoning is not refused here
 * (the quote shows "fuera de zona"); placeOrder refuses it.
 */
const priceIntake = (
  caller: Caller,
  company: CompanyRow,
  catalogue: Catalogue,
  zones: Zones,
  body: Intake,
  found: FoundCoupon | undefined,
  now: Date,
) => {
  assertTakingOrders(company, now, caller, Boolean(body.scheduledFor));
  const slot = requestedSlot(company, body, now);
  const lines = priceOrder(catalogue, company, body, now);
  const coupon = body.coupon
    ? applyCoupon(found, body.coupon, couponCart(lines, catalogue, body.type), company, body.customer.phone, now)
    : undefined;
  const priced: Priced = coupon ? { ...lines, coupon } : lines;
  return {
    priced,
    slot,
    zoning: deliveryZoning(company, body.type, body.customer.location, zones, body.customer),
  };
};

/** The intake's pricing of a body without taking it (the storefront's quote): the company, its lines and terms. */
export const quoteIntake = async (db: Db, caller: Caller, body: Intake, now = new Date()) => {
  const { company, catalogue, zones, coupon } = await readForIntake(db, caller, body);
  if (!company) throw notFound('No encontramos ese comercio.');
  return { company, ...priceIntake(caller, company, catalogue, zones, body, coupon, now) };
};

/**
 * Takes a new order (contract section 4). The same Idempotency-Key with the same body gives back the
 * first order, also when both arrive at once: the unique index on the key lets only one insert win.
 * The per-company number is taken in the insert's own statement (insertNumberedOrder), so concurrent
 * intakes neither duplicate a number nor leave a gap.
 */
export const placeOrder = async (
  db: Db,
  callerOrKey: Caller | UnresolvedChannel,
  body: Intake,
  idempotencyKey: string,
) => {
  // A stale entry is read again once: a catalogue edited between two orders costs the next one a read, not the
  // full path. Every refusal goes to the full path.
  for (let attempt = 0; attempt < 2; attempt++) {
    const cached = await cachedIntake(db, callerOrKey, body);
    if (!cached) break;
    const placed = await placeCached(db, cached, body, idempotencyKey);
    if (placed === 'refused') break;
    if (placed !== 'stale') return placed;
    forgetCached(db, body.company, callerOrKey, attempt > 0);
  }
  return takeOrder(db, callerOrKey, body, idempotencyKey, true);
};

/**
 * The order priced from the catalogue cache, in one statement: its insert checks the version it was priced under
 * (intake-catalogue.ts). `refused`: the full read judges it (a replay still finds its order first, and a stale
 * entry never refuses), also a use or a place gone at the insert. `stale`: another version, a revoked key or a coupon changed since it was cached; the entry
 * is dropped.
 */
const placeCached = async (
  db: Db,
  { caller, entry, coupon, couponStamp }: CachedIntake,
  body: Intake,
  idempotencyKey: string,
) => {
  const { company } = entry;
  const idempotency = { scope: caller.idempotencyScope, key: idempotencyKey, hash: requestHash(body) };
  let pricing: ReturnType<typeof priceIntake> & { terms: DeliveryTerms };
  try {
    const priced = priceIntake(caller, company, entry.catalogue, entry.zones, body, coupon, new Date());
    const terms = requireInZone(priced.zoning, body.customer.location, body.customer);
    refuseBelowMinimum(company, terms, body, priced.priced.subtotal);
    pricing = { ...priced, terms };
  } catch (error) {
    if (error instanceof AppError) return 'refused' as const;
    throw error;
  }
  const { priced, slot, terms } = pricing;
  try {
    return await insertPriced(
      db,
      { caller, body, company, priced, terms, idempotency, slot },
      {
        catalogueVersion: entry.version,
        keyId: caller.kind === 'channel' ? caller.keyId : null,
        couponStamp,
      },
    );
  } catch (error) {
    if (violatesNotNull(error, CATALOGUE_CHANGED) || (priced.coupon && violatesNotNull(error, COUPON_CHANGED))) {
      // No number taken may also be a slot's row missing (updated, not upserted): it is upserted next time.
      if (slot) noteSlotRow(db, company.id, slot.use, false);
      return 'stale' as const;
    }
    // The same request placed before: its order, whatever the catalogue is now (the full read looks it up first).
    if (violatesUnique(error, IDEMPOTENCY_INDEX)) return earlierOrder(db, idempotency);
    // The code's last use or the slot's last place gone: judged by the full read, so that what it refuses first
    // (a shop closed meanwhile) is still refused first.
    if (violatesCheck(error, COUPON_USES_CHECK) || violatesCheck(error, SLOT_CAPACITY_CHECK)) return 'refused' as const;
    throw error;
  }
};

/** What an insert's failure means: the code's last use or the slot's last place gone, or an earlier same order. */
const refusedInsert = async (
  db: Db,
  error: unknown,
  priced: Priced,
  slot: RequestedSlot | undefined,
  company: CompanyRow,
  idempotency: Idempotency,
) => {
  if (priced.coupon && violatesCheck(error, COUPON_USES_CHECK)) {
    // The last use went to another order; unless that order was this same request, the code is used up.
    const winner = await findOrderByIdempotencyKey(db, idempotency.scope, idempotency.key);
    if (winner) return sameOrder(winner, idempotency.hash);
    throw couponExhausted(priced.coupon.code);
  }
  if (slot && violatesCheck(error, SLOT_CAPACITY_CHECK)) {
    const winner = await findOrderByIdempotencyKey(db, idempotency.scope, idempotency.key);
    if (winner) return sameOrder(winner, idempotency.hash);
    throw slotFull(slot, company);
  }
  if (!violatesUnique(error, IDEMPOTENCY_INDEX)) throw error;
  return earlierOrder(db, idempotency);
};

const takeOrder = async (
  db: Db,
  callerOrKey: Caller | UnresolvedChannel,
  body: Intake,
  idempotencyKey: string,
  mayRetry: boolean,
): Promise<{ order: OrderRow; created: boolean; pushQueued: boolean }> => {
  // One read; its results are checked below in the contract's order.
  const { caller, earlier, company, catalogue, zones, coupon } = await readForIntake(
    db,
    callerOrKey,
    body,
    idempotencyKey,
  );
  const idempotency = { scope: caller.idempotencyScope, key: idempotencyKey, hash: requestHash(body) };
  if (earlier) return sameOrder(earlier, idempotency.hash);
  if (!company) throw notFound('No encontramos ese comercio.');
  noteVersion(db, company.id, company.catalogueVersion, coupon?.row.id);
  const { priced, zoning, slot } = priceIntake(caller, company, catalogue, zones, body, coupon, new Date());
  const terms = requireInZone(zoning, body.customer.location, body.customer);
  refuseBelowMinimum(company, terms, body, priced.subtotal);

  try {
    return await insertPriced(db, { caller, body, company, priced, terms, idempotency, slot });
  } catch (error) {
    if (priced.coupon && mayRetry && violatesNotNull(error, COUPON_CHANGED)) {
      // A total limit was set on the code while this order was being priced: read and price it again, counted.
      return takeOrder(db, callerOrKey, body, idempotencyKey, false);
    }
    return refusedInsert(db, error, priced, slot, company, idempotency);
  }
};
