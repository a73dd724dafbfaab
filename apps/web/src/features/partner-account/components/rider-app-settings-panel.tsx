import { type ProofKind, proofKindLabels, proofKinds, type RiderAppSettings } from '@backoffice/shared';
import { Button, Group, NumberInput, Paper, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorState, MutationError } from '../../../components/query-state.tsx';
import { useRiderAppSettings, useSaveRiderAppSettings } from '../api/rider-app-settings.ts';

const SettingsForm = ({ initial }: { initial: Required<RiderAppSettings> }) => {
  const save = useSaveRiderAppSettings();
  const [acceptSeconds, setAcceptSeconds] = useState<number>(initial.acceptSeconds);
  const [proof, setProof] = useState<ProofKind>(initial.proof);
  const [autoAssign, setAutoAssign] = useState(initial.autoAssign);
  const valid = Number.isInteger(acceptSeconds) && acceptSeconds >= 30 && acceptSeconds <= 1800;
  const submit = () =>
    save.mutate(
      { acceptSeconds, proof, autoAssign },
      { onSuccess: () => notifications.show({ color: 'green', message: 'Reglas de repartidores guardadas.' }) },
    );
  return (
    <Stack>
      <Group grow wrap="wrap" align="flex-start">
        <NumberInput
          label="Segundos para aceptar una tarea"
          description="Después vuelve al despacho (de 30 s a 30 min)"
          min={30}
          max={1800}
          step={30}
          value={acceptSeconds}
          onChange={(value) => setAcceptSeconds(typeof value === 'number' ? value : Number(value))}
          error={valid ? undefined : 'Entre 30 y 1800 segundos'}
          style={{ minWidth: 220 }}
        />
        <Select
          label="Comprobante de entrega"
          data={proofKinds.map((value) => ({ value, label: proofKindLabels[value] }))}
          value={proof}
          onChange={(value) => value && setProof(value as ProofKind)}
          allowDeselect={false}
          style={{ minWidth: 220 }}
        />
      </Group>
      <Switch
        label="Asignar automáticamente al primer sugerido"
        description="Cada mandado nuevo se ofrece al repartidor sugerido; si no acepta a tiempo o lo rechaza, al siguiente. Si nadie acepta, queda en el despacho."
        checked={autoAssign}
        onChange={(event) => setAutoAssign(event.currentTarget.checked)}
        data-testid="rider-auto-assign"
      />
      <MutationError mutation={save} title="No se pudieron guardar las reglas" />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} disabled={!valid}>
          Guardar reglas
        </Button>
      </Group>
    </Stack>
  );
};

/** The riders' app rules of the partner, with auto-assign (decision 055). */
export const RiderAppSettingsPanel = () => {
  const settings = useRiderAppSettings();
  return (
    <Paper withBorder p="lg" data-testid="rider-app-settings">
      <Stack>
        <Stack gap={2}>
          <Title order={4}>App de repartidores</Title>
          <Text size="sm" c="dimmed">
            Cuánto tiempo tiene un repartidor para aceptar, qué comprobante pide la entrega y si los mandados se ofrecen
            solos.
          </Text>
        </Stack>
        {settings.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
        ) : (
          <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />
        )}
      </Stack>
    </Paper>
  );
};
