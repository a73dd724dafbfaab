import type { Partner } from '@backoffice/shared';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../components/query-state.tsx';
import { StorefrontAddress } from '../../../components/storefront-address.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateOnUse } from '../../../lib/schema-form.ts';
import { useUpdatePartner } from '../api/partner.ts';

type Values = {
  name: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  slug: string;
  storefrontEnabled: boolean;
};
const toBody = (values: Values) => ({
  ...values,
  phone: values.phone.trim() || null,
  email: values.email.trim() || null,
});

/** The API's own schema and messages, on the body that would be sent; downloaded when the form is first used. */
const check = validateOnUse(async () => (await import('@backoffice/shared/partners')).partnerUpdateBodySchema, toBody);

export const PartnerProfileForm = ({ partner, canEdit }: { partner: Partner; canEdit: boolean }) => {
  const update = useUpdatePartner();
  const form = useForm<Values>({
    initialValues: {
      name: partner.name,
      city: partner.city,
      state: partner.state,
      phone: partner.phone ?? '',
      email: partner.email ?? '',
      slug: partner.slug,
      storefrontEnabled: partner.storefrontEnabled,
    },
    validate: check.validate,
  });

  const submit = check.onSubmit(form, (values) =>
    update.mutate(
      {
        id: partner.id,
        body: toBody(values),
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Datos del socio guardados.' }),
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
          notifications.show({ color: 'red', title: 'No se pudieron guardar los datos', message: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} onFocusCapture={check.preload}>
        <Stack>
          <Title order={4}>Datos del socio</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre" disabled={!canEdit} {...form.getInputProps('name')} />
            <TextInput label="Teléfono" disabled={!canEdit} {...form.getInputProps('phone')} />
            <TextInput label="Ciudad" disabled={!canEdit} {...form.getInputProps('city')} />
            <TextInput label="Estado" disabled={!canEdit} {...form.getInputProps('state')} />
            <TextInput label="Correo" type="email" disabled={!canEdit} {...form.getInputProps('email')} />
          </SimpleGrid>
          <Title order={5}>Tiendas en línea</Title>
          <StorefrontAddress
            prefix="/c/"
            savedSlug={partner.slug}
            disabled={!canEdit}
            form={form}
            switchLabel="Tiendas en línea de la ciudad activas"
            switchDescription={{
              on: 'Encendido: los comercios con su tienda activa reciben pedidos por su enlace, y la página de la ciudad se muestra.',
              off: 'Apagado: ningún comercio de la ciudad recibe pedidos por su tienda en línea, y la página de la ciudad no se muestra.',
            }}
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                Guardar
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
};
