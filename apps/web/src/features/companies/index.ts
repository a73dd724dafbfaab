// What other features may use of companies: the partner's companies by id (the live boards' names and filter).
export { companiesByIdsQueryOptions, useCompaniesByIds } from './api/get-companies-by-ids.ts';
