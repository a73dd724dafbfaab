import type { FleetProfile } from '@backoffice/shared';
import { Alert, Button, Image, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ImageInput } from '../../../components/image-input.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { useUpdateFleetProfile } from '../api/fleets.ts';

const fields = [
  ['name', 'Nombre de la flota'],
  ['phone', 'Teléfono'],
  ['city', 'Ciudad'],
  ['state', 'Estado'],
  ['email', 'Correo'],
] as const;
type Field = (typeof fields)[number][0];

/** The fleet's own data; empty optional fields are saved as null. */
export const FleetProfileForm = ({ profile, canEdit }: { profile: FleetProfile; canEdit: boolean }) => {
  const update = useUpdateFleetProfile();
  const [values, setValues] = useState<Record<Field, string>>({
    name: profile.name,
    phone: profile.phone ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    email: profile.email ?? '',
  });
  const [logo, setLogo] = useState(profile.logo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => value.trim() || null;
    update.mutate({
      name: values.name.trim(),
      phone: optional(values.phone),
      city: optional(values.city),
      state: optional(values.state),
      email: optional(values.email),
      logo,
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit}>
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
                value={values[key]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [key]: value }));
                }}
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
