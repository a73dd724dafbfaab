import type { AuthSession } from '@backoffice/shared';
import { WEB_APP_ID } from '@backoffice/shared/app-id';
import type { FirstReads } from '@backoffice/shared/first-reads';
import { LIVE_PAGE_LIMIT } from '@backoffice/shared/page-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The first reads a company's back-office page carries (decision 067): its live list's first page, as
 * GET /api/orders/company/pag answers the caller (asked through the API itself, with the caller's cookie, so that
 * access, order and shape are the route's own), and the time taken before that read for its catch-ups. Other
 * accounts get none: their lists are read by the app.
 */
export const firstReadsOf =
  (app: FastifyInstance) =>
  async (request: FastifyRequest, session: unknown): Promise<FirstReads | null> => {
    const { business } = session as AuthSession;
    if (business.type !== 'company') return null;
    // Taken before the read, as GET /api/orders/changes takes its `now`: whatever changes during the read is caught
    // by the first catch-up, which re-reads 30 s before it.
    const now = new Date().toISOString();
    const answer = await app.inject({
      method: 'GET',
      url: `/api/orders/company/pag?company=${encodeURIComponent(business.id)}&limit=${LIVE_PAGE_LIMIT}`,
      headers: { cookie: request.headers.cookie ?? '', 'x-app-id': WEB_APP_ID },
    });
    if (answer.statusCode !== 200) return null;
    return { companyOrders: { company: business.id, now, page: answer.json() } };
  };
