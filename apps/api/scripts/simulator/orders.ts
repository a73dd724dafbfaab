import type { OrderIntake, PaymentMethod, Product } from '@backoffice/shared';
import type { Catalogue } from './api.ts';
import { additionById, promosOfToday, sellableProducts } from './catalogue-rules.ts';
import { randomCustomer } from './people.ts';
import { chance, pick, pickSome, quantity, randomInt } from './random.ts';

const foodNotes = [
  'sin cebolla',
  'bien dorado',
  'sin cilantro',
  'con todo',
  'salsa aparte',
  'poquita salsa',
  'extra limón',
  'bien picoso, por favor',
  'sin chile',
  'la carne bien cocida',
];
const drinkNotes = ['bien fría', 'sin hielo', 'con poco hielo'];
const orderNotes = [
  'Tocar el timbre',
  'Llamar al llegar, el timbre no sirve',
  'Traer cambio de $500',
  'Dejar con el vigilante',
  'Favor de traer servilletas extra',
  'Es para una oficina, preguntar por recepción',
];

const isDrink = (product: Product) => /bebida|refresco|agua/i.test(product.section);

type Line = NonNullable<OrderIntake['products']>[number];

/** A line with a random quantity, extras within each group's limits, and sometimes a note. */
const randomLine = (product: Product, additions: Map<string, Product>): { line: Line; cents: number } => {
  const lineQuantity = quantity();
  const chosen: { product: string; quantity: number }[] = [];
  let extrasCents = 0;
  for (const group of product.additionGroups) {
    const offered = group.additions.filter((option) => additions.has(option.product));
    const min = group.required ? Math.max(group.min, 1) : group.min;
    const wanted = min > 0 || chance(0.35) ? randomInt(Math.max(min, 1), Math.max(min, Math.min(group.max, 2))) : 0;
    for (const option of pickSome(offered, wanted)) {
      chosen.push({ product: option.product, quantity: 1 });
      extrasCents += option.price ?? additions.get(option.product)?.price ?? 0;
    }
  }
  const note = chance(0.3) ? pick(isDrink(product) ? drinkNotes : foodNotes) : undefined;
  return {
    line: {
      product: product.id,
      quantity: lineQuantity,
      ...(chosen.length > 0 ? { additions: chosen } : {}),
      ...(note ? { notes: note } : {}),
    },
    cents: lineQuantity * (product.price + extrasCents),
  };
};

const paymentOf = (): PaymentMethod => pick(['cash', 'cash', 'cash', 'card', 'card', 'transfer', 'online']);

/**
 * A believable order from the company's catalogue: one to three dishes, often a drink, now and then a
 * promo, with enough in it to reach the minimum for delivery. Returns undefined when nothing is for sale.
 */
export const randomOrder = (catalogue: Catalogue): OrderIntake | undefined => {
  const products = sellableProducts(catalogue);
  const promos = promosOfToday(catalogue);
  if (products.length === 0 && promos.length === 0) return undefined;
  const additions = additionById(catalogue);
  const food = products.filter((product) => !isDrink(product));
  const drinks = products.filter(isDrink);
  const type = chance(0.75) ? 'delivery' : 'pickup';

  const lines: Line[] = [];
  let cents = 0;
  const add = (product: Product) => {
    const existing = lines.find((line) => line.product === product.id && !line.additions && !line.notes);
    const { line, cents: lineCents } = randomLine(product, additions);
    if (existing && !line.additions && !line.notes && existing.quantity + line.quantity <= 99) {
      existing.quantity += line.quantity;
    } else {
      lines.push(line);
    }
    cents += lineCents;
  };
  for (const product of pickSome(food.length > 0 ? food : products, randomInt(1, 3))) add(product);
  if (drinks.length > 0 && chance(0.6)) add(pick(drinks));

  const orderPromos: NonNullable<OrderIntake['promos']> = [];
  if (promos.length > 0 && chance(0.3)) {
    const promo = pick(promos);
    const promoQuantity = chance(0.8) ? 1 : 2;
    orderPromos.push({ promo: promo.id, quantity: promoQuantity, options: promo.options });
    cents += promoQuantity * promo.price;
  }
  // Top up a small delivery order to the company's minimum, as a customer would.
  const minimum = catalogue.company.minimumOrder;
  for (let guard = 0; type === 'delivery' && cents < minimum && guard < 10 && products.length > 0; guard++) {
    add(pick(food.length > 0 ? food : products));
  }
  if (lines.length === 0 && orderPromos.length === 0) return undefined;

  const customer = randomCustomer();
  const payment = paymentOf();
  const notes = chance(0.35) ? pick(orderNotes) : undefined;
  return {
    company: catalogue.company.id,
    customer:
      type === 'delivery'
        ? customer
        : { name: customer.name, phone: customer.phone, address: '', notes: 'Pasa a recoger' },
    products: lines,
    ...(orderPromos.length > 0 ? { promos: orderPromos } : {}),
    payment,
    type,
    ...(notes && type === 'delivery' ? { notes } : {}),
  };
};
