import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconPrinter, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CounterModeMenuItem } from '../../features/orders/components/counter-mode-menu-item.tsx';
import { useAuth } from '../../lib/auth-context.tsx';
import { goToSignIn } from '../../lib/sign-in-page.ts';
import { AccountButton, accountTypeLabels } from './account-button.tsx';

/**
 * The account menu itself (account-menu.tsx loads it on the first press). It mounts open, since that press asked
 * for it; closing gives the focus back to its button, which replaced the one pressed.
 */
const AccountMenuDropdown = ({ compact }: { compact: boolean }) => {
  const { authUser, type, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!authUser || !type) return null;
  const handleLogout = async () => {
    setLeaving(true);
    try {
      await signOut();
      goToSignIn();
    } catch {
      notifications.show({ color: 'red', title: 'No se pudo cerrar la sesión', message: 'Inténtalo de nuevo.' });
      setLeaving(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal defaultOpened onClose={() => button.current?.focus()}>
      <Menu.Target>
        <AccountButton ref={button} compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{authUser.email}</Menu.Label>
        <Menu.Item leftSection={<IconUserCircle size={16} />} disabled>
          {accountTypeLabels[type]}
        </Menu.Item>
        {type === 'company' && <CounterModeMenuItem />}
        {type !== 'deliveries-provider' && (
          <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => navigate('/printer')}>
            Impresora
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={() => navigate('/security')}>
          Seguridad y sesiones
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={handleLogout} disabled={leaving}>
          {leaving ? 'Cerrando sesión…' : 'Cerrar sesión'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

export default AccountMenuDropdown;
