import { slugRuleError } from '@backoffice/shared/slug-rule';

/**
 * The short address's rule as the API checks it (slugSchema is built from the same rule), in Spanish, or null when
 * it is fine. Without zod: the company and partner forms check it as it is typed (decision 057).
 */
export const slugError = (value: string) => slugRuleError(value);

/** What people type becomes a valid short address where it can: "Tacos El Güero" → "tacos-el-guero". */
export const toSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60);
