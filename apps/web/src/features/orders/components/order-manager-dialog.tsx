import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = { initial: string; onSave: (name: string) => void; onClose: () => void };

/** "¿Quién atiende?": the name of whoever attends on this device in this shift (see OrderManagerProvider). */
const OrderManagerDialog = ({ initial, onSave, onClose }: Props) => {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  return (
    <Modal opened onClose={onClose} title="¿Quién atiende?" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (draft.trim()) onSave(draft);
        }}
      >
        <Stack>
          <Text size="sm">Tu nombre queda en el historial de cada pedido que atiendas en este turno.</Text>
          <TextInput
            label="Nombre de quien atiende"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            maxLength={80}
            size="md"
            data-autofocus
            error={touched && !draft.trim() ? 'Escribe un nombre' : undefined}
          />
          <Button type="submit" size="md">
            Continuar
          </Button>
        </Stack>
      </form>
    </Modal>
  );
};

export default OrderManagerDialog;
