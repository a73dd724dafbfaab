import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readDevice, writeDevice } from '../../../lib/device-storage.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { currentShiftName, type ShiftManager } from '../lib/shift-manager.ts';

const ORDER_MANAGER_KEY = 'orderManager';

type OrderManagerValue = {
  /** Who attends this shift on this device; null until someone says so. */
  name: string | null;
  /** The name for the Order-Manager header: who attends, or the account's own name, never a question. */
  managerName: () => string;
  save: (name: string) => void;
  change: () => void;
};

const OrderManagerContext = createContext<OrderManagerValue | null>(null);

/**
 * Who attends: asked once per device and shift, from the header or the orders screen, never in the middle
 * of accepting; until it is answered, status changes carry the account's name in the Order-Manager header.
 */
export const OrderManagerProvider = ({ children }: { children: ReactNode }) => {
  const { authUser, business } = useAuth();
  const [name, setName] = useState(() => currentShiftName(readDevice<ShiftManager>(ORDER_MANAGER_KEY), Date.now()));
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState('');
  const [touched, setTouched] = useState(false);
  const fallback = authUser?.name || (business?.type === 'company' ? business.data.name : business?.name) || 'Equipo';

  const change = useCallback(() => {
    setDraft(name ?? authUser?.name ?? '');
    setTouched(false);
    setAsking(true);
  }, [name, authUser]);

  const save = useCallback((value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    writeDevice(ORDER_MANAGER_KEY, { name: trimmed, since: Date.now() } satisfies ShiftManager);
    setName(trimmed);
    notifications.show({ color: 'green', message: `Atiende: ${trimmed}` });
  }, []);

  const value = useMemo(
    () => ({
      name,
      // Read again at each action: a shift that ended while the screen stayed open asks anew.
      managerName: () => currentShiftName(readDevice<ShiftManager>(ORDER_MANAGER_KEY), Date.now()) ?? fallback,
      save,
      change,
    }),
    [name, fallback, save, change],
  );

  return (
    <OrderManagerContext.Provider value={value}>
      {children}
      <Modal opened={asking} onClose={() => setAsking(false)} title="¿Quién atiende?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!draft.trim()) return;
            save(draft);
            setAsking(false);
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
    </OrderManagerContext.Provider>
  );
};

export const useOrderManager = () => {
  const context = useContext(OrderManagerContext);
  if (!context) throw new Error('useOrderManager outside OrderManagerProvider');
  return context;
};
