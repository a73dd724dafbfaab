/** Query keys of the reports feature. */
export const reportKeys = {
  all: ['reports'] as const,
  company: (company: string, from: string, to: string, offset: number) =>
    ['reports', 'company', company, from, to, offset] as const,
  cityStateMonth: (city: string, state: string, year: number, month: number) =>
    ['reports', 'city-state-month', city, state, year, month] as const,
};
