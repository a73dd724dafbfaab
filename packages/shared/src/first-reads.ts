// What the back-office page carries beside the session (decision 067), without zod: the page's script reads it.

/** The id of the page's data block that holds the first reads (`<script type="application/json">`). */
export const FIRST_READS_ELEMENT_ID = 'boot-reads';

/**
 * A company's live list as the server read it while writing the page, as the app's own first read asks it: the answer
 * of GET /api/orders/company/pag for its first page (LIVE_PAGE_LIMIT), and that of GET /api/orders/changes for the last
 * 30 s asked at the same time, whose `now` the list's catch-ups start from.
 */
export type CompanyOrdersFirstRead = {
  company: string;
  changes: { items: unknown[]; now: string };
  page: unknown;
};

export type FirstReads = { companyOrders?: CompanyOrdersFirstRead };
