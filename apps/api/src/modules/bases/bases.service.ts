import type { Base, BaseCreateBody, BaseUpdateBody } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bases } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { partnerIdOf } from '../partners/partner-of.ts';
import {
  assignRiders,
  type BaseRow,
  findBaseOfPartner,
  listBasePage,
  ownRiderIds,
  ridersOfBases,
} from './bases.queries.ts';

const toBaseDto = (row: BaseRow, riders: string[]): Base => ({
  id: row.id,
  name: row.name,
  address: row.address,
  lat: row.lat,
  lng: row.lng,
  phone: row.phone,
  riders,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const baseNotFound = () => notFound('No encontramos esa base.');

export const basePageFor = async (
  db: Db,
  auth: SignedIn,
  query: { search?: string; limit: number; offset: number },
) => {
  const { items, total } = await listBasePage(db, partnerIdOf(auth), query);
  const riders = await ridersOfBases(
    db,
    items.map((row) => row.id),
  );
  return { items: items.map((row) => toBaseDto(row, riders.get(row.id) ?? [])), total, ...query };
};

const baseFor = async (db: Db, partnerId: string, id: string) => {
  const row = await findBaseOfPartner(db, partnerId, id);
  if (!row) throw baseNotFound();
  return toBaseDto(row, (await ridersOfBases(db, [id])).get(id) ?? []);
};

const assertOwnRiders = async (db: Db, partnerId: string, ids: string[] | undefined) => {
  if (!ids) return;
  const unique = [...new Set(ids)];
  if ((await ownRiderIds(db, partnerId, unique)).length !== unique.length)
    throw notFound('No encontramos uno de los repartidores.');
};

export const createBase = async (db: Db, auth: SignedIn, body: BaseCreateBody) => {
  const partnerId = partnerIdOf(auth);
  await assertOwnRiders(db, partnerId, body.riders);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bases)
      .values({
        partnerId,
        name: body.name,
        address: body.address ?? '',
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        phone: body.phone || null,
      })
      .returning({ id: bases.id });
    if (body.riders) await assignRiders(tx, row.id, [...new Set(body.riders)]);
    return row.id;
  });
  return baseFor(db, partnerId, id);
};

export const updateBase = async (db: Db, auth: SignedIn, id: string, body: BaseUpdateBody) => {
  const partnerId = partnerIdOf(auth);
  if (!(await findBaseOfPartner(db, partnerId, id))) throw baseNotFound();
  await assertOwnRiders(db, partnerId, body.riders);
  await db.transaction(async (tx) => {
    await tx
      .update(bases)
      .set({
        name: body.name,
        address: body.address,
        lat: body.lat,
        lng: body.lng,
        phone: body.phone === undefined ? undefined : body.phone || null,
        updatedAt: new Date(),
      })
      .where(eq(bases.id, id));
    if (body.riders) await assignRiders(tx, id, [...new Set(body.riders)]);
  });
  return baseFor(db, partnerId, id);
};

/** Its riders stay, without a base. */
export const removeBase = async (db: Db, auth: SignedIn, id: string) => {
  const partnerId = partnerIdOf(auth);
  if (!(await findBaseOfPartner(db, partnerId, id))) throw baseNotFound();
  await db.delete(bases).where(eq(bases.id, id));
};
