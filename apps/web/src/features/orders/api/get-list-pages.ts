import type { CursorPage, Errand, Order } from '@backoffice/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many of the latest orders of a company (or errands of a partner) the live screen holds. */
export const LIVE_PAGE_LIMIT = 100;

type PageRequest = { cursor?: string; limit?: number };

/** A page of a company's orders, newest first: the first by default, the rows after `cursor` with one (053). */
export const getCompanyOrdersPage = (company: string, { cursor, limit = LIVE_PAGE_LIMIT }: PageRequest = {}) =>
  apiRequest<CursorPage<Order>>('/orders/company/pag', { query: { company, limit, cursor } });

/** A page of a partner's errands, newest first, by cursor as above. */
export const getPartnerErrandsPage = (partner: string, { cursor, limit = LIVE_PAGE_LIMIT }: PageRequest = {}) =>
  apiRequest<CursorPage<Errand>>('/errands/partner', { query: { partner, limit, cursor } });
