import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

/** The body fields that hold an image address, in every route that takes one (logo, cover, product, promo, ad, rider). */
const IMAGE_FIELDS = new Set(['image', 'logo', 'cover', 'photo']);

const isExternal = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value.trim());

const originOf = (address: string) => {
  try {
    return new URL(address.trim()).origin;
  } catch {
    return undefined;
  }
};

/** The path of the first image field (top level, or in an array of objects) whose host is not allowed. */
const findRefusedImage = (body: unknown, allowed: Set<string>): string | undefined => {
  if (body === null || typeof body !== 'object') return undefined;
  for (const [key, value] of Object.entries(body)) {
    if (IMAGE_FIELDS.has(key) && isExternal(value)) {
      const origin = originOf(value);
      if (!origin || !allowed.has(origin)) return `body.${key}`;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = findRefusedImage(item, allowed);
        if (found) return found.replace(/^body\./, `body.${key}.${index}.`);
      }
    }
  }
  return undefined;
};

/**
 * The API accepts an image by address only from the hosts the page may show it from (IMAGE_HOSTS, the same list the
 * Content-Security-Policy allows): an address from anywhere else would be saved and then blocked in every browser
 * (decision 039). Uploaded images (/api/uploads/…) are always accepted. Checked for every route, as the input plugin
 * checks text, so that a route added later cannot forget it.
 */
export const imageHostsPlugin = fp(async (app: FastifyInstance) => {
  const allowed = new Set(app.config.IMAGE_HOSTS);
  const message = allowed.size
    ? `Sube la imagen o usa una dirección de ${[...allowed].join(', ')}.`
    : 'Sube la imagen: las direcciones de otros sitios no se muestran en la aplicación.';
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return;
    const field = findRefusedImage(request.body, allowed);
    if (field) throw badRequest('Revisa los datos enviados.', [{ field, message }]);
  });
});
