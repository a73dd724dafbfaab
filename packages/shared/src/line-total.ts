type PricedAddition = { quantity: number; unitPrice: number };

/** What a product line costs in cents: each unit carries its additions, at the prices the order froze. */
export const productLineTotal = (line: { quantity: number; unitPrice: number; additions: PricedAddition[] }) =>
  line.quantity * (line.unitPrice + line.additions.reduce((sum, a) => sum + a.quantity * a.unitPrice, 0));

/** What a promo line costs in cents. */
export const promoLineTotal = (line: { quantity: number; unitPrice: number }) => line.quantity * line.unitPrice;
