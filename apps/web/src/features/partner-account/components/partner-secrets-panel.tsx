import type { Partner } from '@backoffice/shared';
import { partnerSecretNames } from '@backoffice/shared/partner-secret-names';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { secretLabels } from '../lib/secret-labels.ts';
import type { Editing } from './secret-modal.tsx';

// The dialog that sets or removes a credential (Modal, the password field, the schema with zod) downloads when it
// opens: the panel is drawn at first paint of the partner's account (decision 057).
const SecretModal = lazyScreen(() => import('./secret-modal.tsx').then((module) => ({ default: module.SecretModal })));

/** The partner's payment credentials: never shown back, only whether each is set and its last four characters. */
export const PartnerSecretsPanel = ({ partner }: { partner: Partner }) => {
  const [editing, setEditing] = useState<Editing | null>(null);
  const hints = new Map(partner.secrets.map((secret) => [secret.name, secret]));

  return (
    <Paper withBorder p="lg" data-testid="partner-secrets">
      <Stack>
        <Stack gap={2}>
          <Title order={4}>Credenciales de pago</Title>
          <Text size="sm" c="dimmed">
            Con tu cuenta de Mercado Pago los comercios pagan sus saldos en línea. Se guardan cifradas y nunca se
            vuelven a mostrar.
          </Text>
        </Stack>
        {partnerSecretNames.map((name) => {
          const hint = hints.get(name);
          return (
            <Group key={name} justify="space-between" wrap="wrap" gap="xs" data-testid={`secret-${name}`}>
              <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
                <Group gap="xs">
                  <Text fw={600}>{secretLabels[name].label}</Text>
                  <Badge color={hint ? 'green' : 'gray'} variant="light">
                    {hint ? (hint.last4 ? `Configurada ···· ${hint.last4}` : 'Configurada') : 'Sin configurar'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {secretLabels[name].where}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setEditing({ name, mode: 'replace' })}>
                  {hint ? 'Reemplazar' : 'Configurar'}
                </Button>
                {hint && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => setEditing({ name, mode: 'remove' })}>
                    Quitar
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
      {editing && (
        <LazyDialog
          title={secretLabels[editing.name].label}
          place="center"
          onClose={() => setEditing(null)}
          errorTitle="No pudimos abrir el formulario"
        >
          <SecretModal partner={partner} editing={editing} onClose={() => setEditing(null)} />
        </LazyDialog>
      )}
    </Paper>
  );
};
