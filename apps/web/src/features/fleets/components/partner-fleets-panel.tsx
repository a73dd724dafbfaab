import type { FleetInviteBody } from '@backoffice/shared';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateOnUse } from '../../../lib/schema-form.ts';
import { useInviteFleet } from '../api/fleets.ts';
import { FleetLinksList } from './fleet-links-list.tsx';

/** One field for either: an e-mail when it has an @, the fleet's code otherwise. */
const inviteBody = ({ target }: { target: string }): FleetInviteBody => {
  const value = target.trim();
  if (!value) return {};
  return value.includes('@') ? { email: value } : { code: value };
};

/** The one message of the body (the code's, the e-mail's or the rule that asks for one), on the one field. */
const firstMessage = (errors: Record<string, unknown>) => {
  const message = Object.values(errors).find((value) => typeof value === 'string');
  return message ? { target: message as string } : {};
};

const LABEL_OFFSET = { marginTop: 'calc(var(--mantine-font-size-md) * var(--mantine-line-height))' };

// The schema (zod) downloads when the form is first used: the panel is on the partner's account, drawn at first
// paint (decision 057).
const checkInvite = validateOnUse(
  async () => (await import('@backoffice/shared/fleets')).fleetInviteBodySchema,
  inviteBody,
);

/** A partner admin's fleets: invite one by its code or e-mail, end an active link. */
export const PartnerFleetsPanel = () => {
  const invite = useInviteFleet();
  // @mantine/form checked by the API's own invitation schema.
  const form = useForm({
    initialValues: { target: '' },
    validate: (values) => firstMessage(checkInvite.validate(values)),
  });
  const submit = checkInvite.onSubmit(form, (values) =>
    invite.mutate(inviteBody(values), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(firstMessage(fieldErrorsFromApi(error.details)));
      },
    }),
  );

  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3}>Flotas</Title>
        <form onSubmit={submit} onFocusCapture={checkInvite.preload} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label="Código o correo de la flota"
              size="md"
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('target')}
              maxLength={200}
            />
            {/* Level with the input, below its one-line label, and stays there when an error shows under it. */}
            <Button type="submit" size="md" loading={invite.isPending} style={LABEL_OFFSET}>
              Invitar flota
            </Button>
          </Group>
        </form>
        {invite.error && (
          <Alert color="red" role="alert">
            {errorMessage(invite.error)}
          </Alert>
        )}
        {invite.isSuccess && <Alert color="green">Invitación enviada.</Alert>}
        <FleetLinksList side="partner" empty="Aún no trabajas con flotas" />
      </Stack>
    </Paper>
  );
};
