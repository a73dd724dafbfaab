import {
  cursorPageOf,
  cursorQuerySchema,
  errandByIdQuerySchema,
  errandDetailSchema,
  errandFleetQuerySchema,
  errandIntakeSchema,
  errandMinutesQuerySchema,
  errandPageSchema,
  errandPartnerQuerySchema,
  errandSchema,
  errandStatusQuerySchema,
  pageQuerySchema,
} from '@backoffice/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors.ts';
import { emitErrand, emitErrandToFleets, emitErrandToRiders } from '../../plugins/live-events.ts';
import { SESSION_OR_CHANNEL_KEY } from '../../plugins/openapi-operation.ts';
import { assertCursorOrOffset } from '../../shared/keyset-cursor.ts';
import { signedIn } from '../auth/auth.types.ts';
import { resolveCaller } from '../channel-keys/caller.ts';
import { readIdempotencyKey } from '../orders/idempotency.ts';
import { requireOrderManager } from '../orders/order-manager-header.ts';
import { toErrandDetailDto, toErrandDto } from './errand.dto.ts';
import {
  assertErrandVisible,
  assertFleetErrand,
  errandScopeOf,
  fleetErrandMoves,
  fleetOfRider,
} from './errand-access.ts';
import { errandHistory, findErrand, pageErrands, pageFleetErrands } from './errands.queries.ts';
import { createErrand, moveErrand, setErrandMinutes } from './errands.service.ts';
import { nextErrandCursor, pageErrandsByCursor } from './errands-keyset.queries.ts';

const tags = ['errands'];

export const errandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('orders.operate', 'company');
  // A fleet moves the errands its riders carry (picked up, delivered), from its own screens.
  const staffOrFleet = app.requirePartner('orders.operate', 'company', 'deliveries-provider');
  const visibleErrand = async (request: FastifyRequest, id: string) => {
    const auth = signedIn(request);
    if (auth.account.type === 'deliveries-provider')
      return assertFleetErrand(app.db, auth.account.providerId!, await findErrand(app.db, id));
    return assertErrandVisible(await errandScopeOf(app.db, auth), await findErrand(app.db, id));
  };

  app.post(
    '/errands',
    {
      schema: {
        tags,
        summary: 'Pedir un mandado (sesión de comercio o socio, o clave de canal); Idempotency-Key opcional',
        security: SESSION_OR_CHANNEL_KEY,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: errandIntakeSchema,
        response: { 200: errandSchema, 201: errandSchema },
      },
    },
    async (request, reply) => {
      const caller = await resolveCaller(app.db, request);
      const key = readIdempotencyKey(request, false);
      const { errand, created } = await createErrand(app.db, caller, request.body, key);
      const dto = toErrandDto(errand);
      if (created) {
        reply.afterResponse(() => {
          emitErrand(app.live, 'new', dto);
          app.push.kick();
        });
      }
      return reply.status(created ? 201 : 200).send(dto);
    },
  );

  app.get(
    '/errands/partner',
    {
      schema: {
        tags,
        summary: 'Mandados del socio, del más nuevo al más antiguo',
        description: 'Por offset, o por `cursor` (el `nextCursor` de la página anterior; decisión 053).',
        querystring: pageQuerySchema.extend({ ...errandPartnerQuerySchema.shape, ...cursorQuerySchema.shape }),
        response: { 200: cursorPageOf(errandSchema) },
      },
      preHandler: staff,
    },
    async (request) => {
      const { partner, status, limit, offset, cursor } = request.query;
      assertCursorOrOffset(cursor, offset);
      const scope = await errandScopeOf(app.db, signedIn(request));
      if (!scope || scope.partnerId !== partner) throw notFound('No encontramos ese socio.');
      if (cursor !== undefined) {
        const page = await pageErrandsByCursor(app.db, scope, { status }, cursor, limit);
        return { items: page.rows.map(toErrandDto), total: page.total, limit, offset, nextCursor: page.nextCursor };
      }
      const { rows, total } = await pageErrands(app.db, scope, { status }, { limit, offset });
      return { items: rows.map(toErrandDto), total, limit, offset, nextCursor: nextErrandCursor(rows, offset, total) };
    },
  );

  app.get(
    '/errands/fleet',
    {
      schema: {
        tags,
        summary: 'Mandados que llevan los repartidores de la flota, del más nuevo al más antiguo',
        querystring: pageQuerySchema.extend(errandFleetQuerySchema.shape),
        response: { 200: errandPageSchema },
      },
      preHandler: app.requireAuth('deliveries-provider'),
    },
    async (request) => {
      const { status, today, limit, offset } = request.query;
      const providerId = signedIn(request).account.providerId!;
      const { rows, total } = await pageFleetErrands(app.db, providerId, { status, today }, { limit, offset });
      return { items: rows.map(toErrandDto), total, limit, offset };
    },
  );

  app.get(
    '/errands/errand',
    {
      schema: {
        tags,
        summary: 'Un mandado con su historial de estados',
        querystring: errandByIdQuerySchema,
        response: { 200: errandDetailSchema },
      },
      preHandler: staffOrFleet,
    },
    async (request) => {
      const errand = await visibleErrand(request, request.query.ID);
      return toErrandDetailDto(errand, await errandHistory(app.db, errand.id));
    },
  );

  app.put(
    '/errands/status',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de un mandado (encabezado Order-Manager obligatorio)',
        headers: z.looseObject({ 'order-manager': z.string().optional() }),
        querystring: errandStatusQuerySchema,
        response: { 200: errandSchema },
      },
      preHandler: staffOrFleet,
    },
    async (request) => {
      const manager = requireOrderManager(request);
      const { ID, status, rider } = request.query;
      const auth = signedIn(request);
      const errand = await visibleErrand(request, ID);
      if (
        auth.account.type === 'deliveries-provider' &&
        (rider || !(fleetErrandMoves as readonly string[]).includes(status))
      )
        throw forbidden('La flota solo marca sus mandados como recogidos (en camino) o entregados.');
      const previousFleet = await fleetOfRider(app.db, errand.riderId);
      const actor = { manager, accountId: auth.account.id };
      const dto = toErrandDto(await moveErrand(app.db, errand, status, actor, rider));
      if (status === 'assigned') app.push.kick();
      emitErrand(app.live, 'update', dto);
      emitErrandToFleets(app.live, dto, [previousFleet, await fleetOfRider(app.db, dto.rider)]);
      emitErrandToRiders(app.live, dto, [errand.riderId, dto.rider]);
      return dto;
    },
  );

  app.put(
    '/errands/minutes',
    {
      schema: {
        tags,
        summary: 'Fijar los minutos estimados de un mandado (1 a 240)',
        querystring: errandMinutesQuerySchema,
        response: { 200: errandSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      const errand = await visibleErrand(request, request.query.ID);
      const dto = toErrandDto(await setErrandMinutes(app.db, errand, request.query.minutes));
      emitErrand(app.live, 'update', dto);
      return dto;
    },
  );
};
