import { ActionIcon, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { memo } from 'react';
import { HintTooltip } from '../../../components/hint-tooltip.tsx';
import { useOrderManager } from '../hooks/use-order-manager.tsx';

/** Who attends this shift on this device, in the header (orange while nobody said); a tap changes it. */
export const OrderManagerBadge = memo(({ compact = false }: { compact?: boolean }) => {
  const { name, change } = useOrderManager();
  const label = name ? `Atiende: ${name}` : '¿Quién atiende?';
  if (compact)
    return (
      <HintTooltip label={label}>
        <ActionIcon
          variant={name ? 'subtle' : 'light'}
          color={name ? 'dark' : 'orange'}
          size="lg"
          onClick={change}
          aria-label={label}
        >
          <IconUser size={20} />
        </ActionIcon>
      </HintTooltip>
    );
  return (
    <Button
      variant={name ? 'subtle' : 'light'}
      color={name ? 'dark' : 'orange'}
      size="sm"
      leftSection={<IconUser size={18} />}
      onClick={change}
      maw={220}
    >
      {label}
    </Button>
  );
});
