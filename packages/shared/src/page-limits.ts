// The page sizes of every list, without the schemas: a screen that only reads them imports no zod (decision 057).
// pagination.ts re-exports them beside the page schemas.
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;
/** How many of the latest orders of a company (or errands of a partner) a live screen holds: its first page. */
export const LIVE_PAGE_LIMIT = MAX_PAGE_LIMIT;
