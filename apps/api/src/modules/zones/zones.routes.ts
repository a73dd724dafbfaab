import {
  mapSettingsSchema,
  zoneCollectionSchema,
  zoneCreateBodySchema,
  zoneIdQuerySchema,
  zoneSchema,
  zoneUpdateBodySchema,
} from '@backoffice/shared';
import { LIST_CAPS } from '@backoffice/shared/list-caps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapSettings } from '../../map-sources.ts';
import { withinCap } from '../../shared/bounded-list.ts';
import { signedIn } from '../auth/auth.types.ts';
import { importZones } from './zones.import.ts';
import { assignableCompanies, createZone, exportZones, removeZone, updateZone, zonesFor } from './zones.service.ts';

const tags = ['zones'];
const zoneWithOverlaps = zoneSchema.extend({
  /** The zones this one overlaps; in each pair the smaller zone (winner) prices the orders. */
  overlaps: z.array(z.object({ zone: z.string(), winner: z.string() })),
});

export const zonesRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = app.requirePartner('riders.read');
  const manage = app.requirePartner('fleet.manage');
  const settings = mapSettings(app.config);

  app.get(
    '/zones/map-settings',
    {
      schema: {
        tags,
        summary: 'Fuente de mosaicos y vista inicial de los mapas',
        response: { 200: mapSettingsSchema },
      },
      preHandler: app.requirePartner('partner.read', 'company', 'deliveries-provider'),
    },
    async () => settings,
  );

  app.get(
    '/zones',
    {
      schema: {
        tags,
        summary: 'Zonas de entrega del socio, con sus comercios y los cruces entre zonas',
        description: `Hasta ${LIST_CAPS.zones}; más allá, 400 list_too_long (decisión 053).`,
        response: { 200: z.array(zoneWithOverlaps) },
      },
      preHandler: read,
    },
    async (request) => withinCap('zones', await zonesFor(app.db, signedIn(request))),
  );

  app.post(
    '/zones',
    {
      schema: {
        tags,
        summary: 'Crear una zona (polígono GeoJSON)',
        body: zoneCreateBodySchema,
        response: { 201: zoneSchema },
      },
      preHandler: manage,
    },
    async (request, reply) => reply.status(201).send(await createZone(app.db, signedIn(request), request.body)),
  );

  app.put(
    '/zones',
    {
      schema: {
        tags,
        summary: 'Cambiar una zona (solo cambian los campos enviados; companies fija sus comercios)',
        querystring: zoneIdQuerySchema,
        body: zoneUpdateBodySchema,
        response: { 200: zoneSchema },
      },
      preHandler: manage,
    },
    async (request) => updateZone(app.db, signedIn(request), request.query.ID, request.body),
  );

  app.delete(
    '/zones',
    {
      schema: { tags, summary: 'Eliminar una zona', querystring: zoneIdQuerySchema, response: { 204: z.null() } },
      preHandler: manage,
    },
    async (request, reply) => {
      await removeZone(app.db, signedIn(request), request.query.ID);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/zones/companies',
    {
      schema: {
        tags,
        summary: 'Comercios del socio que se pueden asignar a una zona',
        response: { 200: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })) },
      },
      preHandler: read,
    },
    async (request) => assignableCompanies(app.db, signedIn(request)),
  );

  app.get(
    '/zones/export',
    {
      schema: { tags, summary: 'Las zonas como GeoJSON (FeatureCollection)' },
      preHandler: read,
      config: { heavy: true },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'application/geo+json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="zonas.geojson"')
        .send(JSON.stringify(await exportZones(app.db, signedIn(request)))),
  );

  app.post(
    '/zones/import',
    {
      schema: {
        tags,
        summary: 'Importar zonas de un GeoJSON (FeatureCollection; todas o ninguna)',
        body: zoneCollectionSchema,
        response: { 201: z.object({ imported: z.number().int() }) },
      },
      preHandler: manage,
      config: { heavy: true },
    },
    async (request, reply) => reply.status(201).send(await importZones(app.db, signedIn(request), request.body)),
  );
};
