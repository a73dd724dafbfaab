import { slugSchema } from '@backoffice/shared/storefront';

/** The short address's rule as the API checks it (slugSchema), in Spanish, or null when it is fine. */
export const slugError = (value: string) => {
  const result = slugSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Dirección corta no válida');
};

/** What people type becomes a valid short address where it can: "Tacos El Güero" → "tacos-el-guero". */
export const toSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60);
