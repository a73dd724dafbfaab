import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context.tsx';
import { useOrderManager } from '../hooks/use-order-manager.tsx';

/** Asks who attends once per device and shift, beside the list: never in the way of accepting an order. */
export const ShiftPrompt = () => {
  const { name, save } = useOrderManager();
  const { authUser } = useAuth();
  const [draft, setDraft] = useState(authUser?.name ?? '');
  const [touched, setTouched] = useState(false);
  if (name) return null;
  return (
    <Paper withBorder p="sm" radius="md" mb="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          save(draft);
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Nombre de quien atiende este turno"
            placeholder="Tu nombre"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={80}
            style={{ flex: 1, minWidth: 180 }}
            error={touched && !draft.trim() ? 'Escribe un nombre' : undefined}
          />
          <Button type="submit" variant="default">
            Guardar
          </Button>
        </Group>
        <Text size="xs" c="gray.7" mt={4}>
          Queda en el historial de cada pedido; mientras tanto se usa el nombre de la cuenta.
        </Text>
      </form>
    </Paper>
  );
};
