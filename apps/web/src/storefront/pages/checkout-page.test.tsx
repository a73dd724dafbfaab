// @vitest-environment jsdom
import type { StorefrontCompany, StorefrontOrderBody, StorefrontQuote } from '@backoffice/shared/storefront';
import { storefrontOrderBodySchema } from '@backoffice/shared/storefront';
import { checkoutMessages } from '@backoffice/shared/storefront-checkout';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { cartReducer, emptyCart, saveCart } from '../cart/cart.ts';
import type { useQuote } from '../checkout/use-quote.ts';
import { Checkout, type CheckoutServices } from './checkout-page.tsx';

const SLUG = 'tacos-prueba';
const PRODUCT = '00000000-0000-4000-8000-000000000001';

const company: StorefrontCompany = {
  id: '00000000-0000-4000-8000-000000000002',
  slug: SLUG,
  name: 'Tacos Prueba',
  description: '',
  category: null,
  logo: null,
  cover: null,
  phone: '3312345678',
  address: 'Av. Juárez 1',
  city: 'Guadalajara',
  lat: null,
  lng: null,
  currency: 'MXN',
  timezone: 'America/Mexico_City',
  openState: { kind: 'open', label: 'Abierto' },
  canOrder: true,
  minimumOrder: 0,
  preparationMinutes: 20,
  hasZones: false,
  postalCodeZones: false,
  colonias: [],
  paymentMethods: ['cash', 'card'],
  sections: [],
  promos: [],
  citySlug: null,
};

// The price the server would answer for this cart; the form's rules, not pricing, are under test here.
const quote: StorefrontQuote = {
  subtotal: 9000,
  deliveryFee: 2500,
  total: 11_500,
  minimumOrder: 0,
  missingForMinimum: 0,
  discount: 0,
  coupon: null,
  couponRefusal: null,
  zone: null,
  outOfZone: false,
  lines: [{ name: 'Taco al pastor', quantity: 3, total: 9000 }],
};
const priced: typeof useQuote = () => ({ quote, current: true, loading: false, error: null, retry: () => {} });

/** The page with a recording `place`: what it would have sent, and an answer chosen by the test. */
const renderCheckout = (answer: () => Promise<never> = () => new Promise(() => {})) => {
  const sent: StorefrontOrderBody[] = [];
  const services: CheckoutServices = {
    useQuote: priced,
    place: (_slug, body) => {
      sent.push(body);
      return answer();
    },
  };
  render(<Checkout company={company} services={services} />);
  return sent;
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Hacer pedido/ }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** What the API's own schema says about a body with the same mistakes, by field. */
const apiMessages = (body: unknown) =>
  Object.fromEntries(
    (storefrontOrderBodySchema.safeParse(body).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

beforeEach(() => {
  window.localStorage.clear();
  const cart = cartReducer(emptyCart, {
    type: 'add',
    line: {
      kind: 'product',
      product: PRODUCT,
      name: 'Taco al pastor',
      unitPrice: 3000,
      quantity: 3,
      additions: [],
      notes: '',
    },
  });
  saveCart(SLUG, cart);
});
afterEach(cleanup);

describe('storefront checkout form (@mantine/form with the shared schema)', () => {
  it('shows each wrong field with the message the API gives for it, and sends nothing', () => {
    const sent = renderCheckout();
    submit();

    const api = apiMessages({
      products: [{ product: PRODUCT, quantity: 3 }],
      type: 'delivery',
      customer: { name: '', phone: '', address: '' },
    });
    expect(api['customer.name']).toBe(checkoutMessages.name);
    expect(screen.getByLabelText('Nombre').getAttribute('aria-describedby')).toBe(
      screen.getByText(api['customer.name']).id,
    );
    expect(screen.getByLabelText('Celular (10 dígitos)').getAttribute('aria-describedby')).toBe(
      screen.getByText(api['customer.phone']).id,
    );
    expect(screen.getByLabelText('Dirección (calle, número y colonia)').getAttribute('aria-describedby')).toBe(
      screen.getByText(api['customer.address']).id,
    );
    expect(screen.getByRole('group', { name: 'Forma de pago' }).getAttribute('aria-describedby')).toBe(
      screen.getByText(api.payment).id,
    );
    const name = screen.getByLabelText('Nombre');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(sent).toEqual([]);
  });

  it('blocks the order until the phone is a 10-digit mobile, then sends the details as the API takes them', () => {
    const sent = renderCheckout();
    type('Nombre', '  Ana  ');
    type('Celular (10 dígitos)', '33 12');
    type('Dirección (calle, número y colonia)', 'Av. Chapultepec 480');
    fireEvent.click(screen.getByRole('radio', { name: 'Efectivo' }));
    submit();

    expect(screen.getByLabelText('Celular (10 dígitos)').getAttribute('aria-describedby')).toBe(
      screen.getByText(checkoutMessages.mobile).id,
    );
    expect(screen.queryByText(checkoutMessages.name)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Celular (10 dígitos)'));
    expect(sent).toEqual([]);

    type('Celular (10 dígitos)', '33 1234 5678');
    expect(screen.queryByText(checkoutMessages.mobile)).toBeNull();
    submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'delivery',
      payment: 'cash',
      customer: { name: 'Ana', phone: '33 1234 5678', address: 'Av. Chapultepec 480' },
    });
    expect(storefrontOrderBodySchema.safeParse(sent[0]).success).toBe(true);
  });

  it("shows the API's refusal of a field on that field, in the API's words", async () => {
    const refusal = 'Escribe un celular de 10 dígitos, por ejemplo 33 1234 5678.';
    renderCheckout(() =>
      Promise.reject(
        new ApiError(400, 'validation_error', refusal, [{ field: 'body.customer.phone', message: refusal }]),
      ),
    );
    type('Nombre', 'Ana');
    type('Celular (10 dígitos)', '55 5555 5555');
    type('Dirección (calle, número y colonia)', 'Av. Chapultepec 480');
    fireEvent.click(screen.getByRole('radio', { name: 'Tarjeta' }));
    submit();

    const phone = screen.getByLabelText('Celular (10 dígitos)');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal).id).toBe(phone.getAttribute('aria-describedby'));
  });
});
