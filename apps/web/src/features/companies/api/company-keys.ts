/** Query keys of the companies feature; the schedules feature reads the same detail key. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  stats: (id: string) => ['companies', 'stats', id] as const,
  everyCity: ['companies', 'every-city'] as const,
  presence: ['companies', 'presence'] as const,
  /** In any order: the home and the live alerts ask for the same companies as one read. */
  byIds: (ids: string[]) => ['companies', 'ids', ...[...ids].sort()] as const,
};
