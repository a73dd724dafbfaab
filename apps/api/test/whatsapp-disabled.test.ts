import { WHATSAPP_FETCH, WHATSAPP_SESSION } from '@backoffice/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { baileysSocketFactory } from '../src/modules/whatsapp/baileys-socket.ts';
import { listenOnLoopback, startWithTenants } from './fixtures.ts';
import type { TestApp } from './helper.ts';
import { listeners, waitFor } from './sockets.ts';
import { standInNetwork, testTimings } from './whatsapp-stand-in.ts';

// An install without the optional baileys package (decision 044): importing it fails.
vi.mock('baileys', () => {
  throw new Error("Cannot find package 'baileys'");
});

let t: TestApp;
let admin: Record<string, string>;
const stand = standInNetwork();
const { received, connect } = listeners<Record<string, unknown>>();
const sockets: Socket[] = [];

beforeAll(async () => {
  const started = await startWithTenants(
    ['admin'],
    { WHATSAPP_ENABLED: 'false' },
    { whatsapp: { factory: stand.factory, ...testTimings } },
  );
  ({
    t,
    headers: { admin },
  } = started);
  const url = await listenOnLoopback(t.app);
  sockets.push(await connect(url, 'admin', started.sessions.admin.cookie));
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('WhatsApp off (WHATSAPP_ENABLED=false)', () => {
  it('refuses to link or relink in Spanish, and starts no session', async () => {
    for (const action of ['link', 'relink']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/whatsapp/session/${action}`, headers: admin });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        code: 'whatsapp_disabled',
        message:
          'WhatsApp está desactivado en este servidor: los mensajes quedan en espera hasta que se active. Avisa al administrador.',
      });
    }
    sockets[0].emit(WHATSAPP_FETCH);
    await waitFor(() => received.admin.some((item) => item.event === WHATSAPP_SESSION));
    expect(stand.network.sockets).toHaveLength(0);
  });

  it('still answers everything else: the session reads as closed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/whatsapp/session', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ connection: 'close', phone: null });
  });
});

describe('without the baileys package installed', () => {
  it('a session that starts says so in Spanish with 503 whatsapp_unavailable', async () => {
    const factory = baileysSocketFactory();
    await expect(factory({ auth: {} as never, logger: t.app.log })).rejects.toMatchObject({
      statusCode: 503,
      code: 'whatsapp_unavailable',
      message: 'WhatsApp no está instalado en este servidor (falta el paquete baileys). Avisa al administrador.',
    });
  });
});
