import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = { name: string | null; onCancel: () => void; onConfirm: () => void };

/** Asked before a company gets the name of another of the partner's: two shops may share it, but rarely on purpose. */
export const DuplicateNameModal = ({ name, onCancel, onConfirm }: Props) => (
  <Modal opened={name !== null} onClose={onCancel} title="¿Otro comercio con el mismo nombre?" centered>
    <Stack>
      <Text>Ya existe un comercio llamado «{name}». ¿Crearlo de todos modos?</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cambiar el nombre
        </Button>
        <Button onClick={onConfirm}>Crear de todos modos</Button>
      </Group>
    </Stack>
  </Modal>
);
