import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccountMay } from '../../../hooks/use-account-may.ts';
import { getSession } from '../../../lib/auth-api.ts';
import { useAuth } from '../../../lib/auth-context.tsx';

type Props = {
  /** An admin chooses who follows what (decision 011, `team.manage`); a dispatcher asks one. */
  mayChoose: boolean;
  /** Reads the session again: the companies an admin just assigned show without signing out. */
  onRecheck: () => Promise<unknown>;
};

/** A dispatcher who follows no company yet: why the board is empty, who fixes it, and where (decision 043). */
export const NoFollowedCompanies = ({ mayChoose, onRecheck }: Props) => {
  const [checking, setChecking] = useState(false);
  const [stillNone, setStillNone] = useState(false);
  const recheck = () => {
    setChecking(true);
    onRecheck()
      .then(() => setStillNone(true))
      .finally(() => setChecking(false));
  };
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={460} ta="center" data-testid="no-followed-companies">
        <IconBuildingStore size={40} stroke={1.5} aria-hidden="true" />
        <Title order={3}>Aún no sigues ningún comercio</Title>
        {mayChoose ? (
          <>
            <Text c="dimmed">
              Los pedidos y mandados llegan a esta pantalla de los comercios que sigues. Elige cuáles en Cuenta →
              Equipo, con «Editar acceso».
            </Text>
            <Button component={Link} to="/account">
              Elegir comercios
            </Button>
          </>
        ) : (
          <>
            <Text c="dimmed">
              Los pedidos y mandados llegan a esta pantalla de los comercios que sigues, y un administrador de tu equipo
              los elige en Cuenta → Equipo. Pídeselo; cuando te diga que ya están, toca «Revisar de nuevo».
            </Text>
            <Button onClick={recheck} loading={checking}>
              Revisar de nuevo
            </Button>
            {stillNone && !checking ? (
              <Text size="sm" role="status">
                Todavía no tienes comercios asignados.
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Center>
  );
};

/** The empty state of the partner's orders screen, wired to the session. */
export const NoFollowedCompaniesState = () => {
  const { business, updateBusiness } = useAuth();
  const mayChoose = useAccountMay('team.manage');
  const recheck = async () => {
    const session = await getSession();
    if (session && business?.type === 'partner' && session.business.type === 'partner') {
      updateBusiness(session.business);
    }
  };
  return <NoFollowedCompanies mayChoose={mayChoose} onRecheck={recheck} />;
};
