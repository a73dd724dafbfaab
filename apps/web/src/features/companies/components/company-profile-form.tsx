import type { Company } from '@backoffice/shared';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ImageInput } from '../../../components/image-input.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { StorefrontAddress } from '../../../components/storefront-address.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { fieldErrorsFromApi, profileValidation, toFormValues, toUpdateBody } from '../lib/profile-form-values.ts';
import { CategorySelect } from './category-select.tsx';
import { PlaceFields } from './place-fields.tsx';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper withBorder p="md" radius="md">
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  </Paper>
);

export const CompanyProfileForm = ({ company }: { company: Company }) => {
  const update = useUpdateCompany(company.id);
  const form = useForm({ initialValues: toFormValues(company), validate: profileValidation });

  // A save answers with the stored profile; it becomes the new "unchanged" state of the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the stored profile changes
  useEffect(() => {
    if (!form.isDirty()) {
      form.setInitialValues(toFormValues(company));
      form.setValues(toFormValues(company));
    }
  }, [company.updatedAt]);

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(toUpdateBody(values), {
      onSuccess: (saved) => {
        form.setInitialValues(toFormValues(saved));
        form.setValues(toFormValues(saved));
        notifications.show({ color: 'green', title: 'Datos guardados', message: `${saved.name} está actualizado.` });
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Section title="Datos del comercio">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre" required maxLength={120} {...form.getInputProps('name')} />
            <CategorySelect {...form.getInputProps('category')} />
            <TextInput label="Teléfono" type="tel" maxLength={30} {...form.getInputProps('phone')} />
            <TextInput label="Correo de contacto" type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <GrowingTextarea label="Descripción" minRows={2} maxLength={1000} {...form.getInputProps('description')} />
        </Section>
        <Section title="Tienda en línea">
          <StorefrontAddress
            prefix="/t/"
            savedSlug={company.slug}
            form={form}
            switchLabel="Tienda en línea activa"
            switchDescription={{
              on: 'Encendida: tus clientes ven tu menú y piden desde este enlace, sin descargar nada.',
              off: 'Apagada: el enlace no muestra tu menú ni recibe pedidos. Enciéndela para que tus clientes pidan desde él.',
            }}
          />
        </Section>
        <Section title="Ubicación">
          <TextInput label="Dirección" maxLength={300} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <PlaceFields city={form.getInputProps('city')} state={form.getInputProps('state')} />
            <NumberInput
              label="Latitud"
              decimalScale={6}
              min={-90}
              max={90}
              hideControls
              {...form.getInputProps('lat')}
            />
            <NumberInput
              label="Longitud"
              decimalScale={6}
              min={-180}
              max={180}
              hideControls
              {...form.getInputProps('lng')}
            />
          </SimpleGrid>
        </Section>
        <Section title="Imágenes">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageInput
              label="Logo"
              aspect="square"
              value={form.values.logo}
              onChange={(url) => form.setFieldValue('logo', url)}
            />
            <ImageInput
              label="Portada"
              aspect="wide"
              value={form.values.cover}
              onChange={(url) => form.setFieldValue('cover', url)}
            />
          </SimpleGrid>
        </Section>
        <Section title="Pedidos">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <NumberInput
              label="Tiempo de preparación"
              suffix=" min"
              min={1}
              max={600}
              allowDecimal={false}
              {...form.getInputProps('preparationMinutes')}
            />
            <MoneyInput label="Pedido mínimo" {...form.getInputProps('minimumOrder')} />
            <MoneyInput label="Costo de envío" {...form.getInputProps('deliveryFee')} />
            <NumberInput
              label="Alerta insistente a los"
              description="Si un pedido sigue sin aceptar, suena más fuerte y avisa al socio."
              suffix=" min"
              min={1}
              max={60}
              allowDecimal={false}
              {...form.getInputProps('alertEscalationMinutes')}
            />
          </SimpleGrid>
        </Section>
        <MutationError mutation={update} title="No se guardaron los datos" />
        <Group justify="flex-end">
          <Button variant="default" disabled={!form.isDirty() || update.isPending} onClick={() => form.reset()}>
            Descartar cambios
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={update.isPending}
            disabled={!form.isDirty()}
          >
            Guardar datos
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
