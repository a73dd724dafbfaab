import {
  clipboardSchema,
  cursorPageOf,
  cursorQuerySchema,
  orderByIdQuerySchema,
  orderDetailSchema,
  orderIntakeSchema,
  orderMinutesQuerySchema,
  orderSchema,
  orderStatuses,
  orderStatusQuerySchema,
  pageQuerySchema,
} from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { emitOrder } from '../../plugins/live-events.ts';
import { SESSION_OR_CHANNEL_KEY } from '../../plugins/openapi-operation.ts';
import { assertCursorOrOffset } from '../../shared/keyset-cursor.ts';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { callerCompanyIds, callerWithKeyUnresolved, resolveCaller } from '../channel-keys/caller.ts';
import { readIdempotencyKey } from './idempotency.ts';
import { toOrderDetailDto, toOrderDto } from './order.dto.ts';
import { orderClipboardText } from './order-clipboard.ts';
import { placeOrder } from './order-intake.service.ts';
import { requireOrderManager } from './order-manager-header.ts';
import { loadAccessibleOrder, moveOrder, setOrderMinutes } from './order-status.service.ts';
import { orderHistory, orderRejection, pageOrders } from './orders.queries.ts';
import { nextOrderCursor, pageOrdersByCursor } from './orders-keyset.queries.ts';

const tags = ['orders'];

/** The Idempotency-Key; a request with a wrong channel key and no Idempotency-Key is refused for the key (401). */
const idempotencyKeyAfterCaller = async (
  db: Db,
  request: FastifyRequest,
  caller: ReturnType<typeof callerWithKeyUnresolved>,
) => {
  try {
    return readIdempotencyKey(request, true)!;
  } catch (error) {
    if (caller.kind === 'channel-key') await resolveCaller(db, request);
    throw error;
  }
};

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requirePartner('orders.operate', 'company');
  const companyIdsOf = (request: Parameters<typeof signedIn>[0]) => accessibleCompanyIds(app.db, signedIn(request));

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Tomar un pedido (sesión de comercio o socio, o clave de canal); requiere Idempotency-Key',
        security: SESSION_OR_CHANNEL_KEY,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: orderIntakeSchema,
        response: { 200: orderSchema, 201: orderSchema },
      },
    },
    async (request, reply) => {
      // The key, if any, is looked up in the intake's one read; a wrong key still answers 401 before a 400.
      const caller = callerWithKeyUnresolved(request);
      const key = await idempotencyKeyAfterCaller(app.db, request, caller);
      const { order, created, pushQueued } = await placeOrder(app.db, caller, request.body, key);
      const dto = toOrderDto(order);
      if (created) {
        reply.afterResponse(() => {
          emitOrder(app.live, 'new', dto);
          if (pushQueued) app.push.kick();
        });
      }
      return reply.status(created ? 201 : 200).send(dto);
    },
  );

  app.get(
    '/orders/company/pag',
    {
      schema: {
        tags,
        summary: 'Pedidos de un comercio, del más nuevo al más antiguo',
        description: 'Por offset, o por `cursor` (el `nextCursor` de la página anterior; decisión 053).',
        querystring: pageQuerySchema.extend({
          company: z.string().uuid(),
          status: z.enum(orderStatuses).optional(),
          ...cursorQuerySchema.shape,
        }),
        response: { 200: cursorPageOf(orderSchema) },
      },
      preHandler: staff,
    },
    async (request) => {
      const { company, status, limit, offset, cursor } = request.query;
      assertCursorOrOffset(cursor, offset);
      if (!(await companyIdsOf(request)).includes(company)) throw notFound('No encontramos ese comercio.');
      if (cursor !== undefined) {
        const page = await pageOrdersByCursor(app.db, { companyId: company, status }, cursor, limit);
        return { items: page.rows.map(toOrderDto), total: page.total, limit, offset, nextCursor: page.nextCursor };
      }
      const { rows, total } = await pageOrders(app.db, { companyIds: [company], status }, { limit, offset });
      return { items: rows.map(toOrderDto), total, limit, offset, nextCursor: nextOrderCursor(rows, offset, total) };
    },
  );

  app.get(
    '/orders/order',
    {
      schema: {
        tags,
        summary: 'Un pedido con su historial de estados',
        security: SESSION_OR_CHANNEL_KEY,
        querystring: orderByIdQuerySchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const caller = await resolveCaller(app.db, request);
      const order = await loadAccessibleOrder(app.db, await callerCompanyIds(app.db, caller), request.query.ID);
      const [history, rejection] = await Promise.all([
        orderHistory(app.db, order.id),
        orderRejection(app.db, order.id),
      ]);
      return toOrderDetailDto(order, history, rejection);
    },
  );

  app.put(
    '/orders/status',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de un pedido (encabezado Order-Manager obligatorio)',
        headers: z.looseObject({ 'order-manager': z.string().optional() }),
        querystring: orderStatusQuerySchema,
        response: { 200: orderSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      const manager = requireOrderManager(request);
      const { ID, status, minutes } = request.query;
      const order = await loadAccessibleOrder(app.db, await companyIdsOf(request), ID);
      const updated = await moveOrder(
        app.db,
        order,
        status,
        { manager, accountId: signedIn(request).account.id },
        { minutes: status === 'accepted' ? minutes : undefined },
      );
      const dto = toOrderDto(updated);
      emitOrder(app.live, 'update', dto);
      return dto;
    },
  );

  app.put(
    '/orders/minutes',
    {
      schema: {
        tags,
        summary: 'Fijar los minutos estimados de un pedido (1 a 240)',
        querystring: orderMinutesQuerySchema,
        response: { 200: orderSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      const order = await loadAccessibleOrder(app.db, await companyIdsOf(request), request.query.ID);
      const dto = toOrderDto(await setOrderMinutes(app.db, order, request.query.minutes));
      emitOrder(app.live, 'update', dto);
      return dto;
    },
  );

  app.get(
    '/orders/clipboard',
    {
      schema: {
        tags,
        summary: 'Resumen del pedido listo para copiar y pegar',
        querystring: orderByIdQuerySchema,
        response: { 200: clipboardSchema },
      },
      preHandler: staff,
    },
    async (request) => {
      const order = await loadAccessibleOrder(app.db, await companyIdsOf(request), request.query.ID);
      const [company] = await app.db.select().from(companies).where(eq(companies.id, order.companyId));
      return { text: orderClipboardText(order, company) };
    },
  );
};
