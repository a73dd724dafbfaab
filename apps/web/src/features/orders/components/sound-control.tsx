import { Button } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';

type SoundControlProps = { armed: boolean; armedBefore: boolean; onArm: () => void; onTest: () => void };

/** Browsers keep sound off until the page is touched: a clear control until the alert can ring. */
export const SoundControl = ({ armed, armedBefore, onArm, onTest }: SoundControlProps) =>
  armed ? (
    <Button variant="light" color="green" size="md" leftSection={<IconVolume size={20} />} onClick={onTest}>
      Sonido activado · probar
    </Button>
  ) : (
    <Button color="orange" size="md" leftSection={<IconVolumeOff size={20} />} onClick={onArm}>
      {armedBefore ? 'Activar sonido (toca aquí)' : 'Activar sonido'}
    </Button>
  );
