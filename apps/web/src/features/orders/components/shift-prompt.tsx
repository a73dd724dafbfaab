import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useOrderManager } from '../hooks/use-order-manager.tsx';

/**
 * What was typed into the prompt and not saved yet, kept while the page lives: the partner's board draws a prompt
 * under each tab, and changing tabs must not take a half-typed name back to the account's.
 */
let typed: { account: string; text: string } | null = null;

/**
 * Asks who attends once per device and shift, in one compact row under the orders: the queue comes first, and the
 * header's "¿Quién atiende?" asks it too (decision 037). Until it is answered the account's name is used.
 */
export const ShiftPrompt = () => {
  const { name, save } = useOrderManager();
  const { authUser } = useAuth();
  const account = authUser?.id ?? '';
  const [draft, setDraft] = useState(() => (typed?.account === account ? typed.text : (authUser?.name ?? '')));
  const [touched, setTouched] = useState(false);
  if (name) return null;
  return (
    <Paper withBorder p="xs" radius="md" mt="md" data-testid="shift-prompt">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (draft.trim()) typed = null;
          save(draft);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Nombre de quien atiende este turno"
            placeholder="Tu nombre"
            size="sm"
            value={draft}
            onChange={(event) => {
              typed = { account, text: event.currentTarget.value };
              setDraft(typed.text);
            }}
            maxLength={80}
            style={{ flex: 1, minWidth: 0 }}
            error={touched && !draft.trim() ? 'Escribe un nombre' : undefined}
          />
          <Button type="submit" variant="default" size="sm">
            Guardar
          </Button>
        </Group>
      </form>
    </Paper>
  );
};
