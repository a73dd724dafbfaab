import type { CompanyBalance } from '@backoffice/shared';

export type BalanceSortKey = 'name' | 'city' | 'balance' | 'periodTotal' | 'onlineCollected' | 'payoutOwed';
export type BalanceSort = { key: BalanceSortKey; direction: 'asc' | 'desc' };

export const sortBalances = (rows: CompanyBalance[], sort: BalanceSort) => {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sort.key === 'city' ? `${a.city}, ${a.state}` : a[sort.key];
    const right = sort.key === 'city' ? `${b.city}, ${b.state}` : b[sort.key];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'es');
    return order * factor || a.name.localeCompare(b.name, 'es');
  });
};

/** Clicking the active column flips it; another column starts descending for figures, ascending for text. */
export const nextSort = (current: BalanceSort, key: BalanceSortKey): BalanceSort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: key === 'name' || key === 'city' ? 'asc' : 'desc' };
