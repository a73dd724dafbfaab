import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { useInviteFleet } from '../api/fleets.ts';
import { FleetLinksList } from './fleet-links-list.tsx';

/** A partner admin's fleets: invite one by its code or e-mail, end an active link. */
export const PartnerFleetsPanel = () => {
  const invite = useInviteFleet();
  const [target, setTarget] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = target.trim();
    if (!value) return;
    invite.mutate(value.includes('@') ? { email: value } : { code: value }, { onSuccess: () => setTarget('') });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3}>Flotas</Title>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="Código o correo de la flota"
              size="md"
              style={{ flex: '1 1 220px' }}
              value={target}
              onChange={(event) => setTarget(event.currentTarget.value)}
              maxLength={200}
            />
            <Button type="submit" size="md" loading={invite.isPending} disabled={!target.trim()}>
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
