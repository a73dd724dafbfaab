import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { partners } from './partners.ts';

/** A place where a partner's riders gather between errands (a "base"). */
export const bases = pgTable(
  'bases',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('bases_partner_idx').on(table.partnerId)],
);

/** GeoJSON polygon rings as stored: [lng, lat] positions, first and last equal. */
export type ZoneGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A delivery zone drawn on the map; its fee prices orders whose drop-off falls inside. */
export const zones = pgTable(
  'zones',
  {
    id: id(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#f05112'),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    minimumOrder: integer('minimum_order').notNull().default(0),
    minutes: integer('minutes').notNull().default(30),
    active: boolean('active').notNull().default(true),
    geometry: jsonb('geometry').$type<ZoneGeometry>().notNull(),
    /** Square metres, computed on save; the smallest zone containing a point wins. */
    area: doublePrecision('area').notNull(),
    /** 5-digit postal codes the zone covers: an order with no point but one of these is priced by the zone. */
    postalCodes: jsonb('postal_codes').$type<string[]>().notNull().default([]),
    /** Colonia names as the partner wrote them; matched by their plain words (no case, accents or punctuation). */
    colonias: jsonb('colonias').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('zones_partner_idx').on(table.partnerId)],
);

export const zoneCompanies = pgTable(
  'zone_companies',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.zoneId, table.companyId] }),
    index('zone_companies_company_idx').on(table.companyId),
  ],
);
