import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveriesProviders, fleetLinks, partners } from '../../db/schema/index.ts';

export type FleetLinkRow = typeof fleetLinks.$inferSelect & { partnerName: string; providerName: string };

const linkColumns = {
  link: fleetLinks,
  partnerName: partners.name,
  providerName: deliveriesProviders.name,
};

const withNames = (rows: { link: typeof fleetLinks.$inferSelect; partnerName: string; providerName: string }[]) =>
  rows.map(({ link, partnerName, providerName }) => ({ ...link, partnerName, providerName }));

export type LinkSide = { partnerId: string } | { providerId: string };

const sideWhere = (side: LinkSide) =>
  'partnerId' in side ? eq(fleetLinks.partnerId, side.partnerId) : eq(fleetLinks.providerId, side.providerId);

export const listLinks = async (db: Db, side: LinkSide): Promise<FleetLinkRow[]> =>
  withNames(
    await db
      .select(linkColumns)
      .from(fleetLinks)
      .innerJoin(partners, eq(partners.id, fleetLinks.partnerId))
      .innerJoin(deliveriesProviders, eq(deliveriesProviders.id, fleetLinks.providerId))
      .where(sideWhere(side))
      .orderBy(desc(fleetLinks.createdAt))
      .limit(200),
  );

export const findLink = async (db: Db, id: string, side: LinkSide): Promise<FleetLinkRow | undefined> => {
  const rows = withNames(
    await db
      .select(linkColumns)
      .from(fleetLinks)
      .innerJoin(partners, eq(partners.id, fleetLinks.partnerId))
      .innerJoin(deliveriesProviders, eq(deliveriesProviders.id, fleetLinks.providerId))
      .where(and(eq(fleetLinks.id, id), sideWhere(side))),
  );
  return rows[0];
};

export const findOpenLink = async (db: Db, partnerId: string, providerId: string) => {
  const [row] = await db
    .select()
    .from(fleetLinks)
    .where(
      and(
        eq(fleetLinks.partnerId, partnerId),
        eq(fleetLinks.providerId, providerId),
        inArray(fleetLinks.status, ['pending', 'active']),
      ),
    );
  return row;
};

/** The fleet a partner names by its code or contact e-mail (or the e-mail of one of its sign-ins). */
export const findFleetByCodeOrEmail = async (db: Db, code?: string, email?: string) => {
  const conditions = [
    code ? eq(deliveriesProviders.code, code.trim().toUpperCase()) : undefined,
    email ? sql`lower(${deliveriesProviders.email}) = ${email.toLowerCase()}` : undefined,
    email
      ? sql`${deliveriesProviders.id} in (select provider_id from accounts where lower(email) = ${email.toLowerCase()} and type = 'deliveries-provider')`
      : undefined,
  ].filter((condition) => condition !== undefined);
  const [row] = await db
    .select()
    .from(deliveriesProviders)
    .where(or(...conditions))
    .limit(1);
  return row;
};

/** Ids of the fleets actively linked to a partner: the one source of which fleet riders a partner may see. */
export const linkedProviderIdsSql = (partnerId: string) =>
  sql`(select fl.provider_id from fleet_links fl where fl.partner_id = ${partnerId} and fl.status = 'active')`;

/** Ids of the partners actively linked to a fleet. */
export const linkedPartnerIds = async (db: Db, providerId: string) =>
  (
    await db
      .select({ partnerId: fleetLinks.partnerId })
      .from(fleetLinks)
      .where(and(eq(fleetLinks.providerId, providerId), eq(fleetLinks.status, 'active')))
  ).map((row) => row.partnerId);
