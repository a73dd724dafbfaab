import type { PromoKind } from './promo-pricing.ts';

/**
 * A promo's rules between fields and its standing, without zod: the menu's promo cards and the promo form use them
 * at first paint, and importing them from promos.ts (whose schemas are built at top level) brought zod with them
 * (decision 057). promos.ts re-exports them and builds its schemas' checks from them.
 */
export type PromoRules = {
  startsOn?: string | null;
  endsOn?: string | null;
  kind?: PromoKind;
  percent?: number | null;
};

export const PROMO_ENDS_BEFORE_START = 'La fecha de fin debe ser igual o posterior a la de inicio';
export const PROMO_ALREADY_ENDED = 'La fecha de fin ya pasó: una promoción no puede guardarse terminada';
export const PROMO_PERCENT_REQUIRED = 'Escribe el porcentaje de descuento';

/** The rules between fields, shared by the API and the form; `today` is the company's local date. */
export const promoRuleIssues = (promo: PromoRules, today?: string) => {
  const issues: { path: 'endsOn' | 'percent'; message: string }[] = [];
  if (promo.startsOn && promo.endsOn && promo.startsOn > promo.endsOn) {
    issues.push({ path: 'endsOn', message: PROMO_ENDS_BEFORE_START });
  } else if (today && promo.endsOn && promo.endsOn < today) {
    issues.push({ path: 'endsOn', message: PROMO_ALREADY_ENDED });
  }
  if (promo.kind === 'percent' && (promo.percent === null || promo.percent === undefined)) {
    issues.push({ path: 'percent', message: PROMO_PERCENT_REQUIRED });
  }
  return issues;
};

/** Where a promo stands on `today` (the company's local date), as its card shows it. */
export type PromoStanding = 'active' | 'paused' | 'scheduled' | 'ended';
export const promoStanding = (
  promo: { active: boolean; startsOn: string | null; endsOn: string | null },
  today: string,
): PromoStanding => {
  if (promo.endsOn && promo.endsOn < today) return 'ended';
  if (!promo.active) return 'paused';
  if (promo.startsOn && promo.startsOn > today) return 'scheduled';
  return 'active';
};
