import { type FormErrors, schemaResolver } from '@mantine/form';

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
