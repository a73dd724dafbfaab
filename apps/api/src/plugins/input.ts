import { FORBIDDEN_TEXT_MESSAGE, hasForbiddenText } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

/** The path of the first string (value or key) with forbidden text, e.g. `body.items.0.notes`. */
const findForbiddenText = (value: unknown, path: string, depth = 0): string | undefined => {
  if (typeof value === 'string') return hasForbiddenText(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenText(key)) return path;
    const found = findForbiddenText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * How request input is read before any route sees it:
 * - a JSON content type with an empty body is an absent body (the seed's empty PUTs carry one);
 * - no string anywhere in the body, query or path may hold a NUL or a lone surrogate (400, Spanish message),
 *   so every route, including ones added later, is covered whatever its schema says.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    const field =
      findForbiddenText(request.params, 'params') ??
      findForbiddenText(request.query, 'querystring') ??
      findForbiddenText(request.body, 'body');
    if (field) throw badRequest('Revisa los datos enviados.', [{ field, message: FORBIDDEN_TEXT_MESSAGE }]);
  });
});
