import { geocodeQuerySchema, geocodeResponseSchema } from '@backoffice/shared/zones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors.ts';
import { linkBase } from '../../link-base.ts';
import { admitStorefrontRequest } from '../storefront/storefront-limits.ts';
import { createGeocoder, GeocoderUnavailable, geocoderKindOf } from './geocode.ts';

const geocoderUnavailable = (reason: GeocoderUnavailable['reason']) =>
  new AppError(
    reason === 'busy' ? 503 : 502,
    'geocoder_unavailable',
    'No pudimos buscar la dirección en este momento. Usa tu ubicación o marca el punto en el mapa.',
    { reason },
    reason === 'busy' ? { 'retry-after': '2' } : undefined,
  );

/**
 * Address search for the storefront's checkout (decision 045), public like the checkout itself. Through this origin,
 * so the page's CSP needs no geocoder origin, the geocoder sees one client with a proper User-Agent, and its answers
 * are kept. Each search counts in the storefront's per-address (IP) limit.
 */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const base = linkBase(config);
  const [centerLat, centerLng] = config.MAP_CENTER.split(',').map(Number);
  const geocoder =
    config.GEOCODER_URL === 'none'
      ? undefined
      : createGeocoder({
          url: config.GEOCODER_URL,
          kind: geocoderKindOf(config.GEOCODER_URL, config.GEOCODER_KIND),
          userAgent: `backoffice-reparto/1.0 (+${base ?? 'https://github.com/'})`,
          referer: base ? `${base}/` : undefined,
          intervalMs: 1000,
          maxEntries: 500,
          ttlMs: 24 * 3600 * 1000,
          timeoutMs: 8000,
          log: app.log,
        });

  app.get(
    '/map/geocode',
    {
      schema: {
        tags: ['map'],
        summary: 'Busca una dirección (hasta 5 lugares), cerca de un punto si se da (GEOCODER_URL)',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema },
      },
    },
    async (request, reply) => {
      if (!geocoder) throw notFound('Este servidor no busca direcciones.');
      await admitStorefrontRequest(app.db, request.ip, config.STOREFRONT_REQUESTS_PER_IP);
      const [lat, lng] = request.query.near ? request.query.near.split(',').map(Number) : [centerLat, centerLng];
      try {
        const results = await geocoder.search(request.query.q, { lat, lng });
        reply.header('cache-control', 'private, max-age=3600');
        return { results };
      } catch (error) {
        if (error instanceof GeocoderUnavailable) throw geocoderUnavailable(error.reason);
        throw error;
      }
    },
  );
};
