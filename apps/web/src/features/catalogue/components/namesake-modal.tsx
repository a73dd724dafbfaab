import type { Product } from '@backoffice/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  namesake: Product | undefined;
  creating: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before saving a second product with the same name in the same section. */
export const NamesakeModal = ({ namesake, creating, onCancel, onConfirm }: Props) => (
  <Modal opened={namesake !== undefined} onClose={onCancel} title="Nombre repetido" centered>
    <Stack>
      <Text>
        Ya existe «{namesake?.name}» en la sección {namesake?.section}.{' '}
        {creating ? '¿Crear otro?' : '¿Guardar de todos modos?'}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onConfirm}>{creating ? 'Crear otro' : 'Guardar'}</Button>
      </Group>
    </Stack>
  </Modal>
);
