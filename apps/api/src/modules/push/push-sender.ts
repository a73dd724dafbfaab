import type { PushSubscriptionJson } from '@backoffice/shared';
import webpush from 'web-push';
import type { VapidKeys } from './vapid.ts';

export type SendResult = { status: number };
export type PushSend = (
  subscription: PushSubscriptionJson,
  payload: string,
  signal?: AbortSignal,
) => Promise<SendResult>;

/** Long enough for a tablet that wakes within the lunch rush; a stale order alert helps nobody after that. */
const TTL_SECONDS = 15 * 60;

/**
 * Encrypts (aes128gcm) and signs (VAPID) with `web-push`, and posts with fetch: its keep-alive pool saves a
 * TLS handshake per message, and any scheme the allowed origins name works (tests use a loopback http one).
 */
export const createPushSend =
  (vapid: VapidKeys, timeoutMs: number): PushSend =>
  async (subscription, payload, signal) => {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    // One controller per request, not AbortSignal.any: the stop signal lives as long as the process.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('push service did not answer', 'TimeoutError')),
      timeoutMs,
    );
    const onStop = () => controller.abort(signal?.reason);
    if (signal?.aborted) onStop();
    signal?.addEventListener('abort', onStop, { once: true });
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        signal: controller.signal,
      });
      await response.body?.cancel();
      return { status: response.status };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onStop);
    }
  };
