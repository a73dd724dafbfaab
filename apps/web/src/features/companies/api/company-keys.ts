/** Query keys of the companies feature; the schedules feature reads the same detail key. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  stats: (id: string) => ['companies', 'stats', id] as const,
  cityState: (city: string, state: string) => ['companies', 'city-state', city, state] as const,
  count: (city: string, state: string) => ['companies', 'count', city, state] as const,
  byIds: (ids: string[]) => ['companies', 'ids', ...ids] as const,
};
