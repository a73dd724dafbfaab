// Company constants without zod, so that screens that only show companies do not load the schema library.

export const companyStatuses = ['pending', 'active', 'suspended'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];
export const companyStatusLabels: Record<CompanyStatus, string> = {
  pending: 'Pendiente',
  active: 'Activo',
  suspended: 'Suspendido',
};

export const DEFAULT_TIMEZONE = 'America/Mexico_City';
