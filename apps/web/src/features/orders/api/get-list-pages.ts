import { api } from '../../../lib/api.ts';

/** How many of the latest orders of a company (or errands of a partner) the live screen holds. */
export const LIVE_PAGE_LIMIT = 100;

type PageRequest = { cursor?: string; limit?: number };

/** A page of a company's orders, newest first: the first by default, the rows after `cursor` with one (053). */
export const getCompanyOrdersPage = (company: string, { cursor, limit = LIVE_PAGE_LIMIT }: PageRequest = {}) =>
  api.GET('/api/orders/company/pag', { params: { query: { company, limit, cursor } } });

/** A page of a partner's errands, newest first, by cursor as above. */
export const getPartnerErrandsPage = (partner: string, { cursor, limit = LIVE_PAGE_LIMIT }: PageRequest = {}) =>
  api.GET('/api/errands/partner', { params: { query: { partner, limit, cursor } } });
