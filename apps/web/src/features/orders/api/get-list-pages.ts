import { LIVE_PAGE_LIMIT } from '@backoffice/shared/page-limits';
import { api } from '../../../lib/api.ts';

type PageRequest = { cursor?: string; limit?: number };

/** A page of a company's orders, newest first: the first by default, the rows after `cursor` with one (053). */
export const getCompanyOrdersPage = (company: string, { cursor, limit = LIVE_PAGE_LIMIT }: PageRequest = {}) =>
  api.GET('/api/orders/company/pag', { params: { query: { company, limit, cursor } } });

/** A page of a partner's errands, newest first, by cursor as above. */
export const getPartnerErrandsPage = (partner: string, { cursor, limit = LIVE_PAGE_LIMIT }: PageRequest = {}) =>
  api.GET('/api/errands/partner', { params: { query: { partner, limit, cursor } } });
