import type { TestApp } from '../helper.ts';
import type { Call } from './matrix.ts';

export type Operation = {
  key: string;
  method: string;
  path: string;
  operation: {
    operationId?: string;
    security?: Record<string, string[]>[];
    parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
    requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
    responses: Record<string, unknown>;
  };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the live OpenAPI document, keyed `METHOD /api/path`. */
export const documentedOperations = (app: TestApp['app']): Operation[] => {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation['operation']>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, operation })),
  );
};

/** Sends a call to a documented path through the real app (no network). */
export const send = (
  app: TestApp['app'],
  method: string,
  path: string,
  call: Call,
  headers: Record<string, string> = {},
) => {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const body = call.raw
    ? { payload: call.raw.payload, contentType: call.raw.contentType }
    : call.body === undefined
      ? undefined
      : { payload: JSON.stringify(call.body), contentType: 'application/json' };
  return app.inject({
    method: method.toUpperCase() as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: { ...headers, ...(body ? { 'content-type': body.contentType } : {}), ...call.headers },
    payload: body?.payload,
    ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
  });
};
