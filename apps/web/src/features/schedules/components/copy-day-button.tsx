import type { WeekDay } from '@backoffice/shared';
import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';
import { codeOnReach } from '../../../components/code-on-reach.ts';
import { copyLabel } from '../lib/week-order.ts';

// The popover of days brings Popover, Checkbox and the floating-position library: the button is drawn alone and
// the popover's code downloads when a pointer or the focus first reaches it; a press made meanwhile opens it on
// arrival (decision 057).
const useCopyDayPopover = codeOnReach(async () => (await import('./copy-day-popover.tsx')).CopyDayPopover);

export const CopyDayButton = ({ day, onCopy }: { day: WeekDay; onCopy: (targets: WeekDay[]) => void }) => {
  const button = useRef<HTMLButtonElement>(null);
  const { Loaded: CopyDayPopover, standIn } = useCopyDayPopover(button);
  if (CopyDayPopover) return <CopyDayPopover day={day} onCopy={onCopy} buttonRef={button} />;
  return (
    <Button variant="subtle" size="xs" leftSection={<IconCopy size={14} />} aria-label={copyLabel(day)} {...standIn}>
      Copiar a otros días
    </Button>
  );
};
