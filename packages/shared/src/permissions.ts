import type { PartnerRole } from './auth.ts';

/**
 * What each partner role may do (docs/decisions/011-partner-permissions.md); fleet sign-ins have the same roles
 * and table (023: for a fleet, partner.edit is its profile and fleet.manage its riders and links). Every API route a partner
 * account can call names one of these actions and is guarded by `app.requirePartner(action)`; the web
 * app reads the same table to hide what a role cannot use.
 */
export const partnerPermissions = {
  /** Own partner record, push devices. */
  'partner.read': ['admin', 'member'],
  /** Partner profile and third-party secrets. */
  'partner.edit': ['admin'],
  /** Sign-ins of the partner: add, role, listen_for, remove. */
  'team.manage': ['admin'],
  'channel-keys.manage': ['admin'],
  'whatsapp.manage': ['admin'],
  /** Companies in listen_for (admins: all of the partner's): read, stats, city-state lists. */
  'companies.read': ['admin', 'member'],
  /** Profile, open switch, pause, schedules, images of a reachable company. */
  'companies.edit': ['admin', 'member'],
  'companies.create': ['admin'],
  /** Suspend or reactivate a company. */
  'companies.status': ['admin'],
  /** Products, additions, promos, categories of a reachable company. */
  'catalogue.edit': ['admin', 'member'],
  /** Coupon codes for all the partner's companies in a city (decision 051); a company's own codes are catalogue.edit. */
  'coupons.city': ['admin'],
  /** Orders and errands of reachable companies: intake, status, minutes, rejections, catch-up. */
  'orders.operate': ['admin', 'member'],
  'reports.read': ['admin', 'member'],
  /** List riders, see their load, read bases and zones; switch a rider's shift. */
  'riders.read': ['admin', 'member'],
  'riders.shift': ['admin', 'member'],
  /** Create, edit, deactivate riders; bases; zones. */
  'fleet.manage': ['admin'],
  'expenses.manage': ['admin'],
  'requests.review': ['admin'],
  /** Balances, statements and payments of reachable companies. */
  'payments.read': ['admin', 'member'],
  /** Settlement settings, commission, manual payments. */
  'payments.manage': ['admin'],
} as const satisfies Record<string, readonly PartnerRole[]>;

export type PartnerAction = keyof typeof partnerPermissions;

export const partnerMay = (role: PartnerRole, action: PartnerAction) =>
  (partnerPermissions[action] as readonly PartnerRole[]).includes(role);
