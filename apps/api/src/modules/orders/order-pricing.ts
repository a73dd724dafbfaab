import type { orderIntakeSchema } from '@backoffice/shared';
import type { z } from 'zod';
import type { OrderLine, OrderPromoLine, products, promos } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../errors.ts';
import { localTime } from './company-clock.ts';

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
    const picked = chosen.get(group.id) ?? 0;
    const min = group.required ? Math.max(group.min, 1) : group.min;
    if (picked < min || (group.max > 0 && picked > group.max)) {
      throw badRequest(
        `En «${product.name}» elige entre ${min} y ${group.max} de «${group.name}».`,
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

const isPromoOffered = (promo: PromoRow, company: Company, now: Date) => {
  const today = localTime(now, company.timezone);
  return (
    promo.active &&
    promo.activeDays.includes(today.weekday) &&
    (!promo.startsOn || promo.startsOn <= today.date) &&
    (!promo.endsOn || promo.endsOn >= today.date)
  );
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
  // No options chosen means the promo as offered: all of its products.
  const requested = line.options.length > 0 ? line.options : promo.options;
  const options = requested.map(({ product: id }) => {
    if (!promo.options.some((option) => option.product === id)) {
      throw badRequest(
        `Esa opción no es parte de «${promo.name}».`,
        { promo: promo.id, product: id },
        'product_unavailable',
      );
    }
    const product = productById.get(id);
    if (!product) throw unknownProduct(id);
    if (!isAvailable(product, now)) throw outOfStock(product);
    return { product: product.id, name: product.name };
  });
  return { promo: promo.id, name: promo.name, quantity: line.quantity ?? 1, unitPrice: promo.price, options };
};

/** Prices an intake from the catalogue (never from the caller) and refuses what cannot be sold now. */
export const priceOrder = (catalogue: Catalogue, company: Company, body: Intake, now: Date) => {
  const { productById, promoById } = catalogue;
  const lines = body.products.map((line) => priceLine(line, productById, now));
  const promoOrderLines = (body.promos ?? []).map((line) => pricePromo(line, promoById, productById, company, now));
  const subtotal =
    lines.reduce(
      (sum, line) =>
        sum + line.quantity * (line.unitPrice + line.additions.reduce((s, a) => s + a.quantity * a.unitPrice, 0)),
      0,
    ) + promoOrderLines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  return { products: lines, promos: promoOrderLines, subtotal };
};
