import { MAX_SLOT_DAYS_AHEAD } from '@backoffice/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { GENERIC_PLAN } from '../../db/pglite-statements.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  channelKeys,
  companies,
  coupons,
  couponUses,
  orderSlots,
  orderStatusHistory,
  orders,
  pushDevices,
  pushOutbox,
  rejections,
} from '../../db/schema/index.ts';

export type { OrderRow } from './order.dto.ts';

export const findOrder = async (db: Db, id: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
};

const orderByIdempotencyKey = preparedPerDb((db) =>
  db
    .select()
    .from(orders)
    .where(
      and(eq(orders.idempotencyScope, sql.placeholder('scope')), eq(orders.idempotencyKey, sql.placeholder('key'))),
    )
    .prepare('order_by_idempotency_key'),
);

export const findOrderByIdempotencyKey = async (db: Db, scope: string, key: string) => {
  const [row] = await orderByIdempotencyKey(db).execute({ scope, key });
  return row;
};

/** What a new order is given; the other columns take their defaults or come from the statement. */
const NEW_ORDER = [
  'companyId',
  'partnerId',
  'status',
  'customer',
  'products',
  'promos',
  'payment',
  'type',
  'notes',
  'subtotal',
  'deliveryFee',
  'total',
  'channel',
  'idempotencyScope',
  'idempotencyKey',
  'requestHash',
] as const;
const FIRST_STATUS = ['fromStatus', 'toStatus', 'manager', 'accountId'] as const;
type NewOrder = Required<Pick<typeof orders.$inferInsert, (typeof NEW_ORDER)[number]>> &
  Pick<typeof orders.$inferInsert, 'scheduledFor' | 'dueAt'> &
  Pick<typeof orders.$inferInsert, 'discount' | 'coupon'>;
/**
 * A coupon's use, written by the order's own insert (decision 051). `counted`: the coupon has a total limit, so the
 * insert also counts the use on the coupon's row (coupons.uses); a code without one is counted from its use rows.
 */
export type CouponUse = { couponId: string; couponPhone: string; couponDiscount: number; counted: boolean };
type CouponWrite = 'none' | 'counted' | 'uncounted';
/** A coupon's definition as a cached pricing saw it: its row without the use counter the insert itself moves. */
export const couponStamp = (row: unknown) => sql`md5((to_jsonb(${row}) - 'uses')::text)`;
/**
 * The coupon row's version: the transaction that wrote it (xmin, read raw, so a freeze does not change it). Any write
 * of the row gives it another; a lock does not. A transaction id comes back only after 2^32 others.
 */
const couponVersion = (row: unknown) => sql`'x' || ${row}.xmin::text`;
/**
 * The stamp the catalogue cache keeps for a coupon. A code without a total limit takes its row's version: its uses
 * never write the row, and comparing it costs the insert far less than hashing the row on every order (about 15 µs a
 * statement on the embedded database). A code with one keeps the hash, as each use moves its counter.
 */
export const cachedCouponStamp = (row: unknown) =>
  sql`case when ${row}.max_uses is null then ${couponVersion(row)} else ${couponStamp(row)} end`;

/**
 * What an order priced from the catalogue cache is checked against (intake-catalogue.ts): the company's catalogue
 * version, the channel key it came with, the coupon's stamp. Absent for an order priced from a read of its own.
 */
export type CachedGuard = { catalogueVersion: number; keyId: string | null; couponStamp: string | null };
/**
 * The slot a scheduled order takes a place of, counted by the order's own insert (decision 054). `existing`: the slot's
 * row is known to exist (order_slots rows are never deleted but with their company), so the insert updates it instead
 * of an upsert; were it missing, no number is taken and the statement fails as CATALOGUE_CHANGED does.
 */
export type SlotUse = { slotStart: string; slotCapacity: number; existing?: boolean };
type SlotWrite = 'none' | 'upsert' | 'update';
type FirstStatus = Required<Pick<typeof orderStatusHistory.$inferInsert, (typeof FIRST_STATUS)[number]>>;

const placeholders = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, Placeholder<K>>;

