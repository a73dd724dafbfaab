import type { ApiErrorBody } from '@backoffice/shared';
import { WEB_APP_ID } from '@backoffice/shared/app-id';
import createClient, { type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import { ApiError } from './api-client.ts';
import type { paths } from './api-types.gen.ts';

/**
 * The typed API client (decision 059): paths, parameters, bodies and answers come from the OpenAPI document the API
 * serves (`npm run api:types` writes `api-types.gen.ts`), so a changed path, query name or answer breaks the build.
 * Each call returns the answer's data or throws the same `ApiError` as `apiRequest` (status, stable code, Spanish
 * message, details), with the application header, same-origin credentials and JSON in UTF-8.
 */
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type RawClient = ReturnType<typeof createClient<paths>>;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** What the web adds to a call: error statuses that are a normal answer here (401 from /auth/me), thrown, not logged. */
export type CallOptions = { quietStatuses?: number[] };
type InitParam<Init> = RequiredKeys<Init> extends never ? [(Init & CallOptions)?] : [Init & CallOptions];
/** The data of the success answer of a path and method (`undefined` for a 204). */
export type ApiData<Path extends keyof paths, M extends Method, Init = object> = Defined<
  FetchResponse<paths[Path][M] & Record<string | number, unknown>, Init, `${string}/${string}`>['data']
>;
type Defined<T> = [Exclude<T, undefined>] extends [never] ? undefined : Exclude<T, undefined>;
/** The JSON body a path and method take. */
export type ApiBody<Path extends keyof paths, M extends Method> = paths[Path][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type DataMethod<M extends Method> = <
  Path extends ClientPathsWithMethod<RawClient, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<ApiData<Path, M, Init>>;

export type Api = {
  GET: DataMethod<'get'>;
  POST: DataMethod<'post'>;
  PUT: DataMethod<'put'>;
  PATCH: DataMethod<'patch'>;
  DELETE: DataMethod<'delete'>;
};

const NETWORK_MESSAGE = 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.';
const UNKNOWN_MESSAGE = 'Ocurrió un error inesperado. Inténtalo de nuevo.';

/** A client against `baseUrl` (the page's origin in the browser; a test server's address in tests). */
export const createApi = (baseUrl: string, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): Api => {
  const raw = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    headers: { 'X-App-Id': WEB_APP_ID, Accept: 'application/json; charset=utf-8' },
    fetch: (request: Request) => {
      // The contract's JSON is UTF-8 and says so (contract section 2); a FormData body keeps its own boundary.
      if (request.headers.get('content-type') === 'application/json')
        request.headers.set('content-type', 'application/json; charset=utf-8');
      return fetchImpl(request);
    },
  });
  const call =
    (method: Uppercase<Method>) =>
    async (url: string, init?: CallOptions & Record<string, unknown>): Promise<unknown> => {
      const { quietStatuses, ...rest } = init ?? {};
      let result: { data?: unknown; error?: unknown; response: Response };
      try {
        result = await (raw.request as (m: string, u: string, i: object) => Promise<typeof result>)(
          method.toLowerCase(),
          url,
          rest,
        );
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        console.error(`Network error calling ${url}`);
        throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
      }
      const { response } = result;
      if (!response.ok) {
        const body = (typeof result.error === 'object' ? result.error : null) as ApiErrorBody | null;
        if (!quietStatuses?.includes(response.status)) console.error(`API call failed: ${url} (${response.status})`);
        throw new ApiError(
          response.status,
          body?.error?.code ?? 'unknown_error',
          body?.error?.message ?? UNKNOWN_MESSAGE,
          body?.error?.details,
        );
      }
      return result.data;
    };
  return {
    GET: call('GET'),
    POST: call('POST'),
    PUT: call('PUT'),
    PATCH: call('PATCH'),
    DELETE: call('DELETE'),
  } as Api;
};

/** A multipart body (an upload) from its fields: `bodySerializer: multipart`. */
export const multipart = (fields: Record<string, Blob | string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The web's client: same origin as the page. */
export const api: Api = createApi(typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
