import { performance } from 'node:perf_hooks';
import { encodeOrderManager } from '@backoffice/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from './authz/matrix.ts';
import { documentedOperations, type Operation, send } from './authz/openapi-routes.ts';
import { pngUpload } from './authz/png-upload.ts';
import { createWorld, type Persona, type World } from './authz/world.ts';
import { isDateParameter, type JsonSchema, multipartBody, textFor, valueFor, widestDate } from './fuzz/arbitraries.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Property-based requests generated from the live OpenAPI document: every operation, as several kinds of
 * caller, with mostly-valid and hostile parameters and bodies. No answer may be a 5xx, and /api/health, polled
 * all along, must never wait like a frozen server (one request must not freeze every tenant).
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 40);
const HEALTH_FREEZE_MS = 1_000;
const HEALTH_EVERY_MS = 25;
/**
 * Operations this test found failing whose fix another helper owns and has not landed yet; each is fuzzed
 * again as soon as its line is removed. Keep the list empty.
 */
const awaitingFix: Record<string, string> = {};
const callers: Persona[] = ['anonymous', 'ownCompany', 'partnerMember', 'partnerAdmin', 'otherPartner', 'fleet'];

// Created while the file is collected, so that each documented operation becomes a test of its own. Sign-in
// limits off: wrong current passwords fuzzed into POST /auth/password would spend the personas' checks.
const t: TestApp = await createTestApp({ LOGIN_MAX_FAILURES: '1000', LOGIN_CHECKS_PER_MINUTE: '100000' });
const operations: Operation[] = documentedOperations(t.app);
let world: World;
let ids: string[];
let image: Buffer;
const healthLatencies: { ms: number; busy: number; during: string }[] = [];
let current = 'setup';
/** Changes whenever input generation starts or ends, so that samples overlapping it can be dropped. */
let generation = 0;
let polling = true;
let poller: Promise<void>;

/**
 * Asks for /api/health every HEALTH_EVERY_MS and records how long each answer took, counted from when the
 * request was due (a blocked event loop delays the timer itself, and that wait is what a client sees).
 * `busy` is how much of that wait this process's event loop spent working rather than idle: on a machine
 * shared with other busy processes the wall-clock wait also contains time the OS gave to them, which says
 * nothing about this server; the assertion holds the server to the part it causes.
 */
const pollHealth = async () => {
  while (polling) {
    const window = performance.eventLoopUtilization();
    const generationAtStart = generation;
    const due = performance.now() + HEALTH_EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const ms = performance.now() - due;
    const busy = Math.min(ms, performance.eventLoopUtilization(window).active);
    if (generation === generationAtStart && generation % 2 === 0) healthLatencies.push({ ms, busy, during: current });
    expect(response.statusCode).toBe(200);
  }
};

beforeAll(async () => {
  world = await createWorld(t);
  const [product, promo, order, errand, key] = await Promise.all([
    world.product(),
    world.promo(),
    world.order(),
    world.errand(),
    world.channelKey(),
  ]);
  ids = [
    world.own.id,
    world.partner.id,
    world.tenants.a.companies[1].id,
    world.tenants.b.companies[0].id,
    world.tenants.b.partner.id,
    product.id,
    promo.id,
    order.id,
    errand,
    key.id,
  ];
  image = (await pngUpload()).png;
  poller = pollHealth();
}, 120_000);

afterAll(async () => {
  polling = false;
  await poller;
  await t.close();
});

const resolve = (ref: string) => {
  const name = ref.split('/').at(-1)!;
  return ((t.app.swagger() as { components?: { schemas?: Record<string, JsonSchema> } }).components?.schemas?.[name] ??
    {}) as JsonSchema;
};

const headerText = (name: string) =>
  name === 'order-manager'
    ? fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeOrderManager), fc.string({ maxLength: 30 }))
    : fc.string({ maxLength: 60 });

type Style = { validOnly: boolean; widest: boolean };

/**
 * One request to the operation: its parameters and body from the document, sent as one of the callers.
 * A style is drawn first: hostile values anywhere, or only valid ones (to reach the handlers' work), possibly
 * with every date range at its widest (what made one report freeze every tenant).
 */
