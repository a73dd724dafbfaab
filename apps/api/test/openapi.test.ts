import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations } from './authz/openapi-routes.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('names its server and the ways to authenticate (staff cookie, rider cookie, channel key)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.servers).toEqual([expect.objectContaining({ url: expect.stringMatching(/^https?:\/\//) })]);
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'bo_session' }),
      riderCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'bo_rider' }),
      channelKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('gives every operation a unique operationId, its security and 4xx answers with the shared error body', () => {
    const operations = documentedOperations(t.app);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of operations) {
      expect(operation.security, key).toBeDefined();
      const errors = Object.entries(operation.responses).filter(([status]) => status.startsWith('4'));
      expect(errors.length, key).toBeGreaterThan(0);
      for (const [, answer] of errors)
        expect(answer, key).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        });
    }
  });

  it('lets customer apps place orders and errands with a channel key, and read an order', () => {
    const byKey = Object.fromEntries(documentedOperations(t.app).map((o) => [o.key, o.operation]));
    for (const key of ['POST /api/orders', 'POST /api/errands', 'GET /api/orders/order'])
      expect(byKey[key].security, key).toEqual([{ sessionCookie: [] }, { channelKey: [] }]);
    expect(byKey['GET /api/orders/company/pag'].security).toEqual([{ sessionCookie: [] }]);
    expect(byKey['GET /api/health'].security).toEqual([]);
  });
});
