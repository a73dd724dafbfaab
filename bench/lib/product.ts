import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningServer, startServer } from '../../apps/web/e2e/start-server.ts';

export const DEMO_PASSWORD = 'demo-demo-2026';
/** The demo company's storefront address (/t/{slug}), as the demo seed writes it. */
export const DEMO_STOREFRONT_SLUG = 'tacos-el-guero';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The real product (`npm run serve`: built web app, API, sockets) on a fresh embedded database with the demo data. */
export const startProduct = async (host?: string): Promise<RunningServer & { dataDir: string }> => {
  // WEB_DIST_DIR (the server's own setting) lets a bench measure a build made elsewhere than apps/web/dist.
  const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-'));
  const server = await startServer(dataDir, await freePort(), {}, host);
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The product on another build (`--compare <dist>`), on another loopback address: cookies ignore the port, so on
 * 127.0.0.1 the two servers' sessions replaced each other in one browser, and the signed-in pages of one build were
 * measured on its sign-in screen.
 */
export const startComparedProduct = async (dist: string) => {
  const own = process.env.WEB_DIST_DIR;
  process.env.WEB_DIST_DIR = dist;
  try {
    return await startProduct('127.0.0.2');
  } finally {
    if (own === undefined) delete process.env.WEB_DIST_DIR;
    else process.env.WEB_DIST_DIR = own;
  }
};

/**
 * The pages of a round in the order they are measured: with `--compare`, each page of the compared build (named
 * "… [compare]") comes right after the same page of this one, and every other round before it, so that neither build
 * always meets the machine as the other left it.
 */
export const roundOrder = <T extends { name: string }>(pages: readonly T[], round: number) => {
  const order = [...pages];
  if (round % 2 === 1)
    for (let index = 0; index + 1 < order.length; index++)
      if (order[index + 1]!.name === `${order[index]!.name} [compare]`) {
        [order[index], order[index + 1]] = [order[index + 1]!, order[index]!];
        index++;
      }
  return order;
};

/** A demo account signed in through the API: its session cookies, as `name=value` pairs. */
export const demoSessionCookies = async (baseUrl: string, email: string) => {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-id': 'backoffice-web' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return login.headers.getSetCookie().map((line) => line.split(';')[0]!);
};

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Places one cash delivery order for the demo company through the demo channel key (as a customer app does), so
 * that the company's screens open with an order waiting for an answer.
 */
export const placeDemoOrder = async (baseUrl: string, dataDir: string) => {
  const channelKey = fs.readFileSync(path.join(dataDir, 'demo-channel-key.txt'), 'utf8').trim();
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-id': 'backoffice-web' },
    body: JSON.stringify({ email: 'empresa@demo.test', password: DEMO_PASSWORD }),
  });
  const { business } = (await login.json()) as { business: { id: string } };
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const catalogue = await fetch(`${baseUrl}/api/products/company/all?company=${business.id}`, {
    headers: { cookie, 'x-app-id': 'backoffice-web' },
  });
  type Product = {
    id: string;
    price: number;
    available: boolean;
    additionGroups: { required: boolean; min: number }[];
  };
  const { products } = (await catalogue.json()) as { products: Product[] };
  const simple = products
    .filter((p) => p.available && p.price > 0 && p.additionGroups.every((g) => !g.required && g.min === 0))
    .sort((a, b) => b.price - a.price)[0];
  if (!simple) throw new Error('the demo menu has no product without required additions');
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${channelKey}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      company: business.id,
      customer: {
        name: 'Cliente del banco de pruebas',
        phone: '3312345678',
        address: 'Av. Chapultepec 100, Guadalajara',
      },
      products: [{ product: simple.id, quantity: Math.min(99, Math.ceil(20_000 / simple.price)) }],
      payment: 'cash',
      type: 'delivery',
    }),
  });
  if (response.status !== 201) throw new Error(`order not placed: ${response.status} ${await response.text()}`);
};
