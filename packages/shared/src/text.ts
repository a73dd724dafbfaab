import { z } from 'zod';

/**
 * Text the database cannot store or that no keyboard produces: a NUL character or half of a UTF-16
 * surrogate pair. PostgreSQL refuses NUL in text columns, so such input must stop at validation.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

export const FORBIDDEN_TEXT_MESSAGE =
  'El texto contiene caracteres no válidos (carácter nulo o sustituto Unicode sin pareja)';

/** A string schema that refuses forbidden text; the API also checks every string of every request (plugins/input.ts). */
export const safeText = () => z.string().refine((value) => !hasForbiddenText(value), { error: FORBIDDEN_TEXT_MESSAGE });
