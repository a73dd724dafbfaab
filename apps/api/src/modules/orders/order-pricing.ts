import {
  additionGroupAccepts,
  additionGroupMin,
  localTime,
  type orderIntakeSchema,
  productLineTotal,
  promoLineTotal,
  promoUnitPrice,
} from '@backoffice/shared';
import type { z } from 'zod';
import type { OrderLine, OrderPromoLine, products, promos } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../errors.ts';

type Intake = z.output<typeof orderIntakeSchema>;
type ProductRow = typeof products.$inferSelect;
type PromoRow = typeof promos.$inferSelect;
type Company = { id: string; timezone: string };

const unknownProduct = (product: string) =>
  badRequest('Ese producto no existe en el menú de este comercio.', { product }, 'product_unavailable');
const outOfStock = (product: ProductRow) =>
  new AppError(409, 'product_unavailable', `«${product.name}» no está disponible por ahora.`, {
    product: product.id,
  });

const isAvailable = (product: ProductRow, now: Date) =>
  product.available && !(product.unavailableUntil && product.unavailableUntil > now);

export type Catalogue = { productById: Map<string, ProductRow>; promoById: Map<string, PromoRow> };

const priceLine = (line: Intake['products'][number], byId: Map<string, ProductRow>, now: Date): OrderLine => {
  const product = byId.get(line.product);
  if (product?.kind !== 'product') throw unknownProduct(line.product);
  if (!isAvailable(product, now)) throw outOfStock(product);
  const chosen = new Map<string, number>();
  const additions = (line.additions ?? []).map((requested) => {
    const group = product.additionGroups.find((g) => g.additions.some((a) => a.product === requested.product));
    const addition = byId.get(requested.product);
    if (!group || !addition || addition.kind !== 'addition') {
      throw badRequest(
        `Ese extra no se ofrece con «${product.name}».`,
        { product: requested.product },
        'product_unavailable',
      );
    }
    if (!isAvailable(addition, now)) throw outOfStock(addition);
    const quantity = requested.quantity ?? 1;
    chosen.set(group.id, (chosen.get(group.id) ?? 0) + quantity);
    const override = group.additions.find((a) => a.product === requested.product)?.price;
    return { product: addition.id, name: addition.name, quantity, unitPrice: override ?? addition.price };
  });
  for (const group of product.additionGroups) {
    if (!additionGroupAccepts(group, chosen.get(group.id) ?? 0)) {
      throw badRequest(
        `En «${product.name}» elige entre ${additionGroupMin(group)} y ${group.max} de «${group.name}».`,
        { product: product.id, group: group.id },
        'validation_failed',
      );
    }
  }
  return {
    product: product.id,
    name: product.name,
    quantity: line.quantity,
    unitPrice: product.price,
    additions,
    ...(line.notes ? { notes: line.notes } : {}),
  };
};

export const isPromoOffered = (promo: PromoRow, company: Company, now: Date) => {
  const today = localTime(now, company.timezone);
  return (
    promo.active &&
    promo.activeDays.includes(today.weekday) &&
    (!promo.startsOn || promo.startsOn <= today.date) &&
    (!promo.endsOn || promo.endsOn >= today.date)
  );
};

const promoNotOffered = (promo: PromoRow, product: string) =>
  badRequest(`Esa opción no es parte de «${promo.name}».`, { promo: promo.id, product }, 'product_unavailable');

/** The products a promo line carries: the ones chosen, or all of the promo's when none are. */
const promoProducts = (
  line: NonNullable<Intake['promos']>[number],
  promo: PromoRow,
  productById: Map<string, ProductRow>,
  now: Date,
) => {
  const requested = line.options.length > 0 ? line.options : promo.options;
  return requested.map(({ product: id }) => {
    if (!promo.options.some((option) => option.product === id)) throw promoNotOffered(promo, id);
    const product = productById.get(id);
    if (!product) throw unknownProduct(id);
    if (!isAvailable(product, now)) throw outOfStock(product);
    return product;
  });
};

