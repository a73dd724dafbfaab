import { describe, expect, it } from 'vitest';
import './zod-locale.ts';
import { riderActivateBodySchema, riderLoginBodySchema, riderTaskActionBodySchema } from './rider-app.ts';
import { riderFieldRules, riderMessages } from './rider-app-rules.ts';

/** The API schema's message for a body, by field path. */
const apiErrors = (
  schema: { safeParse: (body: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  body: unknown,
) =>
  Object.fromEntries(
    (schema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe("the rider app's rules say what the API says", () => {
  it('for the phone and the PIN of a sign-in', () => {
    for (const phone of ['', '33 1234', '+52 33 1234 5678 9', 'abc']) {
      expect(riderFieldRules.phone(phone)).toBe(apiErrors(riderLoginBodySchema, { phone, pin: '1234' }).phone);
    }
    for (const phone of ['33 1234 5678', '+52 1 33 1234 5678', '+52 (33) 1234-5678']) {
      expect(riderFieldRules.phone(phone)).toBeNull();
      expect(apiErrors(riderLoginBodySchema, { phone, pin: '1234' })).toEqual({});
    }
    for (const pin of ['', '12', '1234567', '12a4']) {
      expect(riderFieldRules.pin(pin)).toBe(apiErrors(riderLoginBodySchema, { phone: '3312345678', pin }).pin);
    }
  });

  it('for the invitation code and the delivery code', () => {
    for (const code of ['', '12345', '1234567']) {
      const api = apiErrors(riderActivateBodySchema, { phone: '3312345678', code, pin: '1234' });
      // A union (token or phone and code): the API names the branch that came closest.
      expect(Object.values(api)).toContain(riderMessages.code);
      expect(riderFieldRules.code(code)).toBe(riderMessages.code);
    }
    const task = {
      task: '00000000-0000-4000-8000-000000000001',
      action: 'delivered',
      actionId: '00000000-0000-4000-8000-000000000002',
    };
    expect(riderFieldRules.proofCode('123')).toBe(
      apiErrors(riderTaskActionBodySchema, { ...task, proofCode: '123' }).proofCode,
    );
    expect(riderFieldRules.proofCode('1234')).toBeNull();
    expect(riderFieldRules.proofCode('')).toBe(riderMessages.proofCodeMissing);
  });
});
