export const paymentsKeys = {
  all: ['payments'] as const,
  company: (company: string) => ['payments', 'company', company] as const,
  statement: (company: string, period: string, day?: string) =>
    ['payments', 'statement', company, period, day ?? null] as const,
  history: (company: string, offset: number) => ['payments', 'history', company, offset] as const,
  payment: (id: string) => ['payments', 'payment', id] as const,
  partner: (city: string, state: string) => ['payments', 'partner', city, state] as const,
};
