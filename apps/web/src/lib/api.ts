import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import { type RequestOptions, sendRequest } from './api-client.ts';
import type { paths } from './api-types.gen.ts';

/**
 * The typed API client (decision 059): paths, parameters, bodies and answers come from the OpenAPI document the API
 * serves (`npm run api:types` writes `api-types.gen.ts`), so a changed path, query name or answer breaks the build.
 * Each call returns the answer's data or throws the same `ApiError` as `apiRequest` (status, stable code, Spanish
 * message, details), with the application header, same-origin credentials and JSON in UTF-8: it sends through the
 * same `sendRequest`.
 */
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type RawClient = Client<paths>;
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

type Init = {
  params?: { query?: RequestOptions['query']; path?: Record<string, string | number> };
  body?: unknown;
  bodySerializer?: (body: never) => unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
} & CallOptions;

/**
 * A client against `baseUrl` ('' in the browser: the page's origin; a test server's address in tests). The types are
 * openapi-fetch's; the sending is `sendRequest`, the one `apiRequest` uses, so the two cannot answer differently and
 * the screens download no second HTTP client (decision 059).
 */
export const createApi = (baseUrl: string): Api => {
  const call =
    (method: Uppercase<Method>) =>
    (url: string, init: Init = {}): Promise<unknown> => {
      const { params, body, bodySerializer, headers, signal, quietStatuses } = init;
      const path = url.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.path?.[name])));
      return sendRequest(`${baseUrl}${path}`, {
        method,
        query: params?.query,
        body: bodySerializer && body !== undefined ? bodySerializer(body as never) : body,
        headers,
        signal,
        quietStatuses,
      });
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
export const api: Api = createApi('');
