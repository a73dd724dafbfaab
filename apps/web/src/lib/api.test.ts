import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WEB_APP_ID } from '@backoffice/shared/app-id';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, multipart } from './api.ts';
import { ApiError } from './api-client.ts';

/**
 * The typed client against a real HTTP server on a random port (it sends through sendRequest, as apiRequest does):
 * what it sends (application header, JSON in UTF-8, query, path parameters, multipart) and how it maps answers (data,
 * 204, the API's error body, no body, no server) to the same ApiError as apiRequest.
 */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let seen: Seen[] = [];
let server: Server;
let baseUrl: string;

const answers: Record<string, { status: number; body?: unknown; raw?: string }> = {
  'GET /api/companies/company?id=c1': { status: 200, body: { id: 'c1', name: 'Tacos Lupita' } },
  'POST /api/auth/login': {
    status: 400,
    body: {
      error: {
        code: 'validation_failed',
        message: 'Revisa los datos',
        details: { fields: { password: 'Escribe tu contraseña' } },
      },
    },
  },
  'GET /api/auth/me': {
    status: 401,
    body: { error: { code: 'unauthenticated', message: 'Inicia sesión para continuar' } },
  },
  'DELETE /api/auth/sessions/s%201': { status: 204 },
  'GET /api/companies/all': { status: 502, raw: '<html>Bad gateway</html>' },
  'POST /api/uploads/images': { status: 201, body: { url: '/uploads/x.png' } },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      const answer = answers[`${request.method} ${request.url}`] ?? { status: 404, body: { error: { code: 'x' } } };
      response.statusCode = answer.status;
      if (answer.body !== undefined) response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(answer.raw ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  seen = [];
  vi.restoreAllMocks();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (error: unknown) => error as ApiError,
  );

describe('the typed client', () => {
  it('sends the application header and the query, and returns the data', async () => {
    const company = await createApi(baseUrl).GET('/api/companies/company', { params: { query: { id: 'c1' } } });
    expect(company).toEqual({ id: 'c1', name: 'Tacos Lupita' });
    expect(seen[0].headers['x-app-id']).toBe(WEB_APP_ID);
    expect(seen[0].headers.accept).toBe('application/json; charset=utf-8');
  });

  it("maps the API's error to ApiError with its code, Spanish message and field details; the body is JSON in UTF-8", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(
      createApi(baseUrl).POST('/api/auth/login', { body: { email: 'ana@ejemplo.mx', password: 'contraseña' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Revisa los datos',
      details: { fields: { password: 'Escribe tu contraseña' } },
    });
    expect(seen[0].headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'ana@ejemplo.mx', password: 'contraseña' });
    expect(logged).toHaveBeenCalledWith(`API call failed: ${baseUrl}/api/auth/login (400)`);
  });

  it('throws a quiet status without logging it (401 of /auth/me when signed out)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(createApi(baseUrl).GET('/api/auth/me', { quietStatuses: [401] }));
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated', message: 'Inicia sesión para continuar' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('fills a path parameter and answers undefined for a 204', async () => {
    expect(await createApi(baseUrl).DELETE('/api/auth/sessions/{id}', { params: { path: { id: 's 1' } } })).toBe(
      undefined,
    );
    expect(seen[0].method).toBe('DELETE');
  });

  it('gives the Spanish fallback when the answer is not the API error body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(createApi(baseUrl).GET('/api/companies/all'));
    expect(error).toMatchObject({
      status: 502,
      code: 'unknown_error',
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    });
  });

  it('maps no server to network_error and lets an abort through', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createApi(`http://127.0.0.1:${port}`).GET('/api/companies/all'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toMatch(/No hay conexión/);

    const controller = new AbortController();
    controller.abort();
    const aborted = await failure(createApi(baseUrl).GET('/api/companies/all', { signal: controller.signal }));
    expect(aborted).not.toBeInstanceOf(ApiError);
    expect((aborted as Error).name).toBe('AbortError');
  });

  it('sends an upload as multipart with its file', async () => {
    const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
    const answer = await createApi(baseUrl).POST('/api/uploads/images', { body: { file }, bodySerializer: multipart });
    expect(answer).toEqual({ url: '/uploads/x.png' });
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="file"; filename="logo.png"');
  });

  it('has its refused calls compiled by the web typecheck', () => {
    // api.type-test.ts holds the @ts-expect-error calls; it must stay inside what tsc -p apps/web compiles.
    const config = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../tsconfig.json'), 'utf8'));
    expect(config.include).toContain('src');
    expect(readFileSync(path.join(import.meta.dirname, 'api.type-test.ts'), 'utf8')).toContain('@ts-expect-error');
  });
});
