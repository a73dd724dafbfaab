import { type Company, clockAt, type OpenState, type OpenStateKind } from '@backoffice/shared';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MutationError } from '../../../components/query-state.tsx';
import { describeOpenState, useOpenState } from '../../../hooks/use-open-state.ts';
import { useOwnCompanyRecord } from '../../../hooks/use-own-company-record.ts';
import { companyKeys } from '../api/company-keys.ts';
import { type OpenChange, useSetCompanyOpen } from '../api/set-company-open.ts';

const PAUSES = [15, 30, 60];

const explanations: Record<OpenStateKind, [own: string, other: string]> = {
  open: ['estás recibiendo pedidos.', 'está recibiendo pedidos.'],
  paused: ['vuelves a recibir pedidos a esa hora.', 'vuelve a recibir pedidos a esa hora.'],
  outside_schedule: ['no recibes pedidos hasta entonces.', 'no recibe pedidos hasta entonces.'],
  switched_off: ['no recibes pedidos hasta que lo abras.', 'no recibe pedidos hasta que se abra.'],
  inactive: ['el comercio no recibe pedidos.', 'el comercio no recibe pedidos.'],
};

/** What customers see, then what it means: to the company itself ("recibes"), or about it to a partner ("recibe"). */
const stateText = (open: { state: OpenState; label: string }, aboutOther: boolean) =>
  `${open.label}: ${explanations[open.state.kind][aboutOther ? 1 : 0]}`;

/** The open/closed switch and short pauses; the header badge follows through the stored login record. */
export const OpenStateControl = ({ company, aboutOther = false }: { company: Company; aboutOther?: boolean }) => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const change = useSetCompanyOpen(company.id);
  const open = useOpenState(company);
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
          ? `Pausado hasta ${clockAt(new Date(saved.pausedUntil), saved.timezone)}`
          : saved.open
            ? 'Comercio abierto'
            : 'Comercio cerrado';
        notifications.show({ color: saved.open ? 'green' : 'orange', title, message: describeOpenState(saved).label });
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
              {open && stateText(open, aboutOther)}
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
        <MutationError mutation={change} title="No se pudo cambiar el estado" />
      </Stack>
    </Paper>
  );
};
