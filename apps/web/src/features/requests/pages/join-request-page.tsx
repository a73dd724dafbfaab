import type { JoinRequestKind } from '@backoffice/shared';
import {
  Anchor,
  Button,
  Center,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ErrorState, MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { SIGN_IN_PATH } from '../../../lib/sign-in-page.ts';
import { useJoinPartners, useSubmitJoinRequest } from '../api/requests.ts';
import { typedChoice } from '../lib/typed-choice.ts';

const initialValues = {
  kind: 'company' as JoinRequestKind,
  partner: null as string | null,
  name: '',
  contact: '',
  email: '',
  phone: '',
  address: '',
  message: '',
  website: '',
};

/** Public /requests (no sign-in): a business or a rider asks to join the partner of their city. */
const JoinRequestPage = () => {
  useEffect(() => {
    document.title = 'Únete · Backoffice';
  }, []);
  const partners = useJoinPartners();
  const submit = useSubmitJoinRequest();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    validate: {
      partner: (value) => (value ? null : 'Elige tu ciudad'),
      name: (value) => (value.trim() ? null : 'Escribe el nombre'),
      contact: (value, values) => (values.kind === 'rider' || value.trim() ? null : 'Escribe la persona de contacto'),
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Escribe un correo válido'),
      phone: (value) => (value.replace(/\D/g, '').length >= 10 ? null : 'Escribe un teléfono de 10 dígitos'),
      address: (value) => (value.trim() ? null : 'Escribe la dirección'),
    },
  });
  const rider = form.values.kind === 'rider';
  const cityOptions = (partners.data ?? []).map((partner) => ({
    value: partner.id,
    label: `${partner.city}, ${partner.state} · ${partner.name}`,
  }));
  const cityProps = form.getInputProps('partner');
  // The list forgets words typed without a pick when it loses focus; Tab keeps the city they name, or says why not.
  const keepTypedCity = (typed: string) => {
    if (form.values.partner || !typed.trim()) return;
    const choice = typedChoice(typed, cityOptions);
    if (choice) form.setFieldValue('partner', choice.value);
    else form.setFieldError('partner', `«${typed.trim()}» no está en la lista: elige tu ciudad de las opciones.`);
  };

  const handleSubmit = form.onSubmit((values) =>
    submit.mutate(
      {
        ...values,
        partner: values.partner!,
        name: values.name.trim(),
        contact: rider ? values.name.trim() : values.contact.trim(),
        email: values.email.trim(),
        address: values.address.trim(),
        ...(values.website ? { website: values.website } : {}),
      },
      {
        onSuccess: () => {
          setSent(values.name.trim());
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
        },
      },
    ),
  );

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" w="100%" maw={640}>
        {sent ? (
          <Stack align="center" ta="center" data-testid="join-request-sent">
            <IconCircleCheck size={56} color="var(--mantine-color-green-6)" />
            <Title order={2}>¡Recibimos tu solicitud!</Title>
            <Text>
              Gracias, {sent}. El equipo de tu ciudad la revisará y te contactará por teléfono o correo. Si te aprueban,
              recibirás tus datos para entrar.
            </Text>
            <Button variant="light" onClick={() => setSent(null)}>
              Enviar otra solicitud
            </Button>
            <Anchor href={SIGN_IN_PATH}>Ir a iniciar sesión</Anchor>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Stack>
              <Stack gap={4}>
                <Title order={2}>Únete a la red de reparto</Title>
                <Text c="dimmed" size="sm">
                  ¿Tienes un comercio o quieres repartir? Déjanos tus datos y el socio de tu ciudad te contactará.
                </Text>
              </Stack>
              <SegmentedControl
                fullWidth
                value={form.values.kind}
                onChange={(value) => form.setFieldValue('kind', value as JoinRequestKind)}
                data={[
                  { value: 'company', label: 'Tengo un comercio' },
                  { value: 'rider', label: 'Quiero repartir' },
                ]}
              />
              {partners.isError ? (
                <ErrorState error={partners.error} onRetry={() => partners.refetch()} retrying={partners.isFetching} />
              ) : (
                <Select
                  label="Ciudad"
                  required
                  placeholder={partners.isPending ? 'Cargando ciudades…' : 'Elige tu ciudad'}
                  disabled={partners.isPending}
                  data={cityOptions}
                  searchable
                  nothingFoundMessage="No operamos en esa ciudad todavía"
                  {...cityProps}
                  onBlur={(event) => {
                    keepTypedCity(event.currentTarget.value);
                    cityProps.onBlur?.(event);
                  }}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={rider ? 'Tu nombre' : 'Nombre del comercio'}
                  required
                  maxLength={120}
                  {...form.getInputProps('name')}
                />
                {!rider && (
                  <TextInput label="Persona de contacto" required maxLength={120} {...form.getInputProps('contact')} />
                )}
                <TextInput label="Correo" type="email" required {...form.getInputProps('email')} />
                <TextInput
                  label="Teléfono"
                  type="tel"
                  required
                  placeholder="33 1234 5678"
                  {...form.getInputProps('phone')}
                />
              </SimpleGrid>
              <TextInput
                label={rider ? 'Tu dirección' : 'Dirección del comercio'}
                required
                maxLength={300}
                {...form.getInputProps('address')}
              />
              <GrowingTextarea
                label="Mensaje"
                description="Opcional: qué vendes, tu vehículo, horarios…"
                minRows={3}
                maxLength={1000}
                {...form.getInputProps('message')}
              />
              {/* Honeypot: hidden from people and from assistive technology; bots fill it in. */}
              <div
                aria-hidden="true"
                style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
              >
                <label>
                  Sitio web
                  <input
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    {...form.getInputProps('website')}
                  />
                </label>
              </div>
              <MutationError mutation={submit} />
              <Button type="submit" loading={submit.isPending} size="md">
                Enviar solicitud
              </Button>
              <Text size="sm" ta="center">
                ¿Ya tienes cuenta? <Anchor href={SIGN_IN_PATH}>Inicia sesión</Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
};

export default JoinRequestPage;
