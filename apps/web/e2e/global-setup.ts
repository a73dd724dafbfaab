import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions } from './chromium.ts';
import { freePort, seedTenantPool, startServer } from './start-server.ts';

/**
 * Partners each worker's server holds for tenant.ts: one per freshTenant call of the files it may run, retries included
 * (39 calls in the files today, some made once per attempt or per screen size; 60 partners with their fleets seed
 * in about 2 s).
 */
const TENANT_POOL = 80;

/** A worker's product instance, and the Chromium its files connect to (its WebSocket endpoint). */
export type SharedServer = { baseUrl: string; dataDir: string; browserEndpoint?: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product instance per worker: a file in worker N (`VITEST_POOL_ID`) uses `servers[N - 1]` (browser.ts). */
    servers: SharedServer[];
    /** A data folder with the demo data only (migrated and seeded once), for files that start servers of their own. */
    demoDataDir: string;
  }
}

/**
 * One product instance per browser-test worker, each on its own copy of an embedded database with the demo data and a
 * pool of empty partners (tenant.ts), and one Chromium: two files run at once, each on its own server, and the files of one
 * worker still run one after another on theirs, each in a tenant of its own where it counts what it made.
 */
export default async function setup(project: TestProject) {
  const webDist = snapshotWebDist();
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const ports = new Set<number>();
  while (ports.size < workers) ports.add(await freePort());
  // The migrations and the demo data are written once, then copied: for each worker's server, and for each file that
  // starts a server of its own (browser.ts demoDataDir), about 15 first starts in a run.
  const demo = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-demo-'));
  const seeded = seedTenantPool(demo, 0);
  const started = await Promise.all(
    [...ports].map(async (port) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
      const [server, browser] = await Promise.all([
        seeded
          .then(() => fs.cpSync(demo, dataDir, { recursive: true }))
          .then(() => seedTenantPool(dataDir, TENANT_POOL))
          .then(() => startServer(dataDir, port, { MAP_TILE_URL: 'none', GEOCODER_URL: 'none' })),
        chromium.launchServer(chromiumOptions),
      ]);
      return { server, browser, dataDir };
    }),
  );
  project.provide('demoDataDir', demo);
  project.provide(
    'servers',
    started.map(({ server, browser, dataDir }) => ({
      baseUrl: server.baseUrl,
      dataDir,
      browserEndpoint: browser.wsEndpoint(),
    })),
  );
  return async () => {
    for (const { server, browser, dataDir } of started) {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    fs.rmSync(demo, { recursive: true, force: true });
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  };
}

/**
 * The run serves a copy of the built web app, not apps/web/dist itself: a build made while the run goes on (another
 * change being checked on the same machine) would otherwise swap the files under the open pages. Servers started by
 * the test files inherit the setting. A run given WEB_DIST_DIR serves that folder as it is.
 */
const snapshotWebDist = () => {
  if (process.env.WEB_DIST_DIR) return undefined;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-web-'));
  fs.cpSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'), copy, { recursive: true });
  process.env.WEB_DIST_DIR = copy;
  return copy;
};
