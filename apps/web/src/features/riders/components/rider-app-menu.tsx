import type { RiderDetail } from '@backoffice/shared';
import { Button } from '@mantine/core';
import { type ComponentType, useRef } from 'react';
import { codeOnReach } from '../../../components/code-on-reach.ts';
import type { RiderAppMenuProps } from './rider-app-menu-dropdown.tsx';

const useAppMenu = codeOnReach(
  async () => (await import('./rider-app-menu-dropdown.tsx')).RiderAppMenuDropdown as ComponentType<RiderAppMenuProps>,
);

/**
 * The rider's app from the riders list: invite (link, code, WhatsApp) and end its session (decision 042). The menu's
 * code (Menu, Popover, the floating library, the invitation's dialog) comes when a pointer or the focus first
 * reaches the button, and a press made before it arrives opens the menu on arrival, never the row (decision 057).
 */
export const RiderAppMenu = ({ rider }: { rider: RiderDetail }) => {
  const target = useRef<HTMLButtonElement>(null);
  const { Loaded, standIn } = useAppMenu(target);
  if (!rider.editable || !rider.active || rider.archived) return null;
  if (Loaded) return <Loaded rider={rider} buttonRef={target} />;
  return (
    <Button
      ref={target}
      size="compact-sm"
      variant="light"
      aria-label={`App del repartidor: ${rider.name}`}
      aria-haspopup="menu"
      onClick={(event) => event.stopPropagation()}
      {...standIn}
    >
      App
    </Button>
  );
};
