import { Box, CloseButton, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMobileScreen } from '../hooks/use-mobile-screen.ts';

type Props = {
  title: string;
  /** Where the real dialog opens: a drawer on the right, or a dialog in the middle. */
  place: 'right' | 'center';
  onClose: () => void;
  children: ReactNode;
};

/**
 * Where a drawer or dialog whose code is still downloading will be (or that could not be downloaded): answers the
 * press at once, with the dialog's title, a close button, and a loader or the error. Plain elements only, so that
 * it costs the screen nothing.
 */
export const PendingPanel = ({ title, place, onClose, children }: Props) => {
  const mobile = useMobileScreen();
  const frame =
    place === 'right' || mobile
      ? { top: 0, right: 0, bottom: 0, w: mobile ? '100%' : 560 }
      : { top: '5dvh', left: '50%', w: 'min(860px, 96vw)', style: { transform: 'translateX(-50%)' } };
  return (
    <Box
      role="dialog"
      aria-label={title}
      pos="fixed"
      {...frame}
      bg="var(--mantine-color-body)"
      p="md"
      style={{ zIndex: 200, boxShadow: 'var(--mantine-shadow-xl)', borderRadius: 8, overflowY: 'auto', ...frame.style }}
    >
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Text fw={700} size="xl">
          {title}
        </Text>
        <CloseButton size="lg" aria-label="Cerrar" onClick={onClose} />
      </Group>
      {children}
    </Box>
  );
};
