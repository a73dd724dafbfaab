import type { PaymentMethod } from '@backoffice/shared/order-constants';
import { checkoutFieldRules } from '@backoffice/shared/storefront-checkout';
import type { FormErrors } from '@mantine/form';
import type { ApiError } from '../../lib/api-client.ts';
import type { CustomerDetails } from './customer-details.ts';

/**
 * The checkout's fields in `@mantine/form`, shaped as the order body so that the API's field paths
 * (`body.customer.phone`) name the form's own. The customer, payment, address and postal code rules are the
 * API's (shared/storefront-checkout.ts, the source of its schema's messages); the form only adds what depends on
 * the screen: where the delivery is (pin, postal code or colonia) and a slot chosen when "Programar" is.
 */
export type CheckoutValues = {
  customer: { name: string; phone: string; address: string; reference: string };
  type: 'delivery' | 'pickup';
  postalCode: string;
  colonia: string;
  payment: PaymentMethod | '';
  notes: string;
  /** The chosen slot's start; '' while "Programar" is chosen without a slot; null: as soon as possible. */
  scheduledFor: string | null;
};

export const checkoutValues = (saved: CustomerDetails, methods: readonly PaymentMethod[]): CheckoutValues => ({
  customer: { name: saved.name, phone: saved.phone, address: saved.address, reference: saved.reference },
  type: 'delivery',
  postalCode: saved.postalCode,
  colonia: '',
  payment: methods.length === 1 ? methods[0] : '',
  notes: '',
  scheduledFor: null,
});

/** What the screen knows about the delivery's place, which the values alone do not say. */
export type CheckoutPlace = {
  /** The shop has zones: a delivery needs a pin, or a postal code or colonia where zones list them. */
  asksPin: boolean;
  byArea: boolean;
  /** No map nor geocoder: the postal code is asked first. */
  postalFirst: boolean;
  mapOpen: boolean;
  pinMoved: boolean;
  geocoder: boolean;
};

export const checkoutHints = {
  postalCodeFirst: 'Escribe tu código postal para saber cuánto cuesta el envío.',
  pinWithSearch: 'Busca tu dirección con «Buscar en el mapa» o usa tu ubicación para saber dónde entregamos.',
  pin: 'Marca en el mapa el lugar de la entrega. Usa tu ubicación o toca el mapa.',
  slot: 'Elige la hora de tu pedido, o «Lo antes posible».',
} as const;

/** Where the delivery goes, once a typed postal code is valid: a pin, or an area the zones list. */
const placeError = (place: CheckoutPlace, values: CheckoutValues) => {
  if (values.type !== 'delivery') return {};
  const postalCode = checkoutFieldRules.postalCode(values.postalCode);
  if (postalCode) return { postalCode };
  const areaGiven = place.byArea && (values.postalCode.trim() !== '' || values.colonia !== '');
  if (!place.asksPin || place.pinMoved || areaGiven) return {};
  if (place.postalFirst && !place.mapOpen) return { postalCode: checkoutHints.postalCodeFirst };
  return { location: place.geocoder ? checkoutHints.pinWithSearch : checkoutHints.pin };
};

/** Every broken rule at once, by field path; empty when the order may be sent. */
export const validateCheckout =
  (place: CheckoutPlace) =>
  (values: CheckoutValues): FormErrors => {
    const errors: FormErrors = {
      'customer.name': checkoutFieldRules.name(values.customer.name),
      'customer.phone': checkoutFieldRules.phone(values.customer.phone),
      'customer.address': checkoutFieldRules.address(values.customer.address, values.type),
      payment: checkoutFieldRules.payment(values.payment),
      scheduledFor: values.scheduledFor === '' ? checkoutHints.slot : null,
      ...placeError(place, values),
    };
    return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
  };

/** The form's fields in the page's order, with the id suffix of the control that takes the focus. */
export const checkoutFields = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'customer.address': 'address',
  postalCode: 'postalCode',
  location: 'pin',
  payment: 'payment',
  scheduledFor: 'slot',
} as const;
export type CheckoutField = keyof typeof checkoutFields;

/** The first field with an error, in the page's order. */
export const firstInvalid = (errors: Record<string, unknown>) =>
  (Object.keys(checkoutFields) as CheckoutField[]).find((field) => errors[field]);

/** A 400 about one of the form's fields (`body.customer.name`…) is shown on that field, in the API's words. */
export const fieldOfError = (error: ApiError): { field: CheckoutField; message: string } | undefined => {
  if (error.status !== 400 || !Array.isArray(error.details)) return undefined;
  for (const detail of error.details as { field?: unknown; message?: unknown }[]) {
    const path = typeof detail?.field === 'string' ? detail.field.replace(/^body\./, '') : '';
    if (path in checkoutFields) {
      const message = typeof detail.message === 'string' && detail.message ? detail.message : error.message;
      return { field: path as CheckoutField, message };
    }
  }
  return undefined;
};
