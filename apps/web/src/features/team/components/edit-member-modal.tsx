import type { Company, PartnerRole, TeamMember } from '@backoffice/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MutationError } from '../../../components/query-state.tsx';
import { type TeamKind, useUpdateMember } from '../api/team.ts';
import { MemberAccessFields } from './member-form-fields.tsx';

type Props = {
  kind: TeamKind;
  member: TeamMember;
  isSelf: boolean;
  onClose: () => void;
  companies: Company[] | undefined;
  loadingCompanies: boolean;
};

/** Role and followed companies; the person's open screens follow the change at once. */
export const EditMemberModal = ({ kind, member, isSelf, onClose, companies, loadingCompanies }: Props) => {
  const update = useUpdateMember(kind);
  const [role, setRole] = useState<PartnerRole>(member.role);
  const [listenFor, setListenFor] = useState(member.listen_for);
  const save = () =>
    update.mutate(
      {
        id: member.id,
        body: { ...(isSelf ? {} : { role }), ...(kind === 'partner' ? { listen_for: listenFor } : {}) },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Acceso de ${member.name} actualizado.` });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={`Acceso de ${member.name}`} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {member.email}
        </Text>
        <MemberAccessFields
          kind={kind}
          role={role}
          onRole={setRole}
          listenFor={listenFor}
          onListenFor={setListenFor}
          companies={companies}
          loadingCompanies={loadingCompanies}
          roleLocked={isSelf}
        />
        {isSelf && (
          <Text size="xs" c="dimmed">
            No puedes cambiar tu propio rol.
          </Text>
        )}
        <MutationError mutation={update} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
