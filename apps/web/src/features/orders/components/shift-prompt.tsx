import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { useOrderManager } from '../hooks/use-order-manager.tsx';

/** Asks who attends once per device and shift, beside the list: never in the way of accepting an order. */
export const ShiftPrompt = () => {
  const { name, save } = useOrderManager();
  const { authUser } = useAuth();
  const [draft, setDraft] = useState(authUser?.name ?? '');
  const [touched, setTouched] = useState(false);
  const mobile = useMobileScreen();
  if (name) return null;
  // On a phone one row, its words inside the field, so the first order still shows without scrolling.
  return (
    <Paper withBorder p={mobile ? 'xs' : 'sm'} radius="md" mb={mobile ? 0 : 'md'}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          save(draft);
        }}
      >
        <Group gap="sm" align="flex-end" wrap={mobile ? 'nowrap' : 'wrap'}>
          <TextInput
            label={mobile ? undefined : 'Nombre de quien atiende este turno'}
            aria-label={mobile ? 'Nombre de quien atiende este turno' : undefined}
            placeholder={mobile ? '¿Quién atiende este turno?' : 'Tu nombre'}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={80}
            style={{ flex: 1, minWidth: mobile ? 0 : 180 }}
            error={touched && !draft.trim() ? 'Escribe un nombre' : undefined}
          />
          <Button type="submit" variant="default">
            Guardar
          </Button>
        </Group>
        {!mobile && (
          <Text size="xs" c="gray.7" mt={4}>
            Queda en el historial de cada pedido; mientras tanto se usa el nombre de la cuenta.
          </Text>
        )}
      </form>
    </Paper>
  );
};
