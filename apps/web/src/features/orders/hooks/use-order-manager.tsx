import { notifications } from '@mantine/notifications';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useAuth } from '../../../lib/auth-context.tsx';
import { readDevice, writeDevice } from '../../../lib/device-storage.ts';
import { currentShiftName, type ShiftManager } from '../lib/shift-manager.ts';

// The question's dialog (a modal and a text field) is code every screen would load for a rare moment.
const OrderManagerDialog = lazy(() => import('../components/order-manager-dialog.tsx'));

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
  const fallback = authUser?.name || (business?.type === 'company' ? business.data.name : business?.name) || 'Equipo';

  const change = useCallback(() => {
    setDraft(name ?? authUser?.name ?? '');
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
      {asking && (
        <Suspense fallback={null}>
          <OrderManagerDialog
            initial={draft}
            onSave={(value) => {
              save(value);
              setAsking(false);
            }}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </OrderManagerContext.Provider>
  );
};

export const useOrderManager = () => {
  const context = useContext(OrderManagerContext);
  if (!context) throw new Error('useOrderManager outside OrderManagerProvider');
  return context;
};