/**
 * One statement: take the company's next number by incrementing companies.last_order_number, insert
 * the order with it and insert its first status. The company row stays locked only while this
 * statement runs, and if any part fails (such as the unique index on the Idempotency-Key) all of it
 * is undone and no number is used up. The order is stamped with the time its number was taken, under
 * the lock, so a higher number never has an earlier time; `at` overrides it for past orders (demo data).
 */
const numberedOrderStatement = (db: Db, coupon: CouponWrite, slotWrite: SlotWrite) => {
  const withCoupon = coupon !== 'none';
  const withSlot = slotWrite !== 'none';
  // With a slot, its place is taken first, before the company's row: intakes of one company take turns on that row
  // (the number) until they commit, so what runs before it does not lengthen the turn. The slot's row is its own
  // lock (the upsert waits on a concurrent one), only intakes write it, and they all take it before the company's
  // row, so the two cannot deadlock; order_slots_within_capacity fails the whole statement on a full slot.
  // A row already there is updated alone: the upsert's probe, tuple lock and update cost the embedded database about
  // 20 µs more a statement. Either way the row is locked and counted as the statement's first write.
  const slotted = db.$with('slotted', { startsAt: orderSlots.startsAt }).as(
    slotWrite === 'update'
      ? sql`
    update ${orderSlots} set taken = taken + 1, capacity = ${sql.placeholder('slotCapacity')}::integer
    where company_id = ${sql.placeholder('companyId')} and starts_at = ${sql.placeholder('slotStart')}::timestamptz
    returning starts_at`
      : sql`
    insert into ${orderSlots} (company_id, starts_at, taken, capacity)
    values (${sql.placeholder('companyId')}, ${sql.placeholder('slotStart')}::timestamptz, 1,
      ${sql.placeholder('slotCapacity')}::integer)
    on conflict (company_id, starts_at)
      do update set taken = ${orderSlots}.taken + 1, capacity = excluded.capacity
    returning starts_at`,
  );
  // A code priced from the catalogue cache is claimed only as it was cached (its stamp, cachedCouponStamp: the row's
  // version, else its hash, only computed when the version differs); else the use row's coupon is null and the
  // statement fails as COUPON_CHANGED does.
  const couponUnchanged = sql`(${sql.placeholder('couponStamp')}::text is null
    or ${couponVersion(coupons)} = ${sql.placeholder('couponStamp')}
    or ${couponStamp(coupons)} = ${sql.placeholder('couponStamp')})`;
  // A partner's city code is the order's only while the company has no code of its own with the same text (the read
  // prefers the company's, coupon-intake.ts): one made after the read, or after a cache was filled, fails the
  // statement as COUPON_CHANGED does, and the order is priced again with the company's own.
  const notShadowed = sql`(${coupons.companyId} is not null or not exists (select 1 from ${coupons} as own
    where own.company_id = ${sql.placeholder('companyId')} and own.code = ${coupons.code} and not own.archived))`;
  // A code with a total limit is counted here: the increment fails the whole statement on the check
  // coupons_uses_within_max once the last use is gone, and concurrent intakes wait on the coupon's row.
  const counted = db.$with('counted', { id: coupons.id }).as(sql`
    update ${coupons} set uses = uses + 1 where ${coupons.id} = ${sql.placeholder('couponId')} and ${couponUnchanged}
      and ${notShadowed}
    returning id`);
  // A code without one writes only its use row, so intakes of it take no turns and no lock on the coupon's row. Its
  // row is read in the statement's snapshot, taken after the statement's lock on coupon_uses: an edit holds that
  // table back while it commits (lockCouponForEdit), so a limit set before the snapshot leaves no id, and the use
  // row's not-null coupon fails the statement (COUPON_CHANGED), to be placed again as a counted use.
  const claimed = db.$with('claimed', { id: coupons.id }).as(sql`
    select id from ${coupons} where ${coupons.id} = ${sql.placeholder('couponId')} and max_uses is null
      and ${couponUnchanged} and ${notShadowed}`);
  const next = db.$with('next').as(
    db
      .update(companies)
      .set({ lastOrderNumber: sql`${companies.lastOrderNumber} + 1` })
      .where(
        and(
          eq(companies.id, sql.placeholder('companyId')),
          withSlot ? sql`exists (select 1 from ${slotted})` : undefined,
          // Priced from the catalogue cache (intake-catalogue.ts): the version it was priced under, judged on the
          // row as it is locked, so a catalogue write committed or in flight is seen; and the cached key still
          // unrevoked. A mismatch leaves no number and the statement fails on it (CATALOGUE_CHANGED).
          sql`(${sql.placeholder('catalogueVersion')}::integer is null
            or ${companies.catalogueVersion} = ${sql.placeholder('catalogueVersion')})`,
          sql`(${sql.placeholder('keyId')}::uuid is null or exists (select 1 from ${channelKeys}
            where ${channelKeys.id} = ${sql.placeholder('keyId')} and ${channelKeys.revokedAt} is null))`,
        ),
      )
      .returning({ number: companies.lastOrderNumber, at: sql<Date>`clock_timestamp()`.as('at') }),
  );
  const stamp = sql`coalesce(${sql.placeholder('at')}::timestamptz, (select ${next.at} from ${next}))`;
  const placed = db.$with('placed').as(
    db
      .insert(orders)
      .values({
        ...placeholders(NEW_ORDER),
        ...(withCoupon ? placeholders(['discount', 'coupon'] as const) : {}),
        // Raw casts: the column's own encoder cannot take the null of an order for as soon as possible.
        scheduledFor: sql`${sql.placeholder('scheduledFor')}::timestamptz`,
        dueAt: sql`${sql.placeholder('dueAt')}::timestamptz`,
        number: sql`(select ${next.number} from ${next})`,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning(),
  );
  const logged = db.$with('logged').as(
    db
      .insert(orderStatusHistory)
      .values({ ...placeholders(FIRST_STATUS), orderId: sql`(select ${placed.id} from ${placed})`, at: stamp })
      .returning({ id: orderStatusHistory.id }),
  );
  // The push outbox row commits with the order, so no order is left unannounced (modules/push/README.md);
  // it is written only when some device of the company or its partner could hear it, so an intake
  // nobody listens to by push costs no dispatcher work.
  const outboxed = db.$with('outboxed', { id: pushOutbox.id }).as(sql`
    insert into ${pushOutbox} (kind, item_id, company_id, partner_id)
    select 'order', ${placed.id}, ${placed.companyId}, ${placed.partnerId} from ${placed}
    where ${placed.dueAt} is null and exists (
      select 1 from ${pushDevices}
      where (${pushDevices.ownerType} = 'company' and ${pushDevices.ownerId} = ${placed.companyId})
         or (${pushDevices.ownerType} = 'partner' and ${pushDevices.ownerId} = ${placed.partnerId}))
    returning id`);
  const used = db.$with('used', { couponId: couponUses.couponId }).as(sql`
    insert into ${couponUses} (coupon_id, order_id, company_id, phone, discount)
    select (select id from ${coupon === 'counted' ? counted : claimed}), ${placed.id}, ${placed.companyId},
      ${sql.placeholder('couponPhone')}, ${sql.placeholder('couponDiscount')} from ${placed}
    returning coupon_id`);
  const ctes = [
    ...(withSlot ? [slotted] : []),
    ...(coupon === 'uncounted' ? [claimed] : []),
    next,
    placed,
    logged,
    outboxed,
    ...(coupon === 'counted' ? [counted, used] : coupon === 'uncounted' ? [used] : []),
  ];
  return db
    .with(...ctes)
    .select({
      ...placed._.selectedFields,
      // Planned once on the embedded database (GENERIC_PLAN): each part is a write or lookup by key.
      pushQueued: sql<boolean>`exists (select 1 from ${outboxed}) ${sql.raw(GENERIC_PLAN)}`.as('push_queued'),
    })
    .from(placed)
    .prepare(`insert_numbered_order${withCoupon ? `_coupon_${coupon}` : ''}${withSlot ? `_slot_${slotWrite}` : ''}`);
};
const COUPON_WRITES = ['none', 'counted', 'uncounted'] as const satisfies CouponWrite[];
const SLOT_WRITES = ['none', 'upsert', 'update'] as const satisfies SlotWrite[];
const numberedOrderInserts = COUPON_WRITES.flatMap((coupon) =>
  SLOT_WRITES.map((slotWrite) => preparedPerDb((db) => numberedOrderStatement(db, coupon, slotWrite))),
);

/**
 * The order, and whether its push was queued (so the dispatcher has work only then). An order with a coupon is
 * the same one statement with the use counted in it; an order without runs the statement it always ran.
 */
export const insertNumberedOrder = async (
  db: Db,
  order: NewOrder,
  firstStatus: FirstStatus,
  at?: Date,
  coupon?: CouponUse,
  slot?: SlotUse,
  cached?: CachedGuard,
) => {
  const values = {
    ...order,
    catalogueVersion: cached?.catalogueVersion ?? null,
    keyId: cached?.keyId ?? null,
    couponStamp: cached?.couponStamp ?? null,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    dueAt: order.dueAt?.toISOString() ?? null,
    ...firstStatus,
    at: at?.toISOString() ?? null,
    ...(coupon && {
      couponId: coupon.couponId,
      couponPhone: coupon.couponPhone,
      couponDiscount: coupon.couponDiscount,
    }),
    ...(slot && { slotStart: slot.slotStart, slotCapacity: slot.slotCapacity }),
  };
  const write: CouponWrite = !coupon ? 'none' : coupon.counted ? 'counted' : 'uncounted';
  const slotWrite: SlotWrite = !slot ? 'none' : slot.existing ? 'update' : 'upsert';
  const statement =
    numberedOrderInserts[COUPON_WRITES.indexOf(write) * SLOT_WRITES.length + SLOT_WRITES.indexOf(slotWrite)];
  const [{ pushQueued, ...row }] = await statement(db).execute(values);
  return { order: row, pushQueued };
};

/** Whether a query failed on that check constraint (drizzle wraps the driver's error as `cause`). */
export const violatesCheck = (error: unknown, constraintName: string) => {
  const failure = (error instanceof Error && error.cause) || error;
  const { code, constraint, constraint_name } = (failure ?? {}) as Record<string, unknown>;
  return code === '23514' && (constraint ?? constraint_name) === constraintName;
};

/** Whether a query failed on a null in that not-null column (drizzle wraps the driver's error as `cause`). */
export const violatesNotNull = (error: unknown, where: { table: string; column: string }) => {
  const failure = (error instanceof Error && error.cause) || error;
  const { code, table, table_name, column, column_name } = (failure ?? {}) as Record<string, unknown>;
  return code === '23502' && (table ?? table_name) === where.table && (column ?? column_name) === where.column;
};

/** Whether a query failed on that unique index (drizzle wraps the driver's error as `cause`). */
export const violatesUnique = (error: unknown, index: string) => {
  const failure = (error instanceof Error && error.cause) || error;
  const { code, constraint, constraint_name } = (failure ?? {}) as Record<string, unknown>;
  return code === '23505' && (constraint ?? constraint_name) === index;
};

export const orderHistory = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));

