import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The push services of Chrome/Edge/Android, Firefox, Safari and Windows; `*.` allows any subdomain. */
const DEFAULT_PUSH_ORIGINS =
  'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com';

const tileTemplate = /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/;

const originOf = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
};

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  COOKIE_SECURE: booleanFlag.optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Longest delay added to sign-ins on an e-mail tried too often from many addresses (decision 015). */
  LOGIN_SLOWDOWN_MAX_SECONDS: z.coerce.number().min(0).default(10),
  /** Password checks of one account per minute, from all addresses together (decision 036). */
  LOGIN_CHECKS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Storefront quotes and orders one address (IP) may ask in 10 minutes (modules/storefront/storefront-limits.ts). */
  STOREFRONT_REQUESTS_PER_IP: z.coerce.number().int().positive().default(300),
  /** Heavy requests (reports, exports, imports) one account may have waiting behind its running one (decision 038). */
  HEAVY_WORK_QUEUE: z.coerce.number().int().min(0).default(2),
  /** Heavy requests running at once for all accounts; unset: 1 on the embedded database, 4 on PostgreSQL (038). */
  HEAVY_WORK_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** Idle time after a heavy request, as a multiple of its own; unset: 1 on the embedded database, 0 on PostgreSQL. */
  HEAVY_WORK_PAUSE: z.coerce.number().min(0).optional(),
  /** Outgoing mail (password reset), e.g. smtp://user:pass@host:587; without it the link is written to the log. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Backoffice <no-reply@localhost>'),
  WEB_DIST_DIR: z.string().optional(),
  /** Serve the web build's source maps (*.map); off, they are a 404 and the shipped code stays unreadable (053). */
  SOURCE_MAPS: booleanFlag.default(false),
  /** Behind a load balancer or reverse proxy: read the client address from X-Forwarded-For. */
  TRUST_PROXY: booleanFlag.default(false),
  /** 32 bytes (64 hex characters or base64) sealing partner secrets and WhatsApp sessions; see modules/secrets. */
  SECRETS_KEY: z.string().optional(),
  /** Web Push: origins a subscription's endpoint may have (comma-separated); anything else is refused. */
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .default(DEFAULT_PUSH_ORIGINS)
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  /** Web Push requests in flight at once for the whole process, and for one partner of them (decision 035). */
  PUSH_CONCURRENCY: z.coerce.number().int().positive().default(4),
  PUSH_CONCURRENCY_PER_TENANT: z.coerce.number().int().positive().default(2),
  /** A push service that has not answered by then counts as a failed delivery. */
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Failed deliveries in a row (timeouts, 5xx, 429) after which a subscription is dropped. */
  PUSH_DROP_AFTER_FAILURES: z.coerce.number().int().positive().default(10),
  /**
   * How often pending orders are checked for escalation (and orders for later for their due time), and how long one
   * of a shop's escalation minutes lasts: only the browser tests shorten them, to wait seconds rather than minutes.
   */
  ESCALATION_SWEEP_SECONDS: z.coerce.number().positive().default(10),
  ESCALATION_MINUTE_SECONDS: z.coerce.number().positive().default(60),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .optional(),
  /** Base address of the Mercado Pago REST API (a local stand-in in tests). */
  MERCADOPAGO_API_URL: z.string().url().default('https://api.mercadopago.com'),
  /** Turns GET /metrics on, answered only with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Map tiles of every map ({z}/{x}/{y} template, {s} for a subdomain); "none" draws on a blank canvas (offline). */
  MAP_TILE_URL: z
    .string()
    .refine((value) => value === 'none' || tileTemplate.test(value), {
      error: 'use "none" or an http(s) template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap'),
  /** Serve tiles through /api/map/tiles, fetched once and kept under DATA_DIR/tiles (decision 039). */
  MAP_TILE_PROXY: booleanFlag.default(false),
  /** Largest size of that tile cache; the tiles fetched longest ago go first. */
  MAP_TILE_CACHE_MB: z.coerce.number().int().min(1).default(200),
  /** Address search of the storefront's checkout, through /api/map/geocode (decision 045); "none" turns it off. */
  GEOCODER_URL: z
    .string()
    .refine((value) => value === 'none' || /^https?:\/\/[^/]+/.test(value), {
      error: 'use "none" or an http(s) address, e.g. https://nominatim.openstreetmap.org/search',
    })
    .default('https://nominatim.openstreetmap.org/search'),
  /** The geocoder's query format; unset: photon when GEOCODER_URL names photon, else nominatim. */
  GEOCODER_KIND: z.enum(['nominatim', 'photon']).optional(),
  /** Origins (comma-separated) whose images a logo, product, promo, ad or rider photo may link to (decision 039). */
  IMAGE_HOSTS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins: string[] = [];
      for (const entry of value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const origin = originOf(entry);
        if (!origin) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is not an http(s) origin, e.g. https://cdn.example.com`,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  /** Where maps open before there is anything to show: "lat,lng" (default Guadalajara). */
  MAP_CENTER: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, { error: 'use "lat,lng", e.g. 20.6767,-103.3475' })
    .default('20.6767,-103.3475'),
  MAP_ZOOM: z.coerce.number().int().min(1).max(19).default(12),
  /** Linking WhatsApp without reaching its servers: seconds between attempts, and attempts before giving up (decision 041). */
  /** "false": no WhatsApp session starts and messages wait in the outbox; baileys may then be left uninstalled (decision 044). */
  WHATSAPP_ENABLED: booleanFlag.default(true),
  WHATSAPP_RETRY_SECONDS: z.coerce.number().positive().default(30),
  WHATSAPP_LINK_ATTEMPTS: z.coerce.number().int().min(1).default(3),
  /** Where the WhatsApp library connects (its own server when unset); the browser tests point it at a closed port. */
  WHATSAPP_WS_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** Reads the environment once; a wrong value stops the start naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
};

export class ConfigError extends Error {}
