import { WHATSAPP_CONNECTION, WHATSAPP_FETCH, WHATSAPP_QR, WHATSAPP_SESSION } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { linkBase } from '../../link-base.ts';
import type { SignedIn } from '../auth/auth.types.ts';
import { baileysSocketFactory } from './baileys-socket.ts';
import { setMessageLinkBase } from './outbox.enqueue.ts';
import { defaultOfflinePolicy, type HubOptions, WhatsappHub } from './session-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: WhatsappHub;
  }
}

/** Test seams: the socket factory (the one boundary) and the timings. */
export type WhatsappPluginOptions = Partial<Omit<HubOptions, 'db' | 'box' | 'log' | 'emit'>>;

export const whatsappPlugin = fp<WhatsappPluginOptions>(async (app: FastifyInstance, options) => {
  const hub = new WhatsappHub({
    db: app.db,
    box: app.secretBox,
    log: app.log.child({ module: 'whatsapp' }),
    emit: (partnerId, event, payload) => app.live.toPartnerAdmins(partnerId, event, payload),
    factory: options.factory ?? baileysSocketFactory(app.config.WHATSAPP_WS_URL),
    disabled: !app.config.WHATSAPP_ENABLED,
    offline: {
      ...defaultOfflinePolicy,
      retryMs: (app.config.WHATSAPP_RETRY_SECONDS ?? 30) * 1000,
      attempts: app.config.WHATSAPP_LINK_ATTEMPTS ?? defaultOfflinePolicy.attempts,
    },
    ...options,
  });
  app.decorate('whatsapp', hub);
  // The delivered message carries the rating link (decision 052), built on the same base as every other link.
  setMessageLinkBase(() => linkBase(app.config, app.server));

  // Admins ask for the state on every (re)connect; the answer goes to the asking socket only.
  app.io.on('connection', (socket) => {
    // A rider's socket (decision 042) has no staff account: it never asks for WhatsApp.
    const { account } = (socket.data as { auth: Partial<SignedIn> }).auth;
    const partnerId = account?.partnerId;
    if (account?.type !== 'partner' || account.role !== 'admin' || !partnerId) return;
    socket.on(WHATSAPP_FETCH, async () => {
      try {
        const state = await hub.fetch(partnerId);
        socket.emit(WHATSAPP_CONNECTION, { connection: state.connection });
        if (state.qr) socket.emit(WHATSAPP_QR, { qr: state.qr });
        socket.emit(WHATSAPP_SESSION, state);
      } catch (error) {
        app.log.error({ err: error, partnerId }, 'whatsapp fetch failed');
      }
    });
  });

  app.addHook('onReady', async () => hub.start());
  app.addHook('preClose', async () => hub.close());
});
