import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AccountType } from '@backoffice/shared';
import { FIRST_READS_ELEMENT_ID } from '@backoffice/shared/first-reads';
import { homePathFor } from '@backoffice/shared/home-path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { mapSettings } from '../map-sources.ts';
import { signedInPreloads } from './web-preloads.ts';

/** Vite puts a content hash in every file name under assets/: those never change. */
const isHashedAsset = (filePath: string) => filePath.includes(`${path.sep}assets${path.sep}`);

/** Paths of the server itself (the API, and /metrics even when METRICS_TOKEN is unset): never the web app. */
const isServerPath = (url: string) => /^\/(api|metrics)(\/|\?|$)/.test(url);

/** The build writes a source map beside every script; they are served only with SOURCE_MAPS=true (decision 053). */
const isSourceMap = (url: string) => /\.map(\?|$)/.test(url);

/** The customer storefront's pages (a shop /t/{slug}, its checkout and tracking, a city /c/{slug}). */
const isStorefrontPath = (url: string) => /^\/(t|c)(\/|\?|$)/.test(url);

/** The rider's phone app (/r, /r/tarea/{id}, /r/invitacion/{token}…): its own page and bundle (decision 049). */
const isRiderPath = (url: string) => /^\/r(\/|\?|$)/.test(url);

/** The back-office's sign-in: its own page (login.html, decision 066). */
const isSignInPath = (url: string) => /^\/login\/?(\?|$)/.test(url);

/** A shop's menu or checkout: its menu is fetched at once, while the page's script still loads. */
const menuPreload = (url: string) => {
  const slug = /^\/t\/([a-z0-9-]{1,60})(\/confirmar)?\/?(\?|$)/.exec(url)?.[1];
  return slug
    ? `<link rel="preload" href="/api/storefront/companies/${slug}" as="fetch" crossorigin="anonymous" />\n  </head>`
    : null;
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The storefront page with the map's tile settings written in (the same MAP_* settings as the back-office's
 * maps, which read them from /api/zones/map-settings behind a session): the customer's checkout needs no call.
 */
const storefrontPage = (file: string, config: Config) => {
  if (!fs.existsSync(file)) return null;
  const settings = mapSettings(config);
  return fs
    .readFileSync(file, 'utf8')
    .replace(
      '<meta name="map-settings" content="" />',
      `<meta name="map-settings" content="${escapeAttribute(JSON.stringify(settings))}" />`,
    );
};

/**
 * The back-office page with the caller's session written in (`<script type="application/json" id="boot-session">`,
 * `null` when signed out): the app starts on its screen without first asking GET /api/auth/session, a round trip
 * that every signed-in screen's code and data waited for. JSON in a data block is not run, so the page's
 * script-src policy is unchanged; `<` is escaped so that no name can close the element.
 */
const withSession = (page: string, session: unknown, preloads: string, firstReads: unknown = null) =>
  // A function, so that "$&" or "$'" in a name is not read as a replacement pattern.
  page.replace(
    '</head>',
    () =>
      `${session && preloads ? `${preloads}\n    ` : ''}${dataBlock('boot-session', session)}${firstReads ? `\n    ${dataBlock(FIRST_READS_ELEMENT_ID, firstReads)}` : ''}\n  </head>`,
  );

/** A JSON data block: not run, and `<` escaped so that no text in it can close the element. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A page written per request, compressed here: the compression plugin works on routes only, not on this handler. */
const sendPage = (request: FastifyRequest, reply: FastifyReply, page: string) => {
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliCompressSync(page, brotli));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
};

export type WebOptions = {
  distDir: string;
  /** The body GET /api/auth/session would answer this request (null signed out), written into the page. */
  sessionOf?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * The first reads written into a signed-in page beside its session (decision 067), or null: the screen draws its
   * list with the page instead of a round trip after the page's script. A failure leaves them out; the app reads.
   */
  firstReadsOf?: (request: FastifyRequest, session: unknown) => Promise<unknown>;
};

/**
 * Serves the built web app: the back-office at / and its sign-in at /login (login.html, decision 066), the customer
 * storefront under /t/ and /c/ (its own page and bundle, storefront.html) and the rider's app under /r (r.html).
 * Every unknown GET outside /api answers the page it belongs to, so that client-side routes survive a reload. Unknown
 * API paths (and /metrics when off) get the JSON 404. Files are sent as the build's .br or .gz copy when the browser
 * accepts it (apps/web/scripts/precompress.mjs); hashed assets are cached for a year, everything else (the pages, the
 * service worker sw.js, the manifest) is revalidated on every load so a new release is picked up at once. Source maps
 * are a 404 unless SOURCE_MAPS is on.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const storefront = hasWeb ? storefrontPage(path.join(options.distDir, 'storefront.html'), app.config) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => app.config.SOURCE_MAPS || !isSourceMap(pathName),
      setHeaders: (res, filePath) => {
        res.header('cache-control', isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const riderFile = path.join(options.distDir, 'r.html');
  const riderPage = hasWeb && fs.existsSync(riderFile) ? fs.readFileSync(riderFile, 'utf8') : null;
  const indexPage = hasWeb ? fs.readFileSync(indexFile, 'utf8') : null;
  const signInFile = path.join(options.distDir, 'login.html');
  const signInPage = hasWeb && fs.existsSync(signInFile) ? fs.readFileSync(signInFile, 'utf8') : null;
  const preloadsFor = indexPage ? signedInPreloads(options.distDir, indexPage) : () => '';
  app.setNotFoundHandler(async (request, reply) => {
    // A source map that is off or missing is a 404, never the web app's page.
    if (hasWeb && !isServerPath(request.url) && !isSourceMap(request.url) && request.method === 'GET') {
      reply.header('cache-control', 'no-cache');
      if (storefront && isStorefrontPath(request.url)) {
        const preload = menuPreload(request.url);
        const page = preload ? storefront.replace('</head>', preload) : storefront;
        return reply.type('text/html; charset=utf-8').send(page);
      }
      if (riderPage && isRiderPath(request.url)) {
        // The Web Push public key written in: the rider subscribes without the staff-only key route.
        const key = app.push.publicKey;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            riderPage.replace(
              '<meta name="push-key" content="" />',
              `<meta name="push-key" content="${escapeAttribute(key)}" />`,
            ),
          );
      }
      if (indexPage && options.sessionOf) {
        // The page now differs by who asks: never shared by a cache, and revalidated like the plain one.
        reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie');
        // A session that cannot be read now (the database away) leaves the page as built: the app asks for it.
        const session = await options.sessionOf(request).then(
          (body) => ({ body }),
          (error: unknown) => {
            request.log.warn({ err: error }, 'session not written into the page');
            return null;
          },
        );
        const accountType = (session?.body as { type?: AccountType } | null)?.type;
        if (signInPage && isSignInPath(request.url)) {
          // Signed in already: straight to the account's home, as the back-office's own routes would send them.
          return accountType ? reply.redirect(homePathFor(accountType)) : sendPage(request, reply, signInPage);
        }
        const pathname = request.url.split('?')[0]!;
        const firstReads =
          session?.body && options.firstReadsOf
            ? await options.firstReadsOf(request, session.body).catch((error: unknown) => {
                request.log.warn({ err: error }, 'first reads not written into the page');
                return null;
              })
            : null;
        const page = session
          ? withSession(indexPage, session.body, preloadsFor(accountType, pathname), firstReads)
          : indexPage;
        return sendPage(request, reply, page);
      }
      if (signInPage && isSignInPath(request.url)) return sendPage(request, reply, signInPage);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'not_found', message: 'No encontramos lo que buscas.' } });
  });
});
