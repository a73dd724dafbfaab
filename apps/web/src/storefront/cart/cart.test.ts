// @vitest-environment jsdom
import type { StorefrontCompany } from '@backoffice/shared/storefront';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Cart,
  cartBody,
  cartCount,
  cartEstimate,
  cartReducer,
  emptyCart,
  loadCart,
  reconcileCart,
  saveCart,
} from './cart.ts';

const taco = {
  kind: 'product' as const,
  product: 'taco',
  name: 'Taco',
  unitPrice: 2500,
  quantity: 1,
  additions: [{ product: 'queso', name: 'Queso', price: 1200 }],
  notes: '',
};
const combo = {
  kind: 'promo' as const,
  promo: 'combo',
  name: 'Combo',
  unitPrice: 14500,
  quantity: 1,
  options: [] as { product: string; name: string }[],
};

const add = (cart: Cart, line: typeof taco | typeof combo) => cartReducer(cart, { type: 'add', line });

describe('cart reducer', () => {
  it('merges the same product with the same additions and notes, and keeps different choices apart', () => {
    let cart = add(emptyCart, taco);
    cart = add(cart, { ...taco, quantity: 2 });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].quantity).toBe(3);
    cart = add(cart, { ...taco, additions: [] });
    cart = add(cart, { ...taco, notes: 'sin cebolla' });
    cart = add(cart, combo);
    expect(cart.lines).toHaveLength(4);
    expect(cartCount(cart)).toBe(6);
    expect(cartEstimate(cart)).toBe(5 * 2500 + 14500);
  });

  it('keeps quantities between 1 and 99, and a quantity of 0 removes the line', () => {
    let cart = add(emptyCart, { ...taco, quantity: 98 });
    cart = add(cart, { ...taco, quantity: 5 });
    expect(cart.lines[0].quantity).toBe(99);
    const key = cart.lines[0].key;
    cart = cartReducer(cart, { type: 'set-quantity', key, quantity: 4 });
    expect(cart.lines[0].quantity).toBe(4);
    cart = cartReducer(cart, { type: 'set-quantity', key, quantity: 0 });
    expect(cart.lines).toEqual([]);
    expect(add(emptyCart, { ...taco, quantity: 0 })).toBe(emptyCart);
  });

  it('removes one line and clears all', () => {
    let cart = add(add(emptyCart, taco), combo);
    cart = cartReducer(cart, { type: 'remove', key: cart.lines[0].key });
    expect(cart.lines.map((line) => line.name)).toEqual(['Combo']);
    expect(cartReducer(cart, { type: 'clear' })).toEqual(emptyCart);
  });

  it('writes the body of the quote and order calls', () => {
    const cart = add(add(emptyCart, { ...taco, quantity: 2, notes: '  bien dorado ' }), {
      ...combo,
      options: [{ product: 'gringa', name: 'Gringa' }],
    });
    expect(cartBody(cart)).toEqual({
      products: [{ product: 'taco', quantity: 2, additions: [{ product: 'queso' }], notes: 'bien dorado' }],
      promos: [{ promo: 'combo', quantity: 1, options: [{ product: 'gringa' }] }],
    });
  });
});

describe('cart on the device', () => {
  beforeEach(() => window.localStorage.clear());

  it('is saved per shop and read back', () => {
    const cart = add(emptyCart, taco);
    saveCart('tacos-el-guero', cart);
    expect(loadCart('tacos-el-guero')).toEqual(cart);
    expect(loadCart('otra-tienda')).toEqual(emptyCart);
    saveCart('tacos-el-guero', emptyCart);
    expect(window.localStorage.getItem('storefront-cart:tacos-el-guero')).toBeNull();
  });

  it('reads anything unreadable as an empty cart', () => {
    for (const raw of ['{', '"texto"', '{"lines":[{"kind":"product"}]}', '{"lines":[{"kind":"x","quantity":1}]}']) {
      window.localStorage.setItem('storefront-cart:x', raw);
      expect(loadCart('x'), raw).toEqual(emptyCart);
    }
    window.localStorage.setItem('storefront-cart:x', JSON.stringify({ lines: [{ ...taco, key: 'k', quantity: 500 }] }));
    expect(loadCart('x')).toEqual(emptyCart);
  });
});

describe('the saved cart against today’s menu', () => {
  const option = { product: 'queso', name: 'Queso extra', price: 1500, soldOut: false };
  const product = {
    id: 'taco',
    name: 'Taco de asada',
    description: '',
    price: 2600,
    image: null,
    soldOut: null,
    additionGroups: [{ id: 'g', name: 'Extras', required: false, min: 0, max: 2, options: [option] }],
  };
  const company = (changes: { product?: object; option?: object; promos?: StorefrontCompany['promos'] }) =>
    ({
      sections: [
        {
          name: 'Tacos',
          products: [
            {
              ...product,
              ...changes.product,
              additionGroups: [{ ...product.additionGroups[0], options: [{ ...option, ...changes.option }] }],
            },
          ],
        },
      ],
      promos: changes.promos ?? [],
    }) as unknown as StorefrontCompany;

  it('refreshes names and prices', () => {
    const { cart, dropped } = reconcileCart(add(emptyCart, taco), company({}));
    expect(dropped).toBe(0);
    expect(cart.lines[0]).toMatchObject({
      name: 'Taco de asada',
      unitPrice: 4100,
      additions: [option].map(({ soldOut, ...rest }) => rest),
    });
  });

  it('drops sold-out or missing products, additions, promos and promo options', () => {
    const cart = add(add(emptyCart, taco), { ...combo, options: [{ product: 'gringa', name: 'Gringa' }] });
    expect(reconcileCart(cart, company({ product: { soldOut: 'today' } })).dropped).toBe(2);
    expect(reconcileCart(cart, company({ option: { soldOut: true } })).cart.lines).toEqual([]);
    const promo = {
      id: 'combo',
      name: 'Combo',
      description: '',
      price: 15000,
      image: null,
      options: [{ product: 'gringa', name: 'Gringa' }],
    };
    const kept = reconcileCart(cart, company({ promos: [promo] }));
    expect(kept.dropped).toBe(0);
    expect(kept.cart.lines[1]).toMatchObject({ unitPrice: 15000 });
    expect(reconcileCart(cart, company({ promos: [{ ...promo, options: [] }] })).dropped).toBe(1);
  });
});
