import type { RiderDetail, RiderInvitation } from '@backoffice/shared';
import { Anchor, Box, Button, CopyButton, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Ref, useState } from 'react';
import { errorMessage, MutationError } from '../../../components/query-state.tsx';
import { useEndRiderSession, useInviteRider } from '../api/rider-app-access.ts';

const expiryLabel = (iso: string) => new Date(iso).toLocaleTimeString('es-MX', { hour: '2-digit', minute: '2-digit' });

const InvitationView = ({ invitation }: { invitation: RiderInvitation }) => (
  <Stack gap="sm">
    <Text size="sm">
      Envíale el enlace o el código. Vence a las {expiryLabel(invitation.expiresAt)} y sirve una sola vez; al abrirlo
      elige su PIN de 4 a 6 dígitos.
    </Text>
    <TextInput label="Enlace" value={invitation.link} readOnly />
    <Group align="end" wrap="wrap">
      <TextInput label="Código" value={invitation.code} readOnly w={140} data-testid="rider-invitation-code" />
      <CopyButton value={invitation.message}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? 'Mensaje copiado' : 'Copiar mensaje'}
          </Button>
        )}
      </CopyButton>
      <Button component="a" href={invitation.whatsappUrl} target="_blank" rel="noopener noreferrer" color="green">
        Enviar por WhatsApp
      </Button>
    </Group>
    <Text size="xs" c="dimmed">
      También puede entrar en <Anchor href="/r">/r</Anchor> con su celular y el código.
    </Text>
  </Stack>
);

export type RiderAppMenuProps = { rider: RiderDetail; buttonRef: Ref<HTMLButtonElement> };

/**
 * The rider's app menu (invite, end its session) with the invitation's dialog, a chunk of its own: rider-app-menu.tsx
 * brings it when its button is reached (decision 057).
 */
export const RiderAppMenuDropdown = ({ rider, buttonRef }: RiderAppMenuProps) => {
  const invite = useInviteRider();
  const endSession = useEndRiderSession();
  const [open, setOpen] = useState(false);
  const startInvite = () => {
    setOpen(true);
    invite.mutate(rider.id);
  };
  const end = () =>
    endSession.mutate(rider.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: 'Sesión cerrada',
          message: `${rider.name} tendrá que volver a entrar.`,
        }),
      onError: (failure) =>
        notifications.show({ color: 'red', title: 'No se cerró la sesión', message: errorMessage(failure) }),
    });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            ref={buttonRef}
            size="compact-sm"
            variant="light"
            onClick={(event) => event.stopPropagation()}
            aria-label={`App del repartidor: ${rider.name}`}
            loading={endSession.isPending}
          >
            App
          </Button>
        </Menu.Target>
        <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
          <Menu.Item onClick={startInvite}>Invitar a la app</Menu.Item>
          <Menu.Item color="red" onClick={end}>
            Cerrar sesión del repartidor
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Invitar a ${rider.name}`} size="lg">
        {/* The modal lives in a portal, but React events still bubble to the list row, which would open the editor. */}
        <Box onClick={(event) => event.stopPropagation()}>
          {invite.isPending && <Text size="sm">Creando la invitación…</Text>}
          <MutationError mutation={invite} title="No se creó la invitación" />
          {invite.data && <InvitationView invitation={invite.data} />}
        </Box>
      </Modal>
    </>
  );
};
