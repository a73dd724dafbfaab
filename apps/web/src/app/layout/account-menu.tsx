import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';

// Only rendered while the menu is open: its code comes with the first opening, not with every screen.
const CounterModeMenuItem = lazy(() =>
  import('../../features/orders/components/counter-mode-switch.tsx').then((module) => ({
    default: module.CounterModeMenuItem,
  })),
);

const typeLabels = { company: 'Comercio', partner: 'Socio', 'deliveries-provider': 'Flota' } as const;

export const AccountMenu = ({ compact }: { compact: boolean }) => {
  const { authUser, type, signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!authUser || !type) return null;
  const handleLogout = async () => {
    setLeaving(true);
    try {
      await signOut();
      navigate('/login', { replace: true });
    } catch {
      notifications.show({ color: 'red', title: 'No se pudo cerrar la sesión', message: 'Inténtalo de nuevo.' });
      setLeaving(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {/* The name is the visible name and role, after the words for what the button opens. */}
          <VisuallyHidden>Menú de la cuenta</VisuallyHidden>
          <Avatar color="secondary" radius="xl" size="md" aria-hidden>
            {authUser.name.slice(0, 1).toUpperCase()}
          </Avatar>
          {!compact && (
            <div>
              <Text size="sm" fw={600} lh={1.2}>
                {authUser.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {typeLabels[type]}
              </Text>
            </div>
          )}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{authUser.email}</Menu.Label>
        <Menu.Item leftSection={<IconUserCircle size={16} />} disabled>
          {typeLabels[type]}
        </Menu.Item>
        {type === 'company' && (
          <Suspense fallback={null}>
            <CounterModeMenuItem />
          </Suspense>
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
