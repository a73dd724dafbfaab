import { vi } from 'vitest';

/**
 * Stands in for the server: every call answers `status` with `answer` as JSON. The calls are kept, and
 * `sent(stub)` reads what the form sent: method, path and the parsed body.
 */
export const stubFetch = (answer: unknown = {}, status = 200) => {
  const stub = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', stub);
  return stub;
};

export const sent = (stub: ReturnType<typeof stubFetch>, call = 0) => {
  const [url, init] = stub.mock.calls[call] ?? [];
  return {
    method: init?.method ?? 'GET',
    path: String(url).split('?')[0],
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  };
};
