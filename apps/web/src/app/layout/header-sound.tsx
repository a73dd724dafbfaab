import { ActionIcon, Badge, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { HintTooltip } from '../../components/hint-tooltip.tsx';
import type { LiveAlerts } from '../../features/orders/hooks/use-live-alerts.tsx';
import { countLabel } from '../../lib/plural.ts';

type Props = { alerts: LiveAlerts; compact: boolean };

/**
 * The alert sound, always in the header: "Activar sonido" until the browser lets it play (one tap, and the
 * device remembers it), then "Sonido activado" (a tap plays it), how many orders are ringing and how many of
 * them waited past the escalation minutes (the insistent tone).
 */
export const HeaderSound = ({ alerts, compact }: Props) => {
  const { sound, ringing, urgent } = alerts;
  const label = sound.armed ? 'Sonido activado' : 'Activar sonido';
  const onClick = () => (sound.armed ? sound.play('chime') : void sound.arm());
  const control = compact ? (
    <HintTooltip label={label}>
      <ActionIcon
        size="lg"
        variant={sound.armed ? 'light' : 'filled'}
        color={sound.armed ? 'green' : 'orange'}
        onClick={onClick}
        aria-label={label}
      >
        {sound.armed ? <IconVolume size={20} /> : <IconVolumeOff size={20} />}
      </ActionIcon>
    </HintTooltip>
  ) : (
    <Button
      variant={sound.armed ? 'light' : 'filled'}
      color={sound.armed ? 'green' : 'orange'}
      leftSection={sound.armed ? <IconVolume size={18} /> : <IconVolumeOff size={18} />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-testid="header-sound"
      data-armed={sound.armed}
      data-ringing={ringing}
      data-tone={urgent > 0 ? 'insistent' : 'chime'}
    >
      {control}
      {ringing > 0 && (
        <Badge color="red" variant="filled" data-testid="ringing" style={{ textTransform: 'none' }}>
          {compact ? ringing : `Sonando: ${countLabel(ringing, 'pedido', 'pedidos')}`}
        </Badge>
      )}
      {urgent > 0 && (
        <Badge
          color="red.9"
          variant="filled"
          leftSection={<IconAlertTriangle size={14} />}
          data-testid="ringing-urgent"
          aria-label={`Sin atender: ${countLabel(urgent, 'pedido', 'pedidos')}`}
          style={{ textTransform: 'none' }}
        >
          {compact ? urgent : `Sin atender: ${countLabel(urgent, 'pedido', 'pedidos')}`}
        </Badge>
      )}
    </Group>
  );
};
