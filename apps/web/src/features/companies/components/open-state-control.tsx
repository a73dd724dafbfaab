import { type Company, companyStatusLabels } from '@backoffice/shared';
import { Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';
import { useOwnCompanyRecord } from '../../../hooks/use-own-company-record.ts';
import { companyKeys } from '../api/company-keys.ts';
import { type OpenChange, useSetCompanyOpen } from '../api/set-company-open.ts';
import { clockIn } from '../lib/format.ts';

const PAUSES = [15, 30, 60];

/** The state in words: to the company itself ("recibes"), or about it to a partner ("recibe"). */
const stateText = (company: Company, aboutOther = false) => {
  if (company.pausedUntil) return `Pausado hasta ${clockIn(company.pausedUntil, company.timezone)}`;
  if (!company.open)
    return aboutOther
      ? 'Cerrado: no recibe pedidos hasta que se abra.'
      : 'Cerrado: no recibes pedidos hasta que lo abras.';
  if (company.status !== 'active')
    return `Abierto, pero el comercio está ${companyStatusLabels[company.status].toLowerCase()}: aún no recibe pedidos.`;
  if (!company.openNow)
    return aboutOther
      ? 'Abierto, pero fuera de horario: recibirá pedidos en su próximo horario.'
      : 'Abierto, pero fuera de horario: recibirás pedidos en tu próximo horario.';
  return aboutOther ? 'Abierto: está recibiendo pedidos.' : 'Abierto: estás recibiendo pedidos.';
};

/** The open/closed switch and short pauses; the header badge follows through the stored login record. */
export const OpenStateControl = ({ company, aboutOther = false }: { company: Company; aboutOther?: boolean }) => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const change = useSetCompanyOpen(company.id);
  // Whatever newer state of the signed-in company this screen learns (open switch, pause) reaches the header.
  const record = useOwnCompanyRecord();
  useEffect(() => record(company), [company, record]);

  // A pause ends by itself on the server; read the company again when it does.
  useEffect(() => {
    if (!company.pausedUntil) return;
    const wait = Math.max(new Date(company.pausedUntil).getTime() - Date.now() + 1500, 1000);
    const timer = window.setTimeout(
      () => queryClient.invalidateQueries({ queryKey: companyKeys.detail(company.id) }),
      wait,
    );
    return () => window.clearTimeout(timer);
  }, [company.pausedUntil, company.id, queryClient]);

  const run = (key: string, next: OpenChange) => {
    setPending(key);
    change.mutate(next, {
      onSuccess: (saved) => {
        const title = saved.pausedUntil
          ? `Pausado hasta ${clockIn(saved.pausedUntil, saved.timezone)}`
          : saved.open
            ? 'Comercio abierto'
            : 'Comercio cerrado';
        notifications.show({ color: saved.open ? 'green' : 'orange', title, message: stateText(saved, aboutOther) });
      },
      onSettled: () => setPending(null),
    });
  };

  const busy = change.isPending;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Switch
              size="lg"
              checked={company.open}
              disabled={busy}
              onChange={(event) => run('switch', { open: event.currentTarget.checked })}
              label={<Text fw={700}>{company.open ? 'Abierto' : 'Cerrado'}</Text>}
              aria-label="Comercio abierto"
              color="green"
            />
            <Text size="sm" c={company.pausedUntil ? 'orange.8' : 'dimmed'} data-testid="open-state-detail">
              {stateText(company, aboutOther)}
            </Text>
          </Stack>
          {company.pausedUntil && (
            <Button
              variant="light"
              color="green"
              leftSection={<IconPlayerPlay size={16} />}
              loading={pending === 'resume'}
              disabled={busy}
              onClick={() => run('resume', { open: true })}
            >
              Reanudar ahora
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {PAUSES.map((minutes) => (
            <Button
              key={minutes}
              size="sm"
              variant="default"
              leftSection={<IconPlayerPause size={16} />}
              loading={pending === `pause-${minutes}`}
              disabled={busy}
              onClick={() => run(`pause-${minutes}`, { open: false, pauseMinutes: minutes })}
            >
              Pausar {minutes} minutos
            </Button>
          ))}
        </Group>
        {change.isError && (
          <Alert color="red" variant="light" role="alert" title="No se pudo cambiar el estado">
            {errorMessage(change.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
