/** Query keys of the catalogue feature, all under one prefix so that a company's menu is refreshed at once. */
export const catalogueKeys = {
  company: (companyId: string) => ['catalogue', companyId] as const,
  products: (companyId: string) => ['catalogue', companyId, 'products'] as const,
  promos: (companyId: string) => ['catalogue', companyId, 'promos'] as const,
  profile: (companyId: string) => ['catalogue', companyId, 'profile'] as const,
};
