import type { Coupon, CouponCityCreateBody, CouponCreateBody, CouponUpdateBody } from '@backoffice/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Where the screen's codes live: one company (its own and its city's), or a partner's city. */
export type CouponPlace = { kind: 'company'; id: string } | { kind: 'city'; city: string; state: string };

const listOf = (place: CouponPlace) =>
  place.kind === 'company'
    ? api.GET('/api/coupons', { params: { query: { company: place.id } } })
    : api.GET('/api/coupons/city', { params: { query: { city: place.city, state: place.state } } });

export const useCoupons = (place: CouponPlace | null) =>
  useQuery({
    queryKey: ['coupons', 'list', place],
    queryFn: () => listOf(place!),
    enabled: place !== null,
  });

export const useCouponReport = (company: string | null, from: string, to: string) =>
  useQuery({
    queryKey: ['coupons', 'report', company, from, to],
    queryFn: () => api.GET('/api/coupons/report', { params: { query: { company: company!, from, to } } }),
    enabled: company !== null,
  });

/** The partner's companies, for the company and city choices. */
export const usePartnerCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: ['coupons', 'companies'],
    queryFn: () => api.GET('/api/companies/all'),
    enabled,
    staleTime: 60_000,
  });

/** Every rule of a coupon, as the form sends it. */
export type CouponRulesBody = Omit<Coupon, 'id' | 'code' | 'company' | 'city' | 'state' | 'uses' | 'createdAt'>;

export const useSaveCoupon = (place: CouponPlace | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code, rules }: { id: string | null; code: string; rules: CouponRulesBody }) => {
      if (id) return api.PUT('/api/coupons', { params: { query: { ID: id } }, body: rules });
      if (place?.kind === 'city') {
        const body: CouponCityCreateBody = { ...rules, code, city: place.city, state: place.state };
        return api.POST('/api/coupons/city', { body });
      }
      const body: CouponCreateBody = { ...rules, code, company: place?.kind === 'company' ? place.id : '' };
      return api.POST('/api/coupons', { body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
};

export const useArchiveCoupon = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coupon: Coupon) =>
      api.PUT('/api/coupons', { params: { query: { ID: coupon.id } }, body: rulesOf(coupon, { archived: true }) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
};

export const useToggleCoupon = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coupon: Coupon) =>
      api.PUT('/api/coupons', {
        params: { query: { ID: coupon.id } },
        body: rulesOf(coupon, { active: !coupon.active }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['coupons'] }),
  });
};

/** A saved coupon's rules as the update body (the form and the switches send them all). */
export const rulesOf = (coupon: Coupon, changes: Partial<CouponUpdateBody> = {}): CouponUpdateBody => ({
  kind: coupon.kind,
  value: coupon.value,
  minimumSubtotal: coupon.minimumSubtotal,
  startsOn: coupon.startsOn,
  endsOn: coupon.endsOn,
  fromTime: coupon.fromTime,
  toTime: coupon.toTime,
  maxUses: coupon.maxUses,
  maxUsesPerPhone: coupon.maxUsesPerPhone,
  firstOrderOnly: coupon.firstOrderOnly,
  products: coupon.products,
  sections: coupon.sections,
  active: coupon.active,
  ...changes,
});
