import {
  canMoveErrand,
  type ErrandStatus,
  type errandIntakeSchema,
  errandMessages,
  errandStatusLabels,
  errandTransitions,
} from '@backoffice/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, errandStatusHistory, errands, orders, riders } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { type Caller, channelOf, findCallerCompany } from '../channel-keys/caller.ts';
import { recordDeliveredErrand } from '../ledger/ledger.writer.ts';
import { requestHash, sameRequestOrConflict } from '../orders/idempotency.ts';
import type { Actor } from '../orders/order-status.service.ts';
import { enqueuePush, enqueueRiderPush } from '../push/push.queries.ts';
import { visibleRidersWhere } from '../riders/riders.queries.ts';
import type { ErrandRow } from './errand.dto.ts';
import { findErrandByIdempotencyKey, lockErrandNumbering, nextErrandNumber } from './errands.queries.ts';

type Intake = z.output<typeof errandIntakeSchema>;

const partnerOf = async (db: Db, caller: Caller) => {
  if (caller.kind === 'channel') return caller.partnerId;
  if (caller.auth.account.partnerId) return caller.auth.account.partnerId;
  const [company] = await db.select().from(companies).where(eq(companies.id, caller.auth.account.companyId!));
  return company.partnerId;
};

const sameErrand = (errand: ErrandRow, hash: string) => ({
  errand: sameRequestOrConflict(errand, hash, 'mandado'),
  created: false,
});

/** A company session asks for itself; otherwise the company is optional but must be reachable. */
const resolveCompany = async (db: Db, caller: Caller, requested?: string) => {
  const own = caller.kind === 'account' ? caller.auth.account.companyId : null;
  const companyId = requested ?? own ?? undefined;
  if (!companyId) return undefined;
  const company = await findCallerCompany(db, caller, companyId);
  if (!company) throw notFound('No encontramos ese comercio.');
  return company;
};

/** Creates an errand (a delivery task); an Idempotency-Key, when sent, is honoured like for orders. */
export const createErrand = async (db: Db, caller: Caller, body: Intake, idempotencyKey?: string) => {
  const hash = requestHash(body);
  const scope = caller.idempotencyScope;
  if (idempotencyKey) {
    const earlier = await findErrandByIdempotencyKey(db, scope, idempotencyKey);
    if (earlier) return sameErrand(earlier, hash);
  }
  const company = await resolveCompany(db, caller, body.company);
  // An errand of no company is seen by the partner's admins only: a member would create one it never sees again.
  if (
    !company &&
    caller.kind === 'account' &&
    caller.auth.account.type === 'partner' &&
    caller.auth.account.role !== 'admin'
  )
    throw forbidden('Elige uno de tus comercios: solo un administrador crea mandados sin comercio.');
  const partnerId = company?.partnerId ?? (await partnerOf(db, caller));
  const pickup =
    body.pickup ??
    (company && {
      name: company.name,
      address: company.address,
      phone: company.phone || undefined,
      ...(company.lat !== null && company.lng !== null ? { lat: company.lat, lng: company.lng } : {}),
    });
  if (!pickup) throw badRequest(errandMessages.pickup, [{ field: 'body.pickup', message: errandMessages.pickup }]);
  if (body.order) {
    const [order] = await db.select().from(orders).where(eq(orders.id, body.order));
    if (!order || order.companyId !== company?.id) throw notFound('No encontramos ese pedido.');
  }
  const now = new Date();
  const inserted = await db.transaction(async (tx) => {
    const companyId = company?.id ?? null;
    await lockErrandNumbering(tx as unknown as Db, companyId, partnerId);
    const [errand] = await tx
      .insert(errands)
      .values({
        companyId,
        number: nextErrandNumber(companyId, partnerId),
        partnerId,
        orderId: body.order ?? null,
        status: 'pending',
        pickup,
        dropoff: body.dropoff,
        customer: body.customer ?? null,
        notes: body.notes ?? null,
        amountToCollect: body.amountToCollect,
        fee: body.fee,
        channel: channelOf(caller),
        idempotencyScope: idempotencyKey ? scope : null,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [errands.idempotencyScope, errands.idempotencyKey] })
      .returning();
    if (!errand) return undefined;
    await tx.insert(errandStatusHistory).values({
      errandId: errand.id,
      fromStatus: null,
      toStatus: 'pending',
      manager: caller.name,
      accountId: caller.kind === 'account' ? caller.auth.account.id : null,
      at: now,
    });
    await enqueuePush(tx as unknown as Db, {
      kind: 'errand',
      itemId: errand.id,
      companyId: errand.companyId,
      partnerId: errand.partnerId,
    });
    return errand;
  });
  if (inserted) return { errand: inserted, created: true };
  const winner = await findErrandByIdempotencyKey(db, scope, idempotencyKey!);
  if (!winner) throw new Error('idempotent errand vanished');
  return sameErrand(winner, hash);
};

const stale = () =>
  conflict('stale_version', 'El mandado cambió mientras tanto. Actualiza la pantalla e inténtalo de nuevo.');

const assertRider = async (db: Db, errand: ErrandRow, riderId: string) => {
  // Riders the errand's partner sees (its own or a visible fleet's) may take it, if active and not archived.
  const [rider] = await db
    .select({ id: riders.id })
    .from(riders)
    .where(
      and(
        eq(riders.id, riderId),
        eq(riders.active, true),
        isNull(riders.archivedAt),
        visibleRidersWhere({ kind: 'partner', partnerId: errand.partnerId }),
      ),
    );
  if (!rider) throw notFound('No encontramos ese repartidor.');
};

/** Moves an errand along pending → assigned → on_the_way → delivered (or cancelled), like moveOrder. */
export const moveErrand = async (db: Db, errand: ErrandRow, to: ErrandStatus, actor: Actor, riderId?: string) => {
  const from = errand.status as ErrandStatus;
  if (!canMoveErrand(from, to)) {
    throw conflict(
      'invalid_transition',
      `Un mandado «${errandStatusLabels[from] ?? from}» no puede pasar a «${errandStatusLabels[to]}».`,
      { from, to },
    );
  }
  if (riderId && to !== 'assigned') throw badRequest('El repartidor solo se indica al asignar el mandado.');
  if (riderId) await assertRider(db, errand, riderId);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(errands)
      // The dispatcher's move ends a rider's "returned" mark.
      .set({
        status: to,
        version: sql`${errands.version} + 1`,
        updatedAt: now,
        returned: null,
        ...(riderId ? { riderId } : {}),
      })
      .where(and(eq(errands.id, errand.id), eq(errands.version, errand.version), eq(errands.status, from)))
      .returning();
    if (!updated) throw stale();
    await tx
      .insert(errandStatusHistory)
      .values({ errandId: errand.id, fromStatus: from, toStatus: to, ...actor, at: now });
    if (to === 'delivered') await recordDeliveredErrand(tx, updated, now);
    // The rider's phone hears the offer through the push outbox, written with the assignment (decision 055).
    if (to === 'assigned') await enqueueRiderPush(tx, updated);
    return updated;
  });
};

export const setErrandMinutes = async (db: Db, errand: ErrandRow, minutes: number) => {
  if (errandTransitions[errand.status as ErrandStatus]?.length === 0) {
    throw conflict('invalid_transition', 'El mandado ya está cerrado; no se puede cambiar su tiempo.');
  }
  const [updated] = await db
    .update(errands)
    .set({ minutes, version: sql`${errands.version} + 1`, updatedAt: new Date() })
    .where(and(eq(errands.id, errand.id), eq(errands.version, errand.version)))
    .returning();
  if (!updated) throw stale();
  return updated;
};