const callFor = (operation: Operation): fc.Arbitrary<{ call: Call; persona: Persona }> =>
  fc
    .record({ validOnly: fc.boolean(), widest: fc.boolean() })
    .chain((style) => fc.record({ persona: fc.constantFrom(...callers), call: requestFor(operation, style) }));

const requestFor = (operation: Operation, style: Style): fc.Arbitrary<Call> => {
  const context = { ids, resolve, validOnly: style.validOnly };
  const parameters = operation.operation.parameters ?? [];
  const firstDate = parameters.find((parameter) => isDateParameter((parameter.schema ?? {}) as JsonSchema));
  const generatorOf = (parameter: (typeof parameters)[number]) => {
    const schema = (parameter.schema ?? {}) as JsonSchema;
    if (parameter.in === 'header') return headerText(parameter.name);
    if (style.widest && isDateParameter(schema)) return fc.constant(widestDate(schema, parameter === firstDate));
    return textFor(schema, context);
  };
  const part = (where: string) => {
    const here = parameters.filter((parameter) => parameter.in === where);
    return fc.record(Object.fromEntries(here.map((parameter) => [parameter.name, generatorOf(parameter)])), {
      requiredKeys: here
        .filter((parameter) => parameter.required || where === 'path' || style.validOnly)
        .map((parameter) => parameter.name),
    }) as fc.Arbitrary<Record<string, string>>;
  };
  const content = operation.operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema as JsonSchema | undefined;
  return fc.record({
    query: part('query'),
    params: part('path'),
    headers: part('header'),
    body: bodySchema ? valueFor(bodySchema, context) : fc.constant(undefined),
    raw: content['multipart/form-data'] ? multipartBody(image) : fc.constant(undefined),
  });
};

/** Calls that end the session they come with get a session of their own, so the other calls keep theirs. */
const endsSession = (operation: Operation) => operation.path.startsWith('/api/auth/') && operation.method !== 'get';

describe('fuzzing every documented operation', () => {
  it('has operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(
    operations
      .filter((operation) => !(operation.key in awaitingFix))
      .map((operation) => [operation.key, operation] as const),
  )(
    '%s answers no 5xx',
    async (_, operation) => {
      const seed = Date.now() ^ operation.key.length;
      // Generated beforehand, and the health samples taken meanwhile dropped: building the inputs is this
      // test's work, not the server's.
      generation += 1;
      const inputs = fc.sample(callFor(operation), { numRuns: RUNS_PER_OPERATION, seed });
      generation += 1;
      for (const [index, { call, persona }] of inputs.entries()) {
        const headers = endsSession(operation) ? await world.freshHeaders(persona) : world.headers(persona);
        current = `${operation.key} as ${persona} (seed ${seed}, input ${index})`;
        const response = await send(t.app, operation.method, operation.path, call, headers);
        expect(
          response.statusCode,
          `${operation.key} as ${persona} (seed ${seed}, input ${index}): ${JSON.stringify(call).slice(0, 500)} → ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
      }
      current = 'between operations';
    },
    120_000,
  );

  it('never freezes /api/health while fuzzing (its latency is printed)', () => {
    current = 'done';
    const figures = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
      return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
    };
    console.log(
      `health during fuzz (${healthLatencies.length} samples): wall ${figures(healthLatencies.map((s) => s.ms))}; ` +
        `caused by this process ${figures(healthLatencies.map((s) => s.busy))}`,
    );
    expect(healthLatencies.length).toBeGreaterThan(20);
    // Only a freeze fails the test (the defect this guards against held every tenant for seconds). How fast
    // health answers while fuzzing is a figure, printed above, not an assertion: on a shared 2-core machine a
    // garbage-collection pause or a neighbour's load moves it, and timed limits in tests fail for no defect.
    const frozen = healthLatencies
      .filter((sample) => sample.busy >= HEALTH_FREEZE_MS)
      .map((sample) => `${sample.during}: ${Math.round(sample.busy)} ms busy of ${Math.round(sample.ms)} ms`);
    expect(frozen, 'health answers that waited like a frozen server').toEqual([]);
  });
});
