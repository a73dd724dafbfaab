import type { Errand, Order } from '@backoffice/shared';
import { getCompanyOrdersPage, getPartnerErrandsPage } from '../api/get-list-pages.ts';
import { companyLiveOrdersKey } from './use-company-live-orders.ts';
import { useOlderPages } from './use-older-pages.ts';
import { partnerLiveErrandsKey, partnerLiveOrdersKey } from './use-partner-live.ts';

/** Older pages of a list hold fewer rows than the live one: a click shows them without a long wait. */
const OLDER_PAGE_LIMIT = 50;

const orderPage = (company: string, cursor: string) =>
  getCompanyOrdersPage(company, { cursor, limit: OLDER_PAGE_LIMIT });

/** A company's orders: the live list, then older pages by cursor. */
export const useCompanyOrderPages = (companyId: string, live: Order[] | undefined) =>
  useOlderPages({ liveKey: companyLiveOrdersKey(companyId), live, fetchPage: orderPage });

/** A partner's orders of every listened company: each company's older page per click. */
export const usePartnerOrderPages = (companyIds: string[], live: Order[] | undefined) =>
  useOlderPages({ liveKey: partnerLiveOrdersKey(companyIds), live, fetchPage: orderPage });

/** A partner's errands: the live list, then older pages by cursor. */
export const usePartnerErrandPages = (partnerId: string, live: Errand[] | undefined) =>
  useOlderPages({
    liveKey: partnerLiveErrandsKey(partnerId),
    live,
    fetchPage: (partner: string, cursor: string) => getPartnerErrandsPage(partner, { cursor, limit: OLDER_PAGE_LIMIT }),
  });
