import { describe, expect, it } from 'vitest';
import { type CompanyFigures, DEFAULT_COMPANY_SORT, nextSort, salesShare, sortCompanies } from './company-table.ts';

const rows: CompanyFigures[] = [
  { company: 'a', name: 'Tortas Ahogadas Doña Chuy', orders: 15, sales: 40_000 },
  { company: 'b', name: 'Tacos El Güero', orders: 30, sales: 90_000 },
  { company: 'c', name: 'Árbol de Mariscos', orders: 15, sales: 0 },
];
const names = (sorted: CompanyFigures[]) => sorted.map((row) => row.company);

describe('sortCompanies', () => {
  it('sorts by sales, orders or name (accents ignored) and breaks ties by name', () => {
    expect(names(sortCompanies(rows, DEFAULT_COMPANY_SORT))).toEqual(['b', 'a', 'c']);
    expect(names(sortCompanies(rows, { key: 'orders', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
    expect(names(sortCompanies(rows, { key: 'orders', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(names(sortCompanies(rows, { key: 'name', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(names(rows)).toEqual(['a', 'b', 'c']);
  });
});

describe('nextSort', () => {
  it('flips the active column and starts others in their natural direction', () => {
    expect(nextSort(DEFAULT_COMPANY_SORT, 'sales')).toEqual({ key: 'sales', direction: 'asc' });
    expect(nextSort(DEFAULT_COMPANY_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'orders')).toEqual({ key: 'orders', direction: 'desc' });
  });
});

describe('salesShare', () => {
  it('is a whole percentage and 0 without sales', () => {
    expect(salesShare(40_000, 130_000)).toBe(31);
    expect(salesShare(0, 0)).toBe(0);
  });
});
