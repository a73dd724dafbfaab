import type { AuthSession } from '@backoffice/shared';
import { WEB_APP_ID } from '@backoffice/shared/app-id';
import type { FirstReads } from '@backoffice/shared/first-reads';
import { LIVE_PAGE_LIMIT } from '@backoffice/shared/page-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The first reads a company's back-office page carries (decision 067): what the app's own first read of its live list
 * asks (use-live-list.ts), asked here through the API itself with the caller's cookie, so that access, order and shape
 * are the routes' own: the list's first page (GET /api/orders/company/pag) and, at the same time, the changes of the
 * last 30 s (GET /api/orders/changes), whose `now` the list's catch-ups start from. Other accounts get none, and so
 * does a company whose changes run past one page: the app reads for itself then.
 */
export const firstReadsOf =
  (app: FastifyInstance) =>
  async (request: FastifyRequest, session: unknown): Promise<FirstReads | null> => {
    const { business } = session as AuthSession;
    if (business.type !== 'company') return null;
    const headers = { cookie: request.headers.cookie ?? '', 'x-app-id': WEB_APP_ID };
    const company = encodeURIComponent(business.id);
    const [changes, page] = await Promise.all([
      app.inject({
        method: 'GET',
        url: `/api/orders/changes?since=${encodeURIComponent(new Date().toISOString())}`,
        headers,
      }),
      app.inject({
        method: 'GET',
        url: `/api/orders/company/pag?company=${company}&limit=${LIVE_PAGE_LIMIT}`,
        headers,
      }),
    ]);
    if (changes.statusCode !== 200 || page.statusCode !== 200) return null;
    const changed = changes.json() as { items: unknown[]; now: string; next: unknown };
    if (changed.next) return null;
    return {
      companyOrders: { company: business.id, changes: { items: changed.items, now: changed.now }, page: page.json() },
    };
  };
