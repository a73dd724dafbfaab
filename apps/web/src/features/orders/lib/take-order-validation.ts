import { orderIntakeSchema } from '@backoffice/shared';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { type TakeOrderDraft, toIntakeBody } from './take-order-form.ts';

// Apart from take-order-form.ts, whose idempotency keys the order-waiting screen uses: the schema library and the
// form library load with the phone-order form only.

const checkIntake = schemaResolver(orderIntakeSchema, { sync: true });

/**
 * The form's validator (`@mantine/form`): the body it would send, checked by the API's own schema, so
 * every field says what the API would say. The paths are the body's (`customer.phone`), which are the draft's too.
 */
export const validateTakeOrder =
  (company: string) =>
  (draft: TakeOrderDraft): FormErrors =>
    checkIntake(toIntakeBody(company, draft));

/** A 400 of the intake about a field of the form (`body.customer.phone`), as a form error on that field. */
export const intakeFieldErrors = (details: unknown): FormErrors => {
  if (!Array.isArray(details)) return {};
  const errors: FormErrors = {};
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail?.field !== 'string' || typeof detail.message !== 'string') continue;
    const path = detail.field.replace(/^body\./, '');
    if (/^(customer\.(name|phone|address|notes)|notes|coupon|scheduledFor)$/.test(path))
      errors[path] ??= detail.message;
  }
  return errors;
};
