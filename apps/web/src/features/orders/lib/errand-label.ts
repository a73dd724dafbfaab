import type { Errand } from '@backoffice/shared';

/** The shop an errand is for: the company's name where known, else the name at the pickup. */
export const errandShop = (errand: Pick<Errand, 'pickup'>, companyName?: string | null) =>
  companyName || errand.pickup.name || null;

/** "#7 · Tacos El Güero": the number staff read aloud beside the shop, like an order on the partner's board. */
export const errandHeading = (errand: Pick<Errand, 'number' | 'pickup'>, companyName?: string | null) =>
  [`#${errand.number}`, errandShop(errand, companyName)].filter(Boolean).join(' · ');

/**
 * The area of a drop-off address, short enough for a toast: its first part without the house number
 * ("Av. Vallarta 2300, Arcos" → "Av. Vallarta").
 */
export const dropoffArea = (address: string) => {
  const first = address.split(',')[0].trim();
  const street = first.replace(/\s+(?:#|no\.?\s*|núm\.?\s*)?\d+[\w-]*(?:\s+(?:int\.?|interior)\s*\S+)?$/i, '').trim();
  return street || first;
};

/** The new-errand toast's words: "Nuevo mandado de Tacos El Güero · a Av. Vallarta". */
export const newErrandText = (errand: Pick<Errand, 'pickup' | 'dropoff'>, companyName?: string | null) => {
  const shop = errandShop(errand, companyName);
  return `Nuevo mandado${shop ? ` de ${shop}` : ''} · a ${dropoffArea(errand.dropoff.address)}`;
};
