import type { FleetProfile } from '@backoffice/shared';
import { Alert, Button, Image, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ImageInput } from '../../../components/image-input.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateOnUse } from '../../../lib/schema-form.ts';
import { useUpdateFleetProfile } from '../api/fleets.ts';

const fields = [
  ['name', 'Nombre de la flota'],
  ['phone', 'Teléfono'],
  ['city', 'Ciudad'],
  ['state', 'Estado'],
  ['email', 'Correo'],
] as const;
type Field = (typeof fields)[number][0];
type Values = Record<Field, string>;

const optional = (value: string) => value.trim() || null;
/** The body of PUT /fleets/profile: empty optional fields as null. */
const toBody = (values: Values) => ({
  name: values.name.trim(),
  phone: optional(values.phone),
  city: optional(values.city),
  state: optional(values.state),
  email: optional(values.email),
});

/** The API's own schema and messages, on the body that would be sent; downloaded when the form is first used. */
const check = validateOnUse(async () => (await import('@backoffice/shared/fleets')).fleetProfileBodySchema, toBody);

/** The fleet's own data; empty optional fields are saved as null. */
export const FleetProfileForm = ({ profile, canEdit }: { profile: FleetProfile; canEdit: boolean }) => {
  const update = useUpdateFleetProfile();
  const form = useForm<Values>({
    initialValues: {
      name: profile.name,
      phone: profile.phone ?? '',
      city: profile.city ?? '',
      state: profile.state ?? '',
      email: profile.email ?? '',
    },
    validate: check.validate,
  });
  const values = form.values;
  const [logo, setLogo] = useState(profile.logo);
  const submit = check.onSubmit(form, (checked) =>
    update.mutate(
      { ...toBody(checked), logo },
      {
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
        },
      },
    ),
  );

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} onFocusCapture={check.preload} noValidate>
        <Stack>
          <Title order={3}>Datos de la flota</Title>
          {update.error && (
            <Alert color="red" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          {update.isSuccess && <Alert color="green">Datos guardados.</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map(([key, label]) => (
              <TextInput
                key={key}
                label={label}
                size="md"
                required={key === 'name'}
                readOnly={!canEdit}
                type={key === 'email' ? 'email' : 'text'}
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>
          {canEdit ? (
            <ImageInput label="Logo" value={logo} onChange={setLogo} />
          ) : (
            logo && <Image src={logo} alt="Logo" w={96} h={96} radius="md" fit="cover" />
          )}
          {canEdit && (
            <Button type="submit" size="md" loading={update.isPending} disabled={!values.name.trim()}>
              Guardar
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
};
