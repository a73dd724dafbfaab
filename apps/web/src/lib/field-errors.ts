/** The API's 400 lists fields as "body.<name>"; they become errors on the matching inputs. */
export const fieldErrorsFromApi = (details: unknown): Record<string, string> => {
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail?.field !== 'string' || typeof detail.message !== 'string') continue;
    const field = detail.field.replace(/^body\./, '');
    errors[field] ??= detail.message;
  }
  return errors;
};
