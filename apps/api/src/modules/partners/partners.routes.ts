import {
  partnerDeviceQuerySchema,
  partnerDeviceSchema,
  partnerIdQuerySchema,
  partnerSchema,
  partnerSecretsBodySchema,
  partnerUpdateBodySchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../auth/auth.types.ts';
import { addDevice, listPartners, updatePartner, updateSecrets } from './partners.service.ts';

const tags = ['partners'];

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Socios visibles para la cuenta (el propio)',
        response: { 200: z.array(partnerSchema) },
      },
      preHandler: app.requirePartner('partner.read'),
    },
    async (request) => listPartners(app.db, app.secretBox, signedIn(request)),
  );

  app.put(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Actualizar los datos del socio (solo administradores)',
        querystring: partnerIdQuerySchema,
        body: partnerUpdateBodySchema,
        response: { 200: partnerSchema },
      },
      preHandler: app.requirePartner('partner.edit'),
    },
    async (request) => updatePartner(app.db, app.secretBox, signedIn(request), request.query.ID, request.body),
  );

  app.put(
    '/partners/config/secrets',
    {
      schema: {
        tags,
        summary: 'Guardar credenciales de terceros (nunca se devuelven)',
        querystring: partnerIdQuerySchema,
        body: partnerSecretsBodySchema,
        response: { 200: partnerSchema },
      },
      preHandler: app.requirePartner('partner.edit'),
    },
    async (request) => updateSecrets(app.db, app.secretBox, signedIn(request), request.query.ID, request.body),
  );

  app.put(
    '/partners/devices/add',
    {
      schema: {
        tags,
        summary: 'Registrar el token de notificaciones de un dispositivo',
        querystring: partnerDeviceQuerySchema,
        response: { 200: partnerDeviceSchema },
      },
      preHandler: app.requirePartner('partner.read'),
    },
    async (request) =>
      addDevice(app.db, signedIn(request), request.query.ID, request.query.device, app.config.PUSH_ALLOWED_ORIGINS),
  );
};
