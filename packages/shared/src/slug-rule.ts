/**
 * The short address's rule (a company's `/t/{slug}`, a partner's `/c/{slug}`) and its messages, without zod: the
 * back-office's company and partner forms check it as the field is typed, and zod on those screens' first load put
 * them over their byte budget (decision 057). `slugSchema` (storefront.ts) is built from these same pieces, and
 * slug-rule.test.ts checks that both say the same for the same text.
 */
export const SLUG_MIN = 3;
export const SLUG_MAX = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMessages = {
  min: `La dirección corta tiene al menos ${SLUG_MIN} caracteres`,
  max: `La dirección corta tiene como máximo ${SLUG_MAX} caracteres`,
  pattern: 'Usa solo letras minúsculas, números y guiones',
} as const;

/** The message of the first broken rule for what was typed (trimmed and lower-cased, as the API reads it), or null. */
export const slugRuleError = (text: string): string | null => {
  const slug = text.trim().toLowerCase();
  if (slug.length < SLUG_MIN) return slugMessages.min;
  if (slug.length > SLUG_MAX) return slugMessages.max;
  return SLUG_PATTERN.test(slug) ? null : slugMessages.pattern;
};
