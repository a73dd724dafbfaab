import type { ApiErrorBody } from '@backoffice/shared';
import { WEB_APP_ID } from '@backoffice/shared/app-id';

export const API_BASE = '/api';

/** A failed call: status, the API's stable code and its Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Error statuses that are a normal answer here (401 from /auth/me when signed out): thrown, not logged. */
  quietStatuses?: number[];
};

const buildUrl = (url: string, query?: RequestOptions['query']) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
};

/**
 * One call to the API at `url` (`/api/…` on the page's origin, or absolute): every call carries the application header
 * and JSON utf-8 headers (seed section 7, contract section 2); a failure is an ApiError. The typed client (`api.ts`,
 * decision 059) and `apiRequest` both send through it.
 */
export const sendRequest = async <T>(url: string, options: RequestOptions = {}): Promise<T> => {
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(url, options.query), {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        'X-App-Id': WEB_APP_ID,
        Accept: 'application/json; charset=utf-8',
        ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.error(`Network error calling ${url}`);
    throw new ApiError(0, 'network_error', 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.');
  }
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as ApiErrorBody | null)?.error;
    if (!options.quietStatuses?.includes(response.status))
      console.error(`API call failed: ${url} (${response.status})`);
    throw new ApiError(
      response.status,
      error?.code ?? 'unknown_error',
      error?.message ?? 'Ocurrió un error inesperado. Inténtalo de nuevo.',
      error?.details,
    );
  }
  return payload as T;
};

/** The untyped call of the screens not yet on the typed client (decision 059): `path` without `/api`. */
export const apiRequest = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  sendRequest<T>(`${API_BASE}${path}`, options);

/** Base64 of the UTF-8 display name, for the Order-Manager header of status calls. */
export const orderManagerHeader = (displayName: string) => {
  const bytes = new TextEncoder().encode(displayName);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { 'Order-Manager': btoa(binary) };
};
