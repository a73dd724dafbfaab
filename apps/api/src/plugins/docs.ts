import { apiErrorSchema } from '@backoffice/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeOperation, type HasSessionGuard } from './openapi-operation.ts';

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs. What every operation needs and routes
 * would otherwise repeat (operationId, security, 4xx answers) is filled in centrally by describeOperation.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance, { hasSessionGuard }: { hasSessionGuard: HasSessionGuard }) => {
    const serverUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Backoffice API',
          description: 'API del back-office de comercios, socios y flotas.',
          version: '1.0.0',
        },
        servers: [{ url: serverUrl, description: 'Esta instalación' }],
        components: {
          securitySchemes: {
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: 'bo_session',
              description:
                'Sesión de la app web (POST /api/auth/login). Las escrituras llevan además el encabezado X-App-Id.',
            },
            riderCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: 'bo_rider',
              description:
                'Sesión de la app del repartidor (POST /api/r/auth/login o /api/r/auth/activate); las escrituras llevan X-App-Id.',
            },
            channelKey: {
              type: 'http',
              scheme: 'bearer',
              description: 'Clave de canal de un socio para apps de clientes (Authorization: Bearer <clave>).',
            },
          },
          schemas: { ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as object },
        },
      },
      transform: (input) => describeOperation(input.route, jsonSchemaTransform(input), hasSessionGuard),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
);
