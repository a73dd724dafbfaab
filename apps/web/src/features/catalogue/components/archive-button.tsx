import { Button } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useRef } from 'react';
import { codeOnReach } from '../../../components/code-on-reach.ts';
import type { ArchiveProps } from './archive-confirm.tsx';

const useArchiveConfirm = codeOnReach(async () => (await import('./archive-confirm.tsx')).ArchiveConfirm);

/**
 * "Quitar del menú" with a confirmation: archived items stay in old orders but leave the menu. The confirmation's
 * code (Popover, the floating library) comes when a pointer or the focus reaches the button; a press made before
 * it arrives opens the confirmation on arrival (decision 057).
 */
export const ArchiveButton = (props: ArchiveProps) => {
  const target = useRef<HTMLButtonElement>(null);
  const { Loaded, standIn } = useArchiveConfirm(target);
  if (Loaded) return <Loaded {...props} buttonRef={target} />;
  return (
    <Button ref={target} variant="subtle" color="red" leftSection={<IconArchive size={16} />} {...standIn}>
      Quitar del menú
    </Button>
  );
};
