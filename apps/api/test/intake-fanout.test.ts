import { newErrandEvent, newOrderEvent } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startWithTenants, type Tenants } from './fixtures.ts';
import { asHeaders, type TestApp } from './helper.ts';
import { createMenu, type Menu, newKey, postOrder, simpleIntake } from './order-fixtures.ts';

let t: TestApp;
let tenants: Tenants;
let company: Session;
let menu: Menu;
const log: string[] = [];

beforeAll(async () => {
  ({
    t,
    tenants,
    sessions: { company },
  } = await startWithTenants(['company']));
  menu = await createMenu(t.db, tenants.a.companies[0].id);
  t.app.live.observe(({ event }) => log.push(`fan-out ${event}`));
});
afterAll(() => t.close());

/**
 * The answer resolves inject's promise as soon as it is written; the `then` below runs in the same turn of
 * the event loop. A fan-out started inside the handler would therefore be logged before the answer.
 */
const answered = async <T extends { statusCode: number }>(request: Promise<T>) => {
  const response = await request.then((done) => {
    log.push(`answered ${done.statusCode}`);
    return done;
  });
  return response;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the intake answers before the fan-out', () => {
  it('sends the order to the sockets only after its HTTP answer', async () => {
    log.length = 0;
    const companyId = tenants.a.companies[0].id;
    const response = await answered(postOrder(t, company, simpleIntake(companyId, menu)));
    expect(response.statusCode, response.body).toBe(201);
    await settle();
    expect(log).toEqual(['answered 201', `fan-out ${newOrderEvent(companyId)}`]);
  });

  it('does not emit again for a repeated Idempotency-Key', async () => {
    log.length = 0;
    const key = newKey();
    const body = simpleIntake(tenants.a.companies[0].id, menu);
    await answered(postOrder(t, company, body, key));
    await answered(postOrder(t, company, body, key));
    await settle();
    expect(log[0]).toBe('answered 201');
    expect(log.filter((entry) => entry.startsWith('fan-out'))).toEqual([
      `fan-out ${newOrderEvent(tenants.a.companies[0].id)}`,
    ]);
  });

  it('does the same for errands', async () => {
    log.length = 0;
    const dropoff = { address: 'Av. México 2300, Guadalajara', name: 'Ana Ramírez', phone: '3333445566' };
    const request = t.app.inject({
      method: 'POST',
      url: '/api/errands',
      headers: asHeaders(company),
      payload: { dropoff },
    });
    expect((await answered(request)).statusCode).toBe(201);
    await settle();
    expect(log).toEqual(['answered 201', `fan-out ${newErrandEvent(tenants.a.companies[0].id)}`]);
  });
});
