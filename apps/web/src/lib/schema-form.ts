import { type FormErrors, schemaResolver } from '@mantine/form';
import type { FormEvent } from 'react';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A `@mantine/form` validator from a shared schema: the body the form would send, checked by the API's
 * own schema, so a field says what the API would say. Paths are the body's (`customer.phone`); a form whose fields
 * are the body's needs no mapping.
 */
export const validateAs = <Values>(schema: Schema, toBody: (values: Values) => unknown = (values) => values) => {
  const check = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => check(toBody(values));
};

type SubmittableForm<Values> = {
  onSubmit: (
    handler: (values: Values, event?: FormEvent<HTMLFormElement>) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
};

/**
 * `validateAs` with the schema downloaded on use: the schema's module (and zod with it, 25 kB gzip) is not part of
 * the screen's first load, so the form's inputs draw at once (decision 057). Put `preload` on the form's
 * `onFocusCapture` (the code comes while the first field is being filled), `validate` in useForm, and submit
 * through `onSubmit(form, handler)`: a submit before the schema is here waits for it, then checks and submits as
 * usual. Until then `validate` finds nothing to say (a field checked on blur is checked again at submit); a failed
 * download leaves the check to the API, whose answer the form shows the same way.
 */
export const validateOnUse = <Values>(
  loadSchema: () => Promise<Schema>,
  toBody: (values: Values) => unknown = (values) => values,
) => {
  let check: ((values: Values) => FormErrors) | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= loadSchema().then(
      (schema) => {
        check = validateAs(schema, toBody);
      },
      () => {
        loading = null;
      },
    );
    return loading;
  };
  return {
    preload: () => void preload(),
    validate: (values: Values): FormErrors => (check ? check(values) : {}),
    onSubmit:
      <V extends Values>(form: SubmittableForm<V>, handler: (values: V) => void) =>
      (event?: FormEvent<HTMLFormElement>) => {
        if (check) return form.onSubmit(handler)(event);
        event?.preventDefault();
        // Loaded, the schema checks; not (offline), the API does.
        void preload().then(() => form.onSubmit(handler)());
      },
  };
};
