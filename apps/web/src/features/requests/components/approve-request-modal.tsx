import type { JoinRequest, JoinRequestApproved } from '@backoffice/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MutationError } from '../../../components/query-state.tsx';
import { useApproveRequest } from '../api/requests.ts';

type Props = { request: JoinRequest; onClose: () => void; onApproved: (result: JoinRequestApproved) => void };

/** A business becomes a company with its sign-in (the e-mail can be corrected here); a rider, a rider. */
export const ApproveRequestModal = ({ request, onClose, onApproved }: Props) => {
  const approve = useApproveRequest();
  const [email, setEmail] = useState(request.email);
  const confirm = () =>
    approve.mutate(
      { id: request.id, email: request.kind === 'company' ? email.trim() : undefined },
      {
        onSuccess: (result) => {
          onApproved(result);
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Aprobar a ${request.name}`} centered>
      <Stack>
        {request.kind === 'company' ? (
          <>
            <Text size="sm">
              Se creará el comercio «{request.name}» activo, con una cuenta para {request.contact}. Verás su primera
              contraseña una sola vez.
            </Text>
            <TextInput
              label="Correo de la cuenta"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          </>
        ) : (
          <Text size="sm">Se dará de alta a {request.name} como repartidor de tu operación.</Text>
        )}
        <MutationError mutation={approve} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={confirm} loading={approve.isPending}>
            Aprobar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
