import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { readSession, writeSession } from '../../../lib/session-storage.ts';
import { useAuth } from '../../auth/auth-context.tsx';

const ORDER_MANAGER_KEY = 'orderManager';

type OrderManagerValue = {
  name: string | null;
  /** The person who acts, asked once per session ("¿Quién atiende?"); null when the question is dismissed. */
  ensureName: () => Promise<string | null>;
  change: () => void;
};

const OrderManagerContext = createContext<OrderManagerValue | null>(null);

/** Who attends: sent base64-encoded in the Order-Manager header of every status change. */
export const OrderManagerProvider = ({ children }: { children: ReactNode }) => {
  const { authUser } = useAuth();
  const [name, setName] = useState(() => readSession<string>(ORDER_MANAGER_KEY));
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState('');
  const pending = useRef<((name: string | null) => void) | null>(null);

  const open = useCallback(() => {
    setDraft(name ?? authUser?.name ?? '');
    setAsking(true);
  }, [name, authUser]);

  const ensureName = useCallback(() => {
    if (name) return Promise.resolve(name);
    open();
    return new Promise<string | null>((resolve) => {
      pending.current = resolve;
    });
  }, [name, open]);

  const close = (value: string | null) => {
    setAsking(false);
    pending.current?.(value);
    pending.current = null;
  };

  const save = () => {
    const value = draft.trim();
    if (!value) return;
    writeSession(ORDER_MANAGER_KEY, value);
    setName(value);
    close(value);
  };

  const value = useMemo(() => ({ name, ensureName, change: open }), [name, ensureName, open]);

  return (
    <OrderManagerContext.Provider value={value}>
      {children}
      <Modal opened={asking} onClose={() => close(null)} title="¿Quién atiende?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              Tu nombre queda en el historial de cada pedido que atiendas en esta sesión.
            </Text>
            <TextInput
              label="Nombre de quien atiende"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={80}
              size="md"
              data-autofocus
              error={draft.trim() ? undefined : 'Escribe un nombre'}
            />
            <Button type="submit" size="md" disabled={!draft.trim()}>
              Continuar
            </Button>
          </Stack>
        </form>
      </Modal>
    </OrderManagerContext.Provider>
  );
};

export const useOrderManager = () => {
  const context = useContext(OrderManagerContext);
  if (!context) throw new Error('useOrderManager outside OrderManagerProvider');
  return context;
};
