// What the back-office page carries beside the session (decision 067), without zod: the page's script reads it.

/** The id of the page's data block that holds the first reads (`<script type="application/json">`). */
export const FIRST_READS_ELEMENT_ID = 'boot-reads';

/**
 * A company's live list as the server read it while writing the page: GET /api/orders/company/pag's answer for its
 * first page (LIVE_PAGE_LIMIT), and the server's time taken before that read, which the list's catch-ups start from.
 */
export type CompanyOrdersFirstRead<Page = unknown> = { company: string; now: string; page: Page };

export type FirstReads<Page = unknown> = { companyOrders?: CompanyOrdersFirstRead<Page> };
