import type { AuthSession, Company, Product, Promo } from '@backoffice/shared';
import { WEB_APP_ID } from '@backoffice/shared';

/** A refusal or failure of the API, with its Spanish message when the server gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 15_000;

const readError = async (response: Response) => {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string } };
    return new ApiError(response.status, body.error?.code ?? 'error', body.error?.message ?? text);
  } catch {
    return new ApiError(response.status, 'error', text.slice(0, 200) || response.statusText);
  }
};

const call = async <T>(url: string, init: RequestInit): Promise<{ status: number; body: T; response: Response }> => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw await readError(response);
  return { status: response.status, body: (await response.json()) as T, response };
};

/** A partner or company session, used only to read companies and catalogues (a channel key cannot). */
export const signIn = async (baseUrl: string, email: string, password: string) => {
  const { body, response } = await call<AuthSession>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const session = { cookie, 'x-app-id': WEB_APP_ID };
  const companyIds = body.business.type === 'partner' ? body.business.listen_for : [body.business.id];
  return { session, companyIds, account: body.account };
};

export type Session = Awaited<ReturnType<typeof signIn>>['session'];

export type Catalogue = { company: Company; products: Product[]; additions: Product[]; promos: Promo[] };

export const loadCatalogue = async (baseUrl: string, session: Session, companyId: string): Promise<Catalogue> => {
  const query = `company=${encodeURIComponent(companyId)}`;
  const [company, menu, promos] = await Promise.all([
    call<Company>(`${baseUrl}/api/companies/company?id=${encodeURIComponent(companyId)}`, { headers: session }),
    call<{ products: Product[]; additions: Product[] }>(`${baseUrl}/api/products/company/all?${query}`, {
      headers: session,
    }),
    call<Promo[]>(`${baseUrl}/api/promos/company?${query}`, { headers: session }),
  ]);
  return { company: company.body, ...menu.body, promos: promos.body };
};

/**
 * Places an order or an errand with the channel key. A network failure is retried with the same
 * Idempotency-Key, so a retry never makes a second order.
 */
export const placeWithKey = async <T>(
  baseUrl: string,
  path: '/api/orders' | '/api/errands',
  key: string,
  body: unknown,
  idempotencyKey: string,
): Promise<{ status: number; body: T; retried: boolean }> => {
  const init = {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await call<T>(`${baseUrl}${path}`, init);
      return { status: result.status, body: result.body, retried: attempt > 1 };
    } catch (error) {
      const transient = !(error instanceof ApiError) || error.status >= 500;
      if (!transient || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
};
