import type { Server } from 'node:http';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';

/**
 * The base of every absolute link the product sends (password reset, checkout return, payment notifications):
 * `PUBLIC_URL`, never the request's Host header, which anyone can set (decision 034). Outside production, without
 * it, links point at this machine (`http://localhost:<port>`), where a forged Host cannot lead. In production without
 * it there is no base: the caller refuses to send the link, and the start says so.
 */
export const linkBase = (config: Config, server?: Server): string | undefined => {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  if (config.NODE_ENV === 'production') return undefined;
  const address = server?.address();
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  return `http://localhost:${port}`;
};

/** Spoken at start when links cannot be sent. */
export const MISSING_PUBLIC_URL =
  'PUBLIC_URL is not set: password-reset and payment links are not sent until it is (decision 034)';

/** A link that must reach a person (a checkout return) cannot be made without PUBLIC_URL: 503, in Spanish. */
export const publicUrlMissing = () =>
  new AppError(
    503,
    'public_url_missing',
    'El servidor no tiene configurada su dirección pública (PUBLIC_URL); no se pueden crear enlaces de pago. Avisa al administrador.',
  );
