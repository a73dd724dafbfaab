import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { tileImageSource } from '../map-sources.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: this plugin sets none of its headers on the route's answers (the rider's position batches, decision
     * 048: JSON to a phone's fetch, called 200 times a second at 1,000 riders; the route sets nosniff itself).
     */
    securityHeaders?: boolean;
  }
}

/**
 * Security headers on every answer (the app, the API and /api/docs). The policy is what both pages need:
 * scripts only from this origin (Vite's build and Swagger UI load no inline script); inline styles, because
 * Mantine and Swagger UI set style attributes and Mantine injects its CSS variables in a <style> element;
 * images from this origin, data: and blob: (icons, previews of files being uploaded), the map's tile server and the
 * image hosts the API accepts (IMAGE_HOSTS), exactly those (decision 039); sockets to this origin.
 *
 * Helmet's middleware is built once here and run on every request: @fastify/helmet 13 built it again for each request
 * (parsing the policy each time, 2–3 % of the server's time on every route), and no route needs its own headers
 * (one asks for none, the rider's position batches: `config.securityHeaders: false`, decision 048).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const publicUrl = app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL) : undefined;
  const https = publicUrl?.protocol === 'https:';
  const socketOrigin = publicUrl ? `${https ? 'wss' : 'ws'}://${publicUrl.host}` : undefined;
  const tiles = tileImageSource(app.config);
  const imageSources = [...new Set([...(tiles ? [tiles] : []), ...app.config.IMAGE_HOSTS])];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: socketOrigin ? ["'self'", socketOrigin] : ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Behind plain HTTP (a LAN install) HSTS would be wrong; browsers ignore it there anyway.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // Images uploaded here are embedded by this origin only; COEP would break nothing but gains nothing either.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders === false) return done();
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
});
