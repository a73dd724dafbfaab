import { Alert, Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ConnectionView } from '../../lib/connection-state.ts';

const colors = { connected: 'green', reconnecting: 'orange', offline: 'red' } as const;

/** The live connection, always visible in the header, in words ("En línea", "Reconectando…", "Sin conexión desde…"). */
export const ConnectionStatus = ({ view }: { view: ConnectionView }) => (
  <Badge
    size="lg"
    variant="dot"
    color={colors[view.phase]}
    role="status"
    aria-live="polite"
    data-testid="connection-indicator"
    data-phase={view.phase}
    style={{ flexShrink: 0, textTransform: 'none' }}
  >
    {view.label}
  </Badge>
);

/** After a minute offline: nobody can miss that new orders are not reaching this screen. */
export const OfflineBanner = ({ view }: { view: ConnectionView }) =>
  view.banner ? (
    <Alert
      color="red"
      variant="filled"
      radius={0}
      icon={<IconWifiOff />}
      title={view.label}
      data-testid="offline-banner"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 60px)', zIndex: 150 }}
    >
      Los pedidos nuevos no llegan a esta pantalla hasta que vuelva la conexión. Revisa el internet del dispositivo; al
      volver, verás todo lo que llegó mientras tanto.
    </Alert>
  ) : null;
