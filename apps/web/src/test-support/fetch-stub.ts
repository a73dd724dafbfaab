import { type SentRequest, stubApi } from './form-harness.ts';

type Answer = { status: number; body: unknown };

/**
 * Stands in for the server through form-harness's stubApi: each call answers what `reply(path, method)` returns, as
 * JSON. `sent(stub)` reads what a form sent (method, path, parsed body), `sentTo` the calls to one path.
 */
export const stubServer = (reply: (path: string, method: string) => Answer) =>
  stubApi((request) => {
    const { status, body } = reply(pathOf(request), request.method);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });

/** A server that answers every call alike. */
export const stubFetch = (body: unknown = {}, status = 200) => stubServer(() => ({ status, body }));

type Stub = ReturnType<typeof stubServer>;

const pathOf = (request: SentRequest) => request.url.split('?')[0];
const callOf = (request: SentRequest) => ({ method: request.method, path: pathOf(request), body: request.body });

export const sent = (stub: Stub, call = 0) => {
  const found = stub.sent[call];
  if (!found) throw new Error(`no call number ${call}`);
  return callOf(found);
};

/** The calls to `path`, oldest first. */
export const sentTo = (stub: Stub, path: string) => stub.sent.map(callOf).filter((call) => call.path === path);
