export type CompanyFigures = { company: string; name: string; orders: number; sales: number };
export type CompanySortKey = 'name' | 'orders' | 'sales';
export type SortDirection = 'asc' | 'desc';
export type CompanySort = { key: CompanySortKey; direction: SortDirection };

export const DEFAULT_COMPANY_SORT: CompanySort = { key: 'sales', direction: 'desc' };

const compare: Record<CompanySortKey, (a: CompanyFigures, b: CompanyFigures) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }),
  orders: (a, b) => a.orders - b.orders,
  sales: (a, b) => a.sales - b.sales,
};

/** Sorted copy; ties fall back to the name so the order never jumps between renders. */
export const sortCompanies = (rows: CompanyFigures[], { key, direction }: CompanySort) => {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare[key](a, b) || compare.name(a, b));
};

/** A click on the active column flips it; a new column starts with names A→Z and figures largest first. */
export const nextSort = (current: CompanySort, key: CompanySortKey): CompanySort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: key === 'name' ? 'asc' : 'desc' };

/** A company's share of the total sales, 0–100 (0 when nothing was sold). */
export const salesShare = (sales: number, total: number) => (total === 0 ? 0 : Math.round((sales / total) * 100));
