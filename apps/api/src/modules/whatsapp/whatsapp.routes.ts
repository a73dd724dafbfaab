import {
  idSchema,
  type WhatsappSession,
  whatsappCompanyBodySchema,
  whatsappCompanySettingSchema,
  whatsappMessageSchema,
  whatsappSessionSchema,
  whatsappTemplateBodySchema,
  whatsappTemplateQuerySchema,
  whatsappTemplateSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessibleCompanyIds } from '../auth/access.ts';
import { signedIn } from '../auth/auth.types.ts';
import { listTemplates } from './templates.queries.ts';
import {
  adminPartnerId,
  listCompanySettings,
  type OrderAccessCheck,
  orderMessages,
  setCompanyEnabled,
  updateTemplate,
} from './whatsapp.service.ts';

const tags = ['whatsapp'];

export type WhatsappRoutesOptions = { orderAccess: OrderAccessCheck };

export const whatsappRoutes: FastifyPluginAsyncZod<WhatsappRoutesOptions> = async (app, { orderAccess }) => {
  const partnerOnly = app.requirePartner('whatsapp.manage');
  const staff = app.requirePartner('orders.operate', 'company');
  const admin = (request: Parameters<typeof signedIn>[0]) => adminPartnerId(signedIn(request));

  app.get(
    '/whatsapp/session',
    {
      schema: { tags, summary: 'Estado de la sesión de WhatsApp del socio', response: { 200: whatsappSessionSchema } },
      preHandler: partnerOnly,
    },
    async (request) => app.whatsapp.fetch(admin(request)),
  );

  const action = (path: string, summary: string, run: (partnerId: string) => Promise<WhatsappSession>) =>
    app.post(
      path,
      { schema: { tags, summary, response: { 200: whatsappSessionSchema } }, preHandler: partnerOnly },
      async (request) => run(admin(request)),
    );
  action('/whatsapp/session/link', 'Vincular: iniciar la sesión y mostrar el código QR', (id) => app.whatsapp.link(id));
  action('/whatsapp/session/unlink', 'Desvincular: cerrar la sesión y olvidar las claves', (id) =>
    app.whatsapp.unlink(id),
  );
  action('/whatsapp/session/relink', 'Volver a vincular con otro teléfono', (id) => app.whatsapp.relink(id));

  app.get(
    '/whatsapp/templates',
    {
      schema: { tags, summary: 'Mensajes a clientes por evento', response: { 200: z.array(whatsappTemplateSchema) } },
      preHandler: partnerOnly,
    },
    async (request) => listTemplates(app.db, admin(request)),
  );

  app.put(
    '/whatsapp/templates',
    {
      schema: {
        tags,
        summary: 'Cambiar el texto de un mensaje o activarlo/desactivarlo',
        querystring: whatsappTemplateQuerySchema,
        body: whatsappTemplateBodySchema,
        response: { 200: z.array(whatsappTemplateSchema) },
      },
      preHandler: partnerOnly,
    },
    async (request) => updateTemplate(app.db, admin(request), request.query.event, request.body),
  );

  app.get(
    '/whatsapp/companies',
    {
      schema: {
        tags,
        summary: 'Comercios con mensajes a clientes activados o no',
        response: { 200: z.array(whatsappCompanySettingSchema) },
      },
      preHandler: partnerOnly,
    },
    async (request) => listCompanySettings(app.db, admin(request)),
  );

  app.put(
    '/whatsapp/companies',
    {
      schema: {
        tags,
        summary: 'Activar o desactivar los mensajes a clientes de un comercio',
        querystring: z.object({ ID: idSchema }),
        body: whatsappCompanyBodySchema,
        response: { 200: z.array(whatsappCompanySettingSchema) },
      },
      preHandler: partnerOnly,
    },
    async (request) => setCompanyEnabled(app.db, admin(request), request.query.ID, request.body.enabled),
  );

  app.get(
    '/whatsapp/messages',
    {
      schema: {
        tags,
        summary: 'Mensajes de WhatsApp enviados al cliente de un pedido',
        querystring: z.object({ order: idSchema }),
        response: { 200: z.array(whatsappMessageSchema) },
      },
      preHandler: staff,
    },
    async (request) =>
      orderMessages(app.db, orderAccess, await accessibleCompanyIds(app.db, signedIn(request)), request.query.order),
  );
};
