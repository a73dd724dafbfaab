import { type PushSubscriptionJson, pushSubscriptionSchema } from '@backoffice/shared';
import { badRequest } from '../../errors.ts';

const INVALID = 'El dispositivo no envió una suscripción de notificaciones válida.';

/** `https://*.notify.windows.com` allows `https://wns2-par02p.notify.windows.com`; others match exactly. */
export const originAllowed = (origin: string, allowed: string[]) =>
  allowed.some((entry) => {
    const wildcard = entry.match(/^(https?:\/\/)\*\.(.+)$/);
    if (!wildcard) return entry === origin;
    const [, scheme, host] = wildcard;
    return origin.startsWith(scheme) && origin.endsWith(`.${host}`);
  });

/**
 * The device token is the browser's push subscription as JSON (contract section 7). Its endpoint must be
 * one of the allowed push services: the server posts to it, so any other address could reach internal hosts.
 */
export const parsePushSubscription = (device: string, allowedOrigins: string[]): PushSubscriptionJson => {
  let json: unknown;
  try {
    json = JSON.parse(device);
  } catch {
    throw badRequest(INVALID, [{ field: 'query.device', message: 'No es JSON' }], 'invalid_push_subscription');
  }
  const parsed = pushSubscriptionSchema.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: `device.${issue.path.join('.')}`,
      message: issue.message,
    }));
    throw badRequest(INVALID, details, 'invalid_push_subscription');
  }
  const { origin } = new URL(parsed.data.endpoint);
  if (!originAllowed(origin, allowedOrigins)) {
    throw badRequest(
      'Ese servicio de notificaciones no está permitido.',
      [{ field: 'device.endpoint', message: `Origen no permitido: ${origin}` }],
      'push_origin_not_allowed',
    );
  }
  const { endpoint, keys } = parsed.data;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};