export const orderRejection = async (db: Db, orderId: string) => {
  const [row] = await db
    .select()
    .from(rejections)
    .where(eq(rejections.orderId, orderId))
    .orderBy(desc(rejections.createdAt))
    .limit(1);
  return row;
};

/**
 * `createdFrom`/`createdBefore` bound the placing instant; `dayFrom`/`dayBefore` the instant an order counts on in the
 * figures (`coalesce(scheduled_for, created_at)`, migration 0034: an order for later on its slot, decision 054).
 */
type OrderFilter = {
  companyIds: string[];
  status?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  dayFrom?: Date;
  dayBefore?: Date;
};

/** The instant an order counts on in reports: its slot for an order for later, its placing otherwise. */
const reportInstant = sql`coalesce(${orders.scheduledFor}, ${orders.createdAt})`;
/** An order's slot is at most today and MAX_SLOT_DAYS_AHEAD local dates later: one day more covers any zone. */
const MAX_SLOT_LEAD_MS = (MAX_SLOT_DAYS_AHEAD + 2) * 86_400_000;

/**
 * The conditions of a filter. A `day` bound also bounds created_at (an order is placed before its slot, and at most
 * MAX_SLOT_LEAD_MS before it), so the company's (created_at, number) index still serves the page.
 */
const orderConditions = (filter: OrderFilter) => {
  const createdFrom = filter.dayFrom ? new Date(filter.dayFrom.getTime() - MAX_SLOT_LEAD_MS) : filter.createdFrom;
  const createdBefore = filter.dayBefore ?? filter.createdBefore;
  return and(
    inArray(orders.companyId, filter.companyIds),
    filter.status ? eq(orders.status, filter.status) : undefined,
    createdFrom ? gte(orders.createdAt, createdFrom) : undefined,
    createdBefore ? lt(orders.createdAt, createdBefore) : undefined,
    filter.dayFrom ? sql`${reportInstant} >= ${filter.dayFrom.toISOString()}::timestamptz` : undefined,
    filter.dayBefore ? sql`${reportInstant} < ${filter.dayBefore.toISOString()}::timestamptz` : undefined,
  );
};

