import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumOptions } from './chromium.ts';

export const DEMO_PASSWORD = 'demo-demo-2026';
export { CHROMIUM_PATH } from './chromium.ts';

/**
 * This worker's Chromium (global-setup.ts), connected to rather than started by each file: a file's contexts are
 * its own, and closing the connection closes them. Started here when no shared one runs.
 */
export const launchBrowser = () => {
  const endpoint = ownServer().browserEndpoint;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumOptions);
};

/** This worker's server (global-setup.ts): files of one worker share it, one file at a time. */
const ownServer = () => {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
};

export const baseUrl = () => ownServer().baseUrl;
/** The data folder of this worker's server (its demo channel key, demo-api.ts). */
export const dataDir = () => ownServer().dataDir;

/**
 * A new data folder holding the demo data already migrated and seeded (global-setup.ts), for a file that starts a
 * server of its own: the server starts on it as on its first start, without writing the migrations and demo again.
 */
export const demoDataDir = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(inject('demoDataDir'), folder, { recursive: true });
  return folder;
};

export const newPage = async (browser: Browser, viewport = { width: 1280, height: 800 }) => {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'es-MX' });
  return context.newPage();
};

/** Lighthouse's mobile screen. */
export const PHONE = { width: 412, height: 823 };

/**
 * A phone (Lighthouse's screen, touch, Spanish) signed in as `email`, with `watch` run in each of its pages before
 * the app's own scripts (an observer the test reads later).
 */
export const signedInPhone = async (browser: Browser, email: string, password: string, watch: () => void) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), locale: 'es-MX', hasTouch: true });
  await context.addInitScript(watch);
  const page = await context.newPage();
  await signInAs(page, email, password);
  return page;
};

export const signInThroughForm = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

export const signInAs = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await signInThroughForm(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
};

/**
 * A Mantine switch tapped where a person taps it, on its track (the input itself is invisible): Playwright then
 * waits until nothing, such as a toast, covers it, where a forced click on the input would land on the toast.
 */
export const tapSwitch = (input: Locator) => input.locator('xpath=following-sibling::span[1]').click();

/**
 * Calls the API from a signed-in page (its session cookie and the app header), for setup, changes and clean-up: the
 * answer's JSON, whatever its status.
 */
export const pageApi = <T>(page: Page, path: string, method = 'GET', body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'X-App-Id': 'backoffice-web',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { path, method, body },
  ) as Promise<T>;
