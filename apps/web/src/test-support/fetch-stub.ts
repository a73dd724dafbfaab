import { vi } from 'vitest';

type Answer = { status: number; body: unknown };

/**
 * Stands in for the server: each call answers what `reply(path, method)` returns, as JSON. The calls are kept:
 * `sent(stub)` reads what a form sent (method, path, parsed body), `sentTo` the calls to one path.
 */
export const stubServer = (reply: (path: string, method: string) => Answer) => {
  const stub = vi.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = reply(String(url).split('?')[0], init?.method ?? 'GET');
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
};

/** A server that answers every call alike. */
export const stubFetch = (body: unknown = {}, status = 200) => stubServer(() => ({ status, body }));

const callOf = ([url, init]: [string, RequestInit?]) => ({
  method: init?.method ?? 'GET',
  path: String(url).split('?')[0],
  body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
});

export const sent = (stub: ReturnType<typeof stubServer>, call = 0) => {
  const found = stub.mock.calls[call];
  if (!found) throw new Error(`no call number ${call}`);
  return callOf(found);
};

/** The calls to `path`, oldest first. */
export const sentTo = (stub: ReturnType<typeof stubServer>, path: string) =>
  stub.mock.calls.map(callOf).filter((call) => call.path === path);
