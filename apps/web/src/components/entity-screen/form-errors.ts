import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

export type FieldErrors = Record<string, string>;

/** Field errors from the API's details ([{ field: "body.name", message }]), keyed by the first name after "body". */
export const apiFieldErrors = (error: unknown): FieldErrors => {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail.field !== 'string' || typeof detail.message !== 'string') continue;
    const [, name] = detail.field.split('.');
    if (name && !errors[name]) errors[name] = detail.message;
  }
  return errors;
};

/** The same, from the shared schema before sending. */
export const schemaFieldErrors = (schema: z.ZodType, body: unknown): FieldErrors => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
};

/** A location field named "location" answers for the body's lat and lng. */
export const locationErrors = (errors: FieldErrors, fieldName: string): string | undefined =>
  errors[fieldName] ?? errors.lat ?? errors.lng;
