import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrix } from './authz/matrix.ts';
import { documentedOperations, send } from './authz/openapi-routes.ts';
import { createWorld, personas, type World } from './authz/world.ts';
import { createTestApp, type TestApp } from './helper.ts';

/** Every documented route × every persona answers the status authz/matrix.ts gives it. */
let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has exactly one entry per documented route', async () => {
    const documented = documentedOperations(t.app).map((operation) => operation.key);
    const missing = documented.filter((key) => !(key in matrix));
    const stale = Object.keys(matrix).filter((key) => !documented.includes(key));
    expect(missing, 'routes without an entry in test/authz/matrix.ts').toEqual([]);
    expect(stale, 'entries in test/authz/matrix.ts for routes that do not exist').toEqual([]);
  });

  it('documents as secured exactly the routes that refuse an anonymous caller', () => {
    const wrong = documentedOperations(t.app)
      .filter(({ key }) => key in matrix)
      .filter(({ key, operation }) => (matrix[key].expect[0] === 401) !== (operation.security?.length ?? 0) > 0)
      .map(({ key }) => key);
    expect(wrong, 'security in the OpenAPI document disagrees with the matrix').toEqual([]);
  });

  it.each(Object.keys(matrix))('%s', async (key) => {
    const [method, path] = key.split(' ');
    const entry = matrix[key];
    const answers: Record<string, number> = {};
    const bodies: Record<string, string> = {};
    for (const persona of personas) {
      const call = (await entry.call?.(world, persona)) ?? {};
      const response = await send(t.app, method, path, call, world.headers(persona));
      answers[persona] = response.statusCode;
      if (response.statusCode !== entry.expect[personas.indexOf(persona)])
        bodies[persona] = response.body.slice(0, 200);
    }
    const expected = Object.fromEntries(personas.map((persona, index) => [persona, entry.expect[index]]));
    expect(answers, JSON.stringify(bodies)).toEqual(expected);
  });
});
