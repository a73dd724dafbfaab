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

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Error statuses that are a normal answer here (401 from /auth/me when signed out): thrown, not logged. */
  quietStatuses?: number[];
};

const buildUrl = (path: string, query?: RequestOptions['query']) => {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
};

/** Every call carries the application header and JSON utf-8 headers (seed section 7, contract section 2). */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
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
    console.error(`Network error calling ${path}`);
    throw new ApiError(0, 'network_error', 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.');
  }
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as ApiErrorBody | null)?.error;
    if (!options.quietStatuses?.includes(response.status))
      console.error(`API call failed: ${path} (${response.status})`);
    throw new ApiError(
      response.status,
      error?.code ?? 'unknown_error',
      error?.message ?? 'Ocurrió un error inesperado. Inténtalo de nuevo.',
      error?.details,
    );
  }
  return payload as T;
};

/** Base64 of the UTF-8 display name, for the Order-Manager header of status calls. */
export const orderManagerHeader = (displayName: string) => {
  const bytes = new TextEncoder().encode(displayName);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { 'Order-Manager': btoa(binary) };
};