/** What one unit of a promo line costs and carries, by the promo's kind (decision 025-promo-kinds). */
const promoUnit = (promo: PromoRow, products: ProductRow[]) => {
  const unitPrice = promoUnitPrice(
    promo,
    products.map((product) => product.price),
  );
  if (promo.kind !== 'two_for_one') return { unitPrice, products };
  // One unit is a pair of the one product chosen, charged as one.
  const [product] = products;
  if (products.length !== 1 || !product) {
    throw badRequest(`Elige un solo producto para el 2×1 «${promo.name}».`, { promo: promo.id }, 'validation_failed');
  }
  return { unitPrice, products: [product, product] };
};

const pricePromo = (
  line: NonNullable<Intake['promos']>[number],
  promoById: Map<string, PromoRow>,
  productById: Map<string, ProductRow>,
  company: Company,
  now: Date,
): OrderPromoLine => {
  const promo = promoById.get(line.promo);
  if (!promo)
    throw badRequest('Esa promoción no existe en este comercio.', { promo: line.promo }, 'product_unavailable');
  if (!isPromoOffered(promo, company, now)) {
    throw new AppError(409, 'product_unavailable', `La promoción «${promo.name}» no está vigente hoy.`, {
      promo: promo.id,
    });
  }
  const unit = promoUnit(promo, promoProducts(line, promo, productById, now));
  return {
    promo: promo.id,
    name: promo.name,
    quantity: line.quantity ?? 1,
    unitPrice: unit.unitPrice,
    options: unit.products.map((product) => ({ product: product.id, name: product.name })),
  };
};

/**
 * Prices an intake from the catalogue (never from the caller) and refuses what cannot be sold now.
 * `freeDelivery`: a free-delivery promo is in the order, so orderTotals charges no delivery fee.
 */
export const priceOrder = (catalogue: Catalogue, company: Company, body: Intake, now: Date) => {
  const { productById, promoById } = catalogue;
  const lines = body.products.map((line) => priceLine(line, productById, now));
  const promoOrderLines = (body.promos ?? []).map((line) => pricePromo(line, promoById, productById, company, now));
  const subtotal =
    lines.reduce((sum, line) => sum + productLineTotal(line), 0) +
    promoOrderLines.reduce((sum, line) => sum + promoLineTotal(line), 0);
  const freeDelivery = (body.promos ?? []).some((line) => promoById.get(line.promo)?.kind === 'free_delivery');
  return { products: lines, promos: promoOrderLines, subtotal, freeDelivery };
};

/** What a cart is to a coupon: its product lines with their sections, its subtotal and its type. */
export const couponCart = (priced: ReturnType<typeof priceOrder>, catalogue: Catalogue, type: Intake['type']) => ({
  lines: priced.products.map((line) => ({
    product: line.product,
    section: catalogue.productById.get(line.product)?.section ?? '',
    total: productLineTotal(line),
  })),
  subtotal: priced.subtotal,
  type,
});

type Money = { subtotal: number; freeDelivery: boolean; coupon?: { discount: number; freeDelivery: boolean } };

/**
 * The order's money: the delivery fee of its terms, waived by a free-delivery promo or coupon, less a coupon's
 * discount (decision 051). `waived` is the fee the coupon alone waived, for the coupon's report.
 */
export const orderTotals = (priced: Money, deliveryFee: number) => {
  const freeByCoupon = !priced.freeDelivery && (priced.coupon?.freeDelivery ?? false);
  const fee = priced.freeDelivery || freeByCoupon ? 0 : deliveryFee;
  const discount = priced.coupon?.discount ?? 0;
  return {
    subtotal: priced.subtotal,
    deliveryFee: fee,
    discount,
    total: priced.subtotal - discount + fee,
    waived: freeByCoupon ? deliveryFee : 0,
  };
};
