import type { OrderIntake, OrderType, PaymentMethod } from '@backoffice/shared';

export type ProductLineDraft = {
  key: string;
  product: string;
  quantity: number;
  /** Chosen additions per addition group id. */
  additions: Record<string, string[]>;
  notes: string;
};
export type PromoLineDraft = { key: string; promo: string; quantity: number; options: string[] };

export type TakeOrderDraft = {
  products: ProductLineDraft[];
  promos: PromoLineDraft[];
  customer: { name: string; phone: string; address: string; notes: string };
  payment: PaymentMethod;
  type: OrderType;
  notes: string;
  /** A coupon code the customer gave; the intake prices it or says why not (decision 051). */
  coupon: string;
  /** The slot's start (ISO); null: as soon as possible (decision 054). */
  scheduledFor: string | null;
};

export const emptyDraft = (): TakeOrderDraft => ({
  products: [],
  promos: [],
  customer: { name: '', phone: '', address: '', notes: '' },
  payment: 'cash',
  type: 'delivery',
  notes: '',
  coupon: '',
  scheduledFor: null,
});

const optional = (text: string) => text.trim() || undefined;

/** The intake body of contract section 4 from what the person typed; prices are the server's. */
export const toIntakeBody = (company: string, draft: TakeOrderDraft): OrderIntake => ({
  company,
  customer: {
    name: draft.customer.name.trim(),
    phone: draft.customer.phone.trim(),
    address: draft.customer.address.trim(),
    notes: optional(draft.customer.notes),
  },
  products: draft.products.map((line) => ({
    product: line.product,
    quantity: line.quantity,
    additions: Object.values(line.additions)
      .flat()
      .map((product) => ({ product })),
    notes: optional(line.notes),
  })),
  promos: draft.promos.map((line) => ({
    promo: line.promo,
    quantity: line.quantity,
    options: line.options.map((product) => ({ product })),
  })),
  payment: draft.payment,
  type: draft.type,
  notes: optional(draft.notes),
  ...(draft.coupon.trim() ? { coupon: draft.coupon.trim().toUpperCase() } : {}),
  ...(draft.scheduledFor ? { scheduledFor: draft.scheduledFor } : {}),
});

/**
 * One Idempotency-Key per submission: a retry of the same body (after a timeout or a dropped answer)
 * reuses the key, so the order is never taken twice; a changed body gets a new key.
 */
export const createIdempotencyKeys = (newKey: () => string = () => crypto.randomUUID()) => {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor: (body: unknown) => {
      const serialized = JSON.stringify(body);
      if (last?.body !== serialized) last = { body: serialized, key: newKey() };
      return last.key;
    },
    reset: () => {
      last = null;
    },
  };
};
