import type { RiderCreateBody, RiderDetail, RiderListQuery, RiderUpdateBody } from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riders } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { countWithinCap } from '../../shared/bounded-list.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { findBaseOfPartner } from '../bases/bases.queries.ts';
import { toRiderDetailDto, toRiderDto } from './rider.dto.ts';
import {
  availableRidersWhere,
  findVisibleRider,
  listAvailableRiders,
  listRiderPage,
  ownRidersWhere,
  type RiderScope,
  riderHasHistory,
} from './riders.queries.ts';

export const riderScopeOf = ({ account }: SignedIn): RiderScope => {
  if (account.type === 'partner' && account.partnerId) return { kind: 'partner', partnerId: account.partnerId };
  if (account.type === 'deliveries-provider' && account.providerId)
    return { kind: 'provider', providerId: account.providerId };
  throw forbidden('Solo un socio o una flotilla pueden ver repartidores.');
};

const riderNotFound = () => notFound('No encontramos ese repartidor.');

export const availableRidersFor = async (db: Db, auth: SignedIn, search?: string) => {
  const scope = riderScopeOf(auth);
  await countWithinCap(db, 'riders', riders, availableRidersWhere(scope, search));
  return (await listAvailableRiders(db, scope, search)).map(toRiderDto);
};

export const riderPageFor = async (db: Db, auth: SignedIn, query: RiderListQuery) => {
  const scope = riderScopeOf(auth);
  const { items, total } = await listRiderPage(db, scope, query);
  return { items: items.map((row) => toRiderDetailDto(row, scope)), total, limit: query.limit, offset: query.offset };
};

export const riderFor = async (db: Db, auth: SignedIn, id: string): Promise<RiderDetail> => {
  const scope = riderScopeOf(auth);
  const row = await findVisibleRider(db, scope, id);
  if (!row) throw riderNotFound();
  return toRiderDetailDto(row, scope);
};

/** A base belongs to a partner; a fleet's riders have none. */
const assertBase = async (db: Db, scope: RiderScope, baseId: string | null | undefined) => {
  if (!baseId) return;
  if (scope.kind !== 'partner' || !(await findBaseOfPartner(db, scope.partnerId, baseId))) {
    throw notFound('No encontramos esa base.');
  }
};

/** 404 when the account cannot see the rider, 403 when it sees it but a fleet manages it. */
const ownRider = async (db: Db, scope: RiderScope, id: string) => {
  const row = await findVisibleRider(db, scope, id);
  if (!row) throw riderNotFound();
  const [own] = await db
    .select({ id: riders.id })
    .from(riders)
    .where(and(eq(riders.id, id), ownRidersWhere(scope)));
  if (!own) throw forbidden('Este repartidor es de una flotilla: solo la flotilla puede cambiar sus datos.');
  return row;
};

export const createRider = async (db: Db, auth: SignedIn, body: RiderCreateBody) => {
  const scope = riderScopeOf(auth);
  await assertBase(db, scope, body.base);
  const [row] = await db
    .insert(riders)
    .values({
      partnerId: scope.kind === 'partner' ? scope.partnerId : null,
      providerId: scope.kind === 'provider' ? scope.providerId : null,
      name: body.name,
      phone: body.phone,
      vehicle: body.vehicle ?? 'moto',
      plate: body.plate ?? null,
      photo: body.photo ?? null,
      notes: body.notes ?? null,
      baseId: body.base ?? null,
      active: body.active ?? true,
      onShift: (body.active ?? true) && (body.onShift ?? false),
    })
    .returning({ id: riders.id });
  return riderFor(db, auth, row.id);
};

export const updateRider = async (db: Db, auth: SignedIn, id: string, body: RiderUpdateBody) => {
  const scope = riderScopeOf(auth);
  const current = await ownRider(db, scope, id);
  await assertBase(db, scope, body.base);
  const active = body.active ?? current.active;
  await db
    .update(riders)
    .set({
      name: body.name,
      phone: body.phone,
      vehicle: body.vehicle,
      plate: body.plate,
      photo: body.photo,
      notes: body.notes,
      baseId: body.base,
      active,
      // An inactive rider is never on shift; reactivating an archived rider brings it back to the list.
      onShift: active ? body.onShift : false,
      archivedAt: body.active === true ? null : undefined,
      updatedAt: new Date(),
    })
    .where(eq(riders.id, id));
  return riderFor(db, auth, id);
};

/** Deletes a rider without history; one with errands or orders is archived instead (kept for the records). */
export const removeRider = async (db: Db, auth: SignedIn, id: string) => {
  const scope = riderScopeOf(auth);
  await ownRider(db, scope, id);
  if (await riderHasHistory(db, id)) {
    const now = new Date();
    await db
      .update(riders)
      .set({ archivedAt: now, active: false, onShift: false, updatedAt: now })
      .where(eq(riders.id, id));
    return { result: 'archived' as const };
  }
  await db.delete(riders).where(eq(riders.id, id));
  return { result: 'deleted' as const };
};
