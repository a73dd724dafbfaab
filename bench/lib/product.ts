import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RunningServer, randomPort, startServer } from '../../apps/web/e2e/start-server.ts';

export const DEMO_PASSWORD = 'demo-demo-2026';
/** The demo company's storefront address (/t/{slug}), as the demo seed writes it. */
export const DEMO_STOREFRONT_SLUG = 'tacos-el-guero';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The real product (`npm run serve`: built web app, API, sockets) on a fresh embedded database with the demo data. */
export const startProduct = async (): Promise<RunningServer & { dataDir: string }> => {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-'));
  const server = await startServer(dataDir, randomPort());
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
