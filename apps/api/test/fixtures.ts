import { asHeaders, createTenants, createTestApp, signIn, type TestApp } from './helper.ts';

export type Session = Awaited<ReturnType<typeof signIn>>;
export type Tenants = Awaited<ReturnType<typeof createTenants>>;

/** The accounts of createTenants by the names the tests give them (tenant a is "ours", b the "other"). */
const emailsOf = (tenants: Tenants) => ({
  company: tenants.a.emails.company,
  company2: tenants.a.emails.company2,
  admin: tenants.a.emails.admin,
  member: tenants.a.emails.member,
  otherCompany: tenants.b.emails.company,
  otherAdmin: tenants.b.emails.admin,
  fleet: tenants.providerEmail,
});
export type AccountName = keyof ReturnType<typeof emailsOf>;

/**
 * A fresh app with the two tenants of createTenants and the named accounts signed in, as sessions
 * and as request headers. `env` and `options` go to createTestApp.
 */
export const startWithTenants = async <N extends AccountName>(
  names: readonly N[],
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
) => {
  const t = await createTestApp(env, options);
  const tenants = await createTenants(t.db);
  const emails = emailsOf(tenants);
  const signedIn = await Promise.all(names.map((name) => signIn(t.app, emails[name])));
  const sessions = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as Record<N, Session>;
  const headers = Object.fromEntries(names.map((name, i) => [name, asHeaders(signedIn[i]!)])) as Record<
    N,
    ReturnType<typeof asHeaders>
  >;
  return { t, tenants, sessions, headers };
};

/** Listens on a random loopback port, for tests with real sockets; returns the base URL. */
export const listenOnLoopback = async (app: TestApp['app']) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The request helper most test files want: `call(session, method, path, body?, headers?)` as that signed-in account
 * (null for none). The app is read on each call because files build it in beforeAll; `prefix` goes before every
 * path and `headers` (such as the order manager's) go with every request.
 */
export const requester =
  (app: () => TestApp['app'], prefix = '', headers: Record<string, string> = {}) =>
  (session: Session | null, method: Method, path: string, payload?: unknown, extra: Record<string, string> = {}) =>
    app().inject({
      method,
      url: `${prefix}${path}`,
      headers: { ...(session ? asHeaders(session) : {}), ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** The field names a 400 validation answer lists. */
export const invalidFields = (response: { json: () => { error: { details: { field: string }[] } } }) =>
  response.json().error.details.map((detail) => detail.field);
