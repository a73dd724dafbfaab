import type { TeamMember } from '@backoffice/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MutationError } from '../../../components/query-state.tsx';
import { type TeamKind, useRemoveMember } from '../api/team.ts';

/** Removing access signs the person out everywhere at once. */
type Props = { kind: TeamKind; member: TeamMember; onClose: () => void };

export const RemoveMemberModal = ({ kind, member, onClose }: Props) => {
  const remove = useRemoveMember(kind);
  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${member.name} ya no tiene acceso.` });
        onClose();
      },
    });
  return (
    <Modal opened onClose={onClose} title="Quitar acceso" centered>
      <Stack>
        <Text size="sm">
          {member.name} ({member.email}) dejará de poder entrar y se cerrarán al instante todas sus sesiones abiertas.
          Esto no se puede deshacer.
        </Text>
        <MutationError mutation={remove} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Quitar acceso
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
