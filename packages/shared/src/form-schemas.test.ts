import { describe, expect, it } from 'vitest';
import './zod-locale.ts';
import { errandMessages, errandWithPickupSchema } from './errands.ts';
import { orderIntakeSchema } from './orders.ts';
import { storefrontOrderBodySchema } from './storefront.ts';

/** The schema's messages by field path: what the API answers and what the web forms show. */
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const COMPANY = '00000000-0000-4000-8000-000000000001';

describe('the phone-order form speaks the intake schema', () => {
  it('names each missing customer field in Spanish', () => {
    const result = orderIntakeSchema.safeParse({
      company: COMPANY,
      customer: { name: ' ', phone: '331', address: '' },
      products: [{ product: COMPANY, quantity: 1 }],
      payment: 'cash',
      type: 'delivery',
    });
    expect(messages(result)).toEqual({
      'customer.name': 'Escribe el nombre del cliente',
      'customer.phone': 'Escribe el teléfono del cliente (al menos 5 dígitos)',
      'customer.address': 'Escribe la dirección de entrega',
    });
  });

  it('asks for something to order and for the address of a delivery', () => {
    const result = orderIntakeSchema.safeParse({
      company: COMPANY,
      customer: { name: 'Ana', phone: '3312345678', address: '' },
      products: [],
      payment: 'cash',
      type: 'delivery',
    });
    expect(messages(result)).toEqual({
      products: 'El pedido debe tener al menos un producto o una promoción',
      'customer.address': 'Escribe la dirección de entrega',
    });
  });
});

describe('the "Nuevo mandado" form speaks the errand schema', () => {
  it('asks where it goes and, with no company, where it is picked up, at once', () => {
    expect(messages(errandWithPickupSchema.safeParse({ dropoff: { address: ' ' } }))).toEqual({
      'dropoff.address': errandMessages.dropoff,
      pickup: errandMessages.pickup,
    });
  });

  it('takes a company instead of a pickup', () => {
    expect(errandWithPickupSchema.safeParse({ company: COMPANY, dropoff: { address: 'Av. Hidalgo 10' } }).success).toBe(
      true,
    );
  });
});

describe('rules that run even when another field is wrong', () => {
  // A null or non-object body once reached these rules and threw (a 500 found by the API fuzz test).
  it.each([
    ['errand', errandWithPickupSchema],
    ['storefront order', storefrontOrderBodySchema],
  ] as const)('refuse a %s body that is not an object instead of throwing', (_, schema) => {
    for (const body of [null, 7, 'texto', [], undefined]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
    }
  });
});