/**
 * Every order a company ever received took the next number (insertNumberedOrder), so without other
 * filters its count is the company's counter: one row read instead of counting every order on every page.
 */
const countOrders = async (db: Db, filter: OrderFilter, where: SQL | undefined) => {
  const unfiltered =
    !filter.status && !filter.createdFrom && !filter.createdBefore && !filter.dayFrom && !filter.dayBefore;
  if (filter.companyIds.length === 1 && unfiltered) {
    const [row] = await db
      .select({ total: companies.lastOrderNumber })
      .from(companies)
      .where(eq(companies.id, filter.companyIds[0]));
    return row?.total ?? 0;
  }
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  return Number(total);
};

/**
 * A page of orders of some companies, newest first (orders_company_created_number_idx serves the sort both
 * ways). `knownTotal`: the caller already knows the total, so it is not counted.
 *
 * Past the first page the total is read first (for one company without filters it is one row, see
 * countOrders), so a page past the end reads no order, and a page in the older half of one company's
 * orders is read from the oldest end and turned around: an offset never skips more than half the rows.
 * Within one company (created_at, number) orders every row, so both ways give the same pages.
 */
export const pageOrders = async (
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
  options: { knownTotal?: boolean } = {},
) => {
  if (filter.companyIds.length === 0) return { rows: [], total: 0 };
  const where = orderConditions(filter);
  const read = async (newestFirst: boolean, limit: number, offset: number) => {
    const sort = newestFirst
      ? [desc(orders.createdAt), desc(orders.number)]
      : [asc(orders.createdAt), asc(orders.number)];
    if (offset === 0)
      return db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...sort)
        .limit(limit);
    // The rows an offset skips are walked in the index alone (company, [status,] created_at, number) and
    // only the page's own rows are read from the table.
    const keys = db
      .select({ companyId: orders.companyId, number: orders.number })
      .from(orders)
      .where(where)
      .orderBy(...sort)
      .limit(limit)
      .offset(offset)
      .as('page_keys');
    return db
      .select(getTableColumns(orders))
      .from(orders)
      .innerJoin(keys, and(eq(orders.companyId, keys.companyId), eq(orders.number, keys.number)))
      .orderBy(...sort);
  };
  if (options.knownTotal || page.offset === 0) {
    const [rows, total] = await Promise.all([
      read(true, page.limit, page.offset),
      options.knownTotal ? Promise.resolve(-1) : countOrders(db, filter, where),
    ]);
    return { rows, total };
  }
  const total = await countOrders(db, filter, where);
  const after = total - page.offset;
  if (after <= 0) return { rows: [], total };
  if (filter.companyIds.length > 1 || page.offset <= after) {
    return { rows: await read(true, page.limit, page.offset), total };
  }
  const limit = Math.min(page.limit, after);
  const oldestFirst = await read(false, limit, after - limit);
  return { rows: oldestFirst.reverse(), total };
};
