import { MAX_ORDER_MINUTES, type Order } from '@backoffice/shared';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { LazyNumberInput, preloadNumberInput } from '../../../components/lazy-number-input.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { readDevice, writeDevice } from '../../../lib/device-storage.ts';
import { usualMinuteChoices } from '../lib/usual-minutes.ts';

const LAST_MINUTES_KEY = 'lastAcceptMinutes';
const OTHER = 'other';
/** Dark enough for white text (WCAG AA). */
export const ACCEPT_GREEN = '#1b6e2f';

type AcceptOrderPanelProps = {
  order: Order;
  loading: boolean;
  onAccept: (minutes: number) => void;
  onReject: () => void;
};

/** A pending order: the usual preparation time is already chosen, so accepting is one tap. */
export const AcceptOrderPanel = ({ order, loading, onAccept, onReject }: AcceptOrderPanelProps) => {
  const { business } = useAuth();
  const shopMinutes =
    business?.type === 'company' && business.id === order.company
      ? (business.data as { preparationMinutes?: number }).preparationMinutes
      : null;
  const [{ choices, preselected }] = useState(() =>
    usualMinuteChoices(shopMinutes, readDevice<number>(LAST_MINUTES_KEY)),
  );
  const [chip, setChip] = useState(String(preselected));
  const [other, setOther] = useState<number | string>('');
  const labelId = useId();
  // The drawer is open on a waiting order: "Otro" may come next, so its input downloads now, not on the tap.
  useEffect(preloadNumberInput, []);

  const minutes = chip === OTHER ? (typeof other === 'number' ? other : Number.parseInt(other, 10)) : Number(chip);
  const valid = Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_ORDER_MINUTES;

  const accept = () => {
    writeDevice(LAST_MINUTES_KEY, minutes);
    onAccept(minutes);
  };

  return (
    <Stack gap="sm">
      <Text fw={600} id={labelId}>
        Listo en
      </Text>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        {[...choices.map(String), OTHER].map((value) => (
          <Button
            key={value}
            size="md"
            radius="xl"
            miw={72}
            variant={chip === value ? 'filled' : 'default'}
            color="secondary"
            aria-pressed={chip === value}
            onClick={() => setChip(value)}
          >
            {value === OTHER ? 'Otro' : `${value} min`}
          </Button>
        ))}
      </Group>
      {chip === OTHER && (
        <LazyNumberInput
          label="Otro tiempo (minutos)"
          size="md"
          min={1}
          max={MAX_ORDER_MINUTES}
          allowDecimal={false}
          value={other}
          onChange={setOther}
          data-autofocus
          error={other !== '' && !valid ? `Escribe de 1 a ${MAX_ORDER_MINUTES} minutos` : undefined}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {/* The label wraps rather than being cut ("Aceptar pedido (2" in counter mode at 1366 px). */}
        <Button
          size="lg"
          h="auto"
          mih={50}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' } }}
          color={ACCEPT_GREEN}
          leftSection={<IconCheck />}
          disabled={!valid}
          loading={loading}
          onClick={accept}
        >
          {valid ? `Aceptar pedido (${minutes} min)` : 'Aceptar pedido'}
        </Button>
        <Button size="lg" color="red.9" variant="outline" leftSection={<IconX />} onClick={onReject}>
          Rechazar
        </Button>
      </SimpleGrid>
    </Stack>
  );
};
