/**
 * Hard maximums of the lists the API answers whole, without pages (decision 053). Each sits well above what a
 * business of the demo's kind holds (10× the demo passes far below it); beyond one, the list is refused with
 * 400 `list_too_long` instead of growing an answer without end. Lists that can grow with time (orders, errands,
 * ledger lines, reports, customers) page instead.
 */
export const LIST_CAPS = {
  /** /companies/all, /companies/city-state/all, /live/presence, /payments/partner: companies one account reaches. */
  companies: 500,
  /** /products/company/all: a company's products and additions together. */
  catalogue: 2000,
  /** /promos/company. */
  promos: 500,
  /** /zones: a partner's delivery zones. */
  zones: 300,
  /** /riders and /fleets/board: riders of a partner (with its linked fleets) or of a fleet. */
  riders: 500,
  /** /coupons and /coupons/city: live codes of a company (with its city's) or of a partner's city. */
  coupons: 500,
  /** /ads/stats: days of one campaign (a year and more). */
  adDays: 400,
} as const;

export type ListCapName = keyof typeof LIST_CAPS;
