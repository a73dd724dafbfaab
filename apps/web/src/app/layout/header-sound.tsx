import { Badge, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { memo } from 'react';
import type { AlertSound } from '../../features/orders/hooks/use-alert-sound.ts';
import { countLabel } from '../../lib/plural.ts';

type Props = Pick<AlertSound, 'armed' | 'arm' | 'play'> & { ringing: number; urgent: number };

/**
 * The alert sound, always in the header, in words: "Activar sonido" until the browser lets it play (one tap, and the
 * device remembers it), then "Sonido activado" (a tap plays it); how many orders are ringing, zero included, and how
 * many of them waited past the escalation minutes (the insistent tone).
 *
 * Drawn again only when one of these facts changes, not at every change of the live lists.
 */
export const HeaderSound = memo(({ armed, arm, play, ringing, urgent }: Props) => {
  return (
    <Group
      data-testid="header-sound"
      data-armed={armed}
      data-ringing={ringing}
      data-tone={urgent > 0 ? 'insistent' : 'chime'}
      // Its parts join the facts' row, which wraps between them on a phone rather than overflowing as one block.
      style={{ display: 'contents' }}
    >
      <Button
        size="compact-md"
        variant={armed ? 'light' : 'filled'}
        color={armed ? 'green' : 'orange'}
        leftSection={armed ? <IconVolume size={18} /> : <IconVolumeOff size={18} />}
        onClick={() => (armed ? play('chime') : void arm())}
        style={{ flexShrink: 0 }}
      >
        {armed ? 'Sonido activado' : 'Activar sonido'}
      </Button>
      <Badge
        size="lg"
        color={ringing > 0 ? 'red' : 'gray'}
        variant={ringing > 0 ? 'filled' : 'light'}
        leftSection={<IconBell size={14} />}
        data-testid={ringing > 0 ? 'ringing' : 'ringing-none'}
        style={{ textTransform: 'none', flexShrink: 0 }}
      >
        Sonando: {ringing}
      </Badge>
      {urgent > 0 && (
        <Badge
          size="lg"
          color="red.9"
          variant="filled"
          leftSection={<IconAlertTriangle size={14} />}
          data-testid="ringing-urgent"
          aria-label={`Sin atender: ${countLabel(urgent, 'pedido', 'pedidos')}`}
          style={{ textTransform: 'none', flexShrink: 0 }}
        >
          Sin atender: {urgent}
        </Badge>
      )}
    </Group>
  );
});
