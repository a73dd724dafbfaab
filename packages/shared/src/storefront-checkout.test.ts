import { describe, expect, it } from 'vitest';
import { storefrontOrderBodySchema } from './storefront.ts';
import { checkoutFieldRules, checkoutMessages, looksLikeMobile } from './storefront-checkout.ts';

const PRODUCT = '00000000-0000-4000-8000-000000000001';

type Body = {
  type: 'delivery' | 'pickup';
  customer: { name: string; phone: string; address: string };
  payment: string;
  postalCode?: string;
};
const body = (patch: Partial<Body> = {}): Body => ({
  type: 'delivery',
  customer: { name: 'Ana', phone: '33 1234 5678', address: 'Av. Juárez 1' },
  payment: 'cash',
  ...patch,
});

/** What the API's schema says, by field path. */
const apiErrors = (value: Body) =>
  Object.fromEntries(
    (
      storefrontOrderBodySchema.safeParse({ products: [{ product: PRODUCT, quantity: 1 }], ...value }).error?.issues ??
      []
    ).map((issue) => [issue.path.join('.'), issue.message]),
  );

/** What the checkout form's rules say about the same body, by the same paths. */
const formErrors = (value: Body) =>
  Object.fromEntries(
    Object.entries({
      'customer.name': checkoutFieldRules.name(value.customer.name),
      'customer.phone': value.customer.phone.trim() ? null : checkoutFieldRules.phone(value.customer.phone),
      'customer.address': checkoutFieldRules.address(value.customer.address, value.type),
      payment: checkoutFieldRules.payment(value.payment),
      postalCode: checkoutFieldRules.postalCode(value.postalCode ?? ''),
    }).filter(([, message]) => message),
  );

describe('storefront checkout rules', () => {
  it('gives every mistake of an order body at once, in the checkout messages', () => {
    const empty = body({ customer: { name: ' ', phone: '', address: '' }, payment: '', postalCode: '4410' });
    expect(apiErrors(empty)).toEqual({
      'customer.name': checkoutMessages.name,
      'customer.phone': checkoutMessages.phone,
      'customer.address': checkoutMessages.address,
      payment: checkoutMessages.payment,
      postalCode: checkoutMessages.postalCode,
    });
  });

  it('form rules and API schema agree, field by field', () => {
    const cases: Body[] = [
      body(),
      body({ customer: { name: '', phone: '33 1234 5678', address: 'Calle 1' } }),
      body({ customer: { name: 'Ana', phone: '  ', address: 'Calle 1' } }),
      body({ customer: { name: 'Ana', phone: '33 1234 5678', address: '  ' } }),
      body({ type: 'pickup', customer: { name: 'Ana', phone: '33 1234 5678', address: '' } }),
      body({ payment: 'bitcoin' }),
      body({ postalCode: '44100' }),
      body({ postalCode: '441000' }),
    ];
    for (const value of cases) expect(formErrors(value), JSON.stringify(value)).toEqual(apiErrors(value));
  });

  it('asks the form for a 10-digit mobile, as the API does after its schema', () => {
    expect(checkoutFieldRules.phone('33 12')).toBe(checkoutMessages.mobile);
    expect(checkoutFieldRules.phone('')).toBe(checkoutMessages.phone);
    for (const phone of ['33 1234 5678', '(33) 1234-5678', '+52 33 1234 5678', '+52 1 33 1234 5678'])
      expect(looksLikeMobile(phone), phone).toBe(true);
    for (const phone of ['1234', '33 1234 567', '+1 415 555 0100 22'])
      expect(looksLikeMobile(phone), phone).toBe(false);
  });
});
