import { MAX_LINE_QUANTITY } from '@backoffice/shared/cart-limits';
import type { StorefrontCompany, StorefrontQuoteBody } from '@backoffice/shared/storefront';

/** The customer's cart, kept on the device per shop. Prices here are an estimate; the server's quote decides. */
export type CartAddition = { product: string; name: string; price: number };
export type ProductLine = {
  kind: 'product';
  key: string;
  product: string;
  name: string;
  /** Cents per unit, additions included. */
  unitPrice: number;
  quantity: number;
  additions: CartAddition[];
  notes: string;
};
export type PromoLine = {
  kind: 'promo';
  key: string;
  promo: string;
  name: string;
  unitPrice: number;
  quantity: number;
  /** The products the customer kept; empty means all of them. */
  options: { product: string; name: string }[];
};
export type CartLine = ProductLine | PromoLine;
export type Cart = { lines: CartLine[] };

export const MAX_QUANTITY = MAX_LINE_QUANTITY;
export const emptyCart: Cart = { lines: [] };

export type CartAction =
  | { type: 'add'; line: Omit<ProductLine, 'key'> | Omit<PromoLine, 'key'> }
  | { type: 'set-quantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'replace'; cart: Cart }
  | { type: 'clear' };

/** Two choices of the same thing with the same additions (or promo options) and notes are one line. */
export const lineKey = (line: Omit<ProductLine, 'key'> | Omit<PromoLine, 'key'>) =>
  line.kind === 'product'
    ? ['p', line.product, ...line.additions.map((a) => a.product).sort(), line.notes.trim()].join('|')
    : ['promo', line.promo, ...line.options.map((o) => o.product).sort()].join('|');

const clampQuantity = (quantity: number) => Math.max(0, Math.min(MAX_QUANTITY, Math.floor(quantity)));

export const cartReducer = (cart: Cart, action: CartAction): Cart => {
  switch (action.type) {
    case 'add': {
      const key = lineKey(action.line);
      const quantity = clampQuantity(action.line.quantity);
      if (quantity === 0) return cart;
      const existing = cart.lines.find((line) => line.key === key);
      if (existing)
        return {
          lines: cart.lines.map((line) =>
            line.key === key ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
          ),
        };
      return { lines: [...cart.lines, { ...action.line, quantity, key } as CartLine] };
    }
    case 'set-quantity': {
      const quantity = clampQuantity(action.quantity);
      if (quantity === 0) return { lines: cart.lines.filter((line) => line.key !== action.key) };
      return { lines: cart.lines.map((line) => (line.key === action.key ? { ...line, quantity } : line)) };
    }
    case 'remove':
      return { lines: cart.lines.filter((line) => line.key !== action.key) };
    case 'replace':
      return action.cart;
    case 'clear':
      return emptyCart;
  }
};

export const cartCount = (cart: Cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0);
export const cartEstimate = (cart: Cart) => cart.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

/** The cart as the quote and order calls take it. */
export const cartBody = (cart: Cart): Pick<StorefrontQuoteBody, 'products' | 'promos'> => ({
  products: cart.lines
    .filter((line): line is ProductLine => line.kind === 'product')
    .map((line) => ({
      product: line.product,
      quantity: line.quantity,
      additions: line.additions.map((addition) => ({ product: addition.product })),
      ...(line.notes.trim() ? { notes: line.notes.trim() } : {}),
    })),
  promos: cart.lines
    .filter((line): line is PromoLine => line.kind === 'promo')
    .map((line) => ({
      promo: line.promo,
      quantity: line.quantity,
      options: line.options.map((option) => ({ product: option.product })),
    })),
});

/**
 * The saved cart against today's menu: lines whose product, addition, promo or option is gone or sold out are
 * dropped (and counted, to tell the customer), prices and names are refreshed.
 */
export const reconcileCart = (cart: Cart, company: StorefrontCompany): { cart: Cart; dropped: number } => {
  const products = new Map(company.sections.flatMap((section) => section.products).map((p) => [p.id, p]));
  const promos = new Map(company.promos.map((promo) => [promo.id, promo]));
  const lines: CartLine[] = [];
  for (const line of cart.lines) {
    if (line.kind === 'product') {
      const product = products.get(line.product);
      if (!product || product.soldOut) continue;
      const options = new Map(product.additionGroups.flatMap((group) => group.options).map((o) => [o.product, o]));
      const additions = line.additions.map((addition) => options.get(addition.product));
      if (additions.some((option) => !option || option.soldOut)) continue;
      const fresh = additions.map((option) => ({ product: option!.product, name: option!.name, price: option!.price }));
      const unitPrice = product.price + fresh.reduce((sum, addition) => sum + addition.price, 0);
      lines.push({ ...line, name: product.name, additions: fresh, unitPrice });
    } else {
      const promo = promos.get(line.promo);
      if (!promo) continue;
      const offered = new Map(promo.options.map((option) => [option.product, option]));
      if (line.options.some((option) => !offered.has(option.product))) continue;
      lines.push({ ...line, name: promo.name, unitPrice: promo.price });
    }
  }
  return { cart: { lines }, dropped: cart.lines.length - lines.length };
};

const storageKey = (slug: string) => `storefront-cart:${slug}`;

const isLine = (value: unknown): value is CartLine => {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  const common =
    typeof line.key === 'string' &&
    typeof line.name === 'string' &&
    Number.isInteger(line.unitPrice) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) >= 1 &&
    (line.quantity as number) <= MAX_QUANTITY;
  if (!common) return false;
  if (line.kind === 'product')
    return typeof line.product === 'string' && Array.isArray(line.additions) && typeof line.notes === 'string';
  if (line.kind === 'promo') return typeof line.promo === 'string' && Array.isArray(line.options);
  return false;
};

/** The saved cart of a shop; anything unreadable (another version, edited by hand) is an empty cart. */
export const loadCart = (slug: string, storage: Storage = window.localStorage): Cart => {
  try {
    const raw = storage.getItem(storageKey(slug));
    if (!raw) return emptyCart;
    const parsed = JSON.parse(raw) as { lines?: unknown };
    if (!Array.isArray(parsed.lines) || !parsed.lines.every(isLine)) return emptyCart;
    return { lines: parsed.lines };
  } catch {
    return emptyCart;
  }
};

export const saveCart = (slug: string, cart: Cart, storage: Storage = window.localStorage) => {
  try {
    if (cart.lines.length === 0) storage.removeItem(storageKey(slug));
    else storage.setItem(storageKey(slug), JSON.stringify(cart));
  } catch {
    // Private mode or a full storage: the cart still works for this visit.
  }
};
