import type { companies } from '../db/schema/index.ts';
import { isOpenAt } from './company-schedule.ts';

export type CompanyRow = typeof companies.$inferSelect;

/** A company is open when its switch is on and no pause is running. */
export const isCompanyOpen = (company: Pick<CompanyRow, 'open' | 'pausedUntil'>, now = new Date()) =>
  company.open && !(company.pausedUntil && company.pausedUntil > now);

export const toCompanyDto = (company: CompanyRow, now = new Date()) => ({
  id: company.id,
  partner: company.partnerId,
  name: company.name,
  description: company.description,
  category: company.categoryId,
  phone: company.phone,
  email: company.email,
  address: company.address,
  city: company.city,
  state: company.state,
  lat: company.lat,
  lng: company.lng,
  logo: company.logo,
  cover: company.cover,
  preparationMinutes: company.preparationMinutes,
  minimumOrder: company.minimumOrder,
  deliveryFee: company.deliveryFee,
  currency: company.currency,
  timezone: company.timezone,
  alertEscalationMinutes: company.alertEscalationMinutes,
  slug: company.slug,
  storefrontEnabled: company.storefrontEnabled,
  slotMinutes: company.slotMinutes,
  slotLeadMinutes: company.slotLeadMinutes,
  slotCapacity: company.slotCapacity,
  slotDaysAhead: company.slotDaysAhead,
  open: isCompanyOpen(company, now),
  openSwitch: company.open,
  pausedUntil: company.pausedUntil && company.pausedUntil > now ? company.pausedUntil.toISOString() : null,
  /** Open right now: active, switched on, not paused and inside its hours. */
  openNow: isOpenAt(company, now),
  status: company.status,
  schedules: company.schedules,
  specialDates: company.specialDates,
  createdAt: company.createdAt.toISOString(),
  updatedAt: company.updatedAt.toISOString(),
});

export type CompanyDto = ReturnType<typeof toCompanyDto>;
