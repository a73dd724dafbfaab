import { ActionIcon, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { HintTooltip } from '../../../components/hint-tooltip.tsx';
import { useOrderManager } from '../hooks/use-order-manager.tsx';

/** Who attends this shift on this device, in the header; a tap changes it at a shift change. */
export const OrderManagerBadge = ({ compact = false }: { compact?: boolean }) => {
  const { name, change } = useOrderManager();
  const label = name ? `Atiende: ${name}` : '¿Quién atiende?';
  if (compact)
    return (
      <HintTooltip label={label}>
        <ActionIcon variant="subtle" color="dark" size="lg" onClick={change} aria-label={label}>
          <IconUser size={20} />
        </ActionIcon>
      </HintTooltip>
    );
  return (
    <Button variant="subtle" color="dark" size="sm" leftSection={<IconUser size={18} />} onClick={change} maw={220}>
      {label}
    </Button>
  );
};
