import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useAlertSound } from '../hooks/use-alert-sound.ts';
import { ConnectionIndicator } from './connection-indicator.tsx';
import { OrderManagerBadge } from './order-manager-badge.tsx';
import { SoundControl } from './sound-control.tsx';

type Props = { sound: ReturnType<typeof useAlertSound>; children?: ReactNode };

/** The header of a live orders screen: connection, who attends, the alert sound, and any screen action. */
export const LiveTools = ({ sound, children }: Props) => (
  <Group gap="sm">
    <ConnectionIndicator />
    <OrderManagerBadge />
    <SoundControl
      armed={sound.armed}
      armedBefore={sound.armedBefore}
      onArm={() => void sound.arm()}
      onTest={sound.play}
    />
    {children}
  </Group>
);
