import { MIN_PASSWORD_LENGTH } from '@backoffice/shared/password-rule';
import { Button, Checkbox, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { Page } from '../../../components/page.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { usePartnerPlace } from '../../../hooks/use-partner-place.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { validateOnUse } from '../../../lib/schema-form.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { allCompaniesQueryOptions } from '../api/get-all-companies.ts';
import { CategorySelect } from '../components/category-select.tsx';
import { DuplicateNameModal } from '../components/duplicate-name-modal.tsx';
import { PlaceFields } from '../components/place-fields.tsx';
import { companyNamed } from '../lib/duplicate-name.ts';
import { fieldErrorsFromApi } from '../lib/profile-form-values.ts';

type Values = {
  name: string;
  category: string | null;
  phone: string;
  address: string;
  city: string;
  state: string;
  description: string;
  withAccount: boolean;
  account: { name: string; email: string; password: string };
};

/** The body of POST /companies from the form: the person's account only when asked for. */
const createBody = ({ withAccount, account, ...values }: Values) => ({
  ...values,
  name: values.name.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  ...(withAccount ? { account: { ...account, email: account.email.trim(), name: account.name.trim() } } : {}),
});

/** The API's own schema and messages, on the body that would be sent; downloaded when the form is first used. */
const check = validateOnUse(
  async () => (await import('@backoffice/shared/companies')).companyCreateBodySchema,
  createBody,
);

/** /companies/create: a new company starts pending and closed; its hours and menu come next. */
const CreateCompanyPage = () => {
  const navigate = useNavigate();
  const { updateBusiness } = useAuth();
  const place = usePartnerPlace();
  const create = useCreateCompany();
  const queryClient = useQueryClient();
  const [sameName, setSameName] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: '',
      category: null,
      phone: '',
      address: '',
      city: place.city,
      state: place.state,
      description: '',
      withAccount: false,
      account: { name: '', email: '', password: '' },
    },
    validate: check.validate,
  });

  const submit = (values: Values) =>
    create.mutate(createBody(values), {
      onSuccess: (company) => {
        // The API now sends this company's events to the partner; the stored record says so too.
        updateBusiness((current) =>
          current.type === 'partner' && !current.listen_for.includes(company.id)
            ? { ...current, listen_for: [...current.listen_for, company.id] }
            : current,
        );
        notifications.show({
          color: 'green',
          title: 'Comercio creado',
          message: `${company.name} quedó pendiente de activar.`,
        });
        navigate(`/company/${company.id}`);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
      },
    });

  // The partner's companies (cached from the list, else read now); a failed read does not block the creation.
  const handleSubmit = check.onSubmit(form, async (values) => {
    const companies = await queryClient.ensureQueryData(allCompaniesQueryOptions()).catch(() => []);
    const twin = companyNamed(values.name, companies);
    if (twin) setSameName(twin.name);
    else submit(values);
  });

  return (
    <Page title="Nuevo comercio">
      <form onSubmit={handleSubmit} onFocusCapture={check.preload} noValidate>
        <Stack gap="md" maw={880}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={4}>Datos del comercio</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Nombre del comercio" required maxLength={120} {...form.getInputProps('name')} />
                <CategorySelect {...form.getInputProps('category')} />
                <TextInput label="Teléfono" type="tel" maxLength={30} {...form.getInputProps('phone')} />
                <TextInput label="Dirección" maxLength={300} {...form.getInputProps('address')} />
                <PlaceFields city={form.getInputProps('city')} state={form.getInputProps('state')} />
              </SimpleGrid>
              <GrowingTextarea
                label="Descripción"
                minRows={2}
                maxLength={1000}
                {...form.getInputProps('description')}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Checkbox
                label="Crear también el acceso del comercio (para que el dueño entre a su panel)"
                {...form.getInputProps('withAccount', { type: 'checkbox' })}
              />
              {form.values.withAccount && (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput label="Nombre de la persona" {...form.getInputProps('account.name')} />
                  <TextInput label="Correo de acceso" type="email" {...form.getInputProps('account.email')} />
                  <PasswordInput
                    label="Contraseña"
                    description={`Al menos ${MIN_PASSWORD_LENGTH} caracteres`}
                    {...form.getInputProps('account.password')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          </Paper>
          <MutationError mutation={create} title="No se creó el comercio" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/companies')} disabled={create.isPending}>
              Cancelar
            </Button>
            <Button type="submit" leftSection={<IconBuildingStore size={18} />} loading={create.isPending}>
              Crear comercio
            </Button>
          </Group>
        </Stack>
      </form>
      <DuplicateNameModal
        name={sameName}
        onCancel={() => setSameName(null)}
        onConfirm={() => {
          setSameName(null);
          submit(form.getValues());
        }}
      />
    </Page>
  );
};

export default CreateCompanyPage;
