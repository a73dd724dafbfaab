import { vi } from 'vitest';

export type SentRequest = { method: string; url: string; body: unknown };

/**
 * The API for a form's component test: every call is recorded (method, path, parsed JSON body) and answered by
 * `answer` (200 with its value, or the Response it gives; an Error is thrown as a failed connection). Undo with
 * `vi.unstubAllGlobals()`.
 */
export const stubApi = (answer: (request: SentRequest) => unknown = () => ({})) => {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request = {
      method: init.method ?? 'GET',
      url: String(url),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const value = answer(request);
    if (value instanceof Error) throw value;
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  /** The writes only (the reads a screen makes on mount are not what a form sends). */
  const writes = () => sent.filter((request) => request.method !== 'GET');
  return { sent, writes };
};

/** A form under Mantine and a fresh query client (no retries): the shared render of component tests. */
export { renderWithMantine as renderForm } from './render-mantine.tsx';

/** Waiting for a part that loads on use (its chunk is transformed on the first import in a test run). */
export const LAZY_LOAD = { timeout: 15_000 };

/** A form test's own limit: rendering Mantine and a chunk loaded on use takes seconds when every file runs at once. */
export const FORM_TEST = { timeout: 30_000 };
