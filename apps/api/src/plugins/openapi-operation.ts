import type { RouteOptions } from 'fastify';

/** The security requirements an operation may carry; route schemas may set `security` to one of these. */
type SecurityRequirement = { [scheme: string]: string[] };
export const SESSION_ONLY: SecurityRequirement[] = [{ sessionCookie: [] }];
export const SESSION_OR_CHANNEL_KEY: SecurityRequirement[] = [{ sessionCookie: [] }, { channelKey: [] }];
export const CHANNEL_KEY_ONLY: SecurityRequirement[] = [{ channelKey: [] }];
export const PUBLIC: SecurityRequirement[] = [];

type Transformed = { schema: object; url: string };

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** `GET /api/uploads/:file` → `getUploadsByFile`: unique because method and path are. */
export const operationIdFor = (method: string, url: string) => {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
};

/** Port: whether a route has a session guard, answered by the auth module (decision 046). */
export type HasSessionGuard = (route: RouteOptions) => boolean;

/**
 * Gives an operation what the API contract promises for every route (contract section 2), unless the route
 * says otherwise: an operationId from method and path, its security (session guard → cookie; none → public),
 * and the 4xx answers with the shared error body.
 */
export const describeOperation = (
  route: RouteOptions,
  transformed: Transformed,
  hasSessionGuard: HasSessionGuard,
): Transformed => {
  const schema: Record<string, unknown> = { ...transformed.schema };
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  schema.operationId ??= operationIdFor(method, route.url);
  schema.security ??= hasSessionGuard(route) ? SESSION_ONLY : PUBLIC;
  // Multipart routes read their file in the handler, so their schema has no body for the document to show.
  if ((schema.consumes as string[] | undefined)?.includes('multipart/form-data')) {
    schema.body ??= {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    };
  }
  const secured = (schema.security as unknown[]).length > 0;
  const takesInput = ['body', 'querystring', 'params', 'headers'].some((part) => schema[part] !== undefined);

  const errors: Record<string, ReturnType<typeof errorAnswer>> = {};
  if (takesInput) errors[400] = errorAnswer('Datos no válidos (los campos van en `details`)');
  if (secured) {
    errors[401] = errorAnswer('Sin sesión o clave de canal válida');
    errors[403] = errorAnswer('La cuenta no puede hacer esto (o falta X-App-Id en una escritura)');
  }
  if (secured || schema.params !== undefined) errors[404] = errorAnswer('No existe o no es accesible');
  if (Object.keys(errors).length === 0) errors[429] = errorAnswer('Demasiadas solicitudes');
  schema.response = { ...errors, ...(schema.response as object | undefined) };
  return { ...transformed, schema };
};
