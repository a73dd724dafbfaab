import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  label: string;
  /** The refresh itself; the button waits for it and then says how it went. */
  onRefresh: () => Promise<unknown>;
};

const CONFIRMATION_MS = 2500;
type Phase = 'idle' | 'loading' | 'done' | 'failed';

/** A refresh-like button that shows it worked: loading, then a brief "Actualizado" (or "No se pudo actualizar"). */
export const RefreshButton = ({ label, onRefresh, ...props }: Props) => {
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = async () => {
    clearTimeout(timer.current);
    setPhase('loading');
    try {
      await onRefresh();
      setPhase('done');
    } catch {
      setPhase('failed');
    }
    timer.current = setTimeout(() => setPhase('idle'), CONFIRMATION_MS);
  };
  const shown =
    phase === 'done'
      ? { text: 'Actualizado', icon: <IconCheck size={16} />, color: 'green' }
      : phase === 'failed'
        ? { text: 'No se pudo actualizar', icon: <IconX size={16} />, color: 'red' }
        : { text: label, icon: <IconRefresh size={16} />, color: props.color };
  return (
    <Button
      variant="light"
      {...props}
      color={shown.color}
      leftSection={shown.icon}
      loading={phase === 'loading'}
      onClick={() => void run()}
      aria-live="polite"
    >
      {shown.text}
    </Button>
  );
};
