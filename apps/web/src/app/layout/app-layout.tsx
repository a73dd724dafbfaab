import { ActionIcon, AppShell, Burger, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenLoader } from '../../components/full-screen-loader.tsx';
import { ScreenErrorBoundary } from '../../components/screen-error-boundary.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { LiveAlertsProvider } from '../../features/orders/components/live-alerts-provider.tsx';
import { OrderManagerBadge } from '../../features/orders/components/order-manager-badge.tsx';
import { useLiveAlerts } from '../../features/orders/hooks/use-live-alerts.tsx';
import { OrderManagerProvider } from '../../features/orders/hooks/use-order-manager.tsx';
import { useNotificationOpen } from '../../features/push/hooks/use-notification-open.ts';
import { usePushRegistration } from '../../features/push/hooks/use-push-registration.ts';
import { useConnectionView } from '../../hooks/use-connection-view.ts';
import { useMobileScreen } from '../../hooks/use-mobile-screen.ts';
import { routesAllowed } from '../routes/route-sets.ts';
import { AccountMenu } from './account-menu.tsx';
import { ConnectionStatus, OfflineBanner } from './connection-status.tsx';
import { HeaderSound } from './header-sound.tsx';
import { NavbarLinks } from './navbar-links.tsx';
import { useNavbar } from './navbar-state.tsx';
import { OpenStateBadge, useHeaderOpenState } from './open-state-badge.tsx';
import { useCompanyLiveSync } from './use-company-live-sync.ts';
import { useOwnAccountLive } from './use-own-account-live.ts';

// Counter mode's full-screen order (and the order parts it shows) is code only a counter-mode device downloads.
const CounterTakeover = lazy(() =>
  import('../../features/orders/components/counter-takeover.tsx').then((module) => ({
    default: module.CounterTakeover,
  })),
);

/** On a device in counter mode, the takeover that shows each new order on the whole screen. */
const CounterMode = () => {
  const alerts = useLiveAlerts();
  if (!alerts?.counter) return null;
  return (
    <Suspense fallback={null}>
      <CounterTakeover />
    </Suspense>
  );
};

const businessName = (business: ReturnType<typeof useAuth>['business']) =>
  business?.type === 'company' ? business.data.name : (business?.name ?? '');

/** The signed-in shell. Alerts live above it so that they work on every screen. */
export const AppLayout = () => (
  <LiveAlertsProvider>
    <OrderManagerProvider>
      <AppShellLayout />
    </OrderManagerProvider>
  </LiveAlertsProvider>
);

const AppShellLayout = () => {
  const { type, business } = useAuth();
  const alerts = useLiveAlerts();
  const connection = useConnectionView();
  const { pathname } = useLocation();
  usePushRegistration(business);
  useNotificationOpen();
  const { open, expanded, setOpen, toggleExpanded } = useNavbar();
  const mobileScreen = useMobileScreen();
  // Who attends shows as words only where the header has room for them beside the open state.
  const wideScreen = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  useCompanyLiveSync();
  useOwnAccountLive();
  const role = business?.type === 'partner' ? business.role : undefined;
  const routes = useMemo(() => (type ? routesAllowed(type, role) : []), [type, role]);
  const closeNavbar = useCallback(() => setOpen(false), [setOpen]);
  const showLabels = mobileScreen || expanded;
  const openState = useHeaderOpenState();
  // On a phone a pause takes a second header row: "Pausado hasta 18:45" and Reanudar, whole and tappable.
  const pauseRow = mobileScreen && openState?.kind === 'paused';

  return (
    <AppShell
      header={{ height: pauseRow ? 104 : 60 }}
      // A narrower labelled navbar on a tablet leaves the screen its room.
      navbar={{ width: expanded ? { sm: 200, lg: 240 } : 76, breakpoint: 'sm', collapsed: { mobile: !open } }}
      padding={mobileScreen ? 'sm' : 'lg'}
    >
      <AppShell.Header>
        <Group h={60} px={mobileScreen ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={open} onClick={() => setOpen(!open)} hiddenFrom="sm" size="sm" aria-label="Abrir menú" />
            <ActionIcon
              visibleFrom="sm"
              variant="subtle"
              color="gray"
              onClick={toggleExpanded}
              aria-label={expanded ? 'Contraer menú' : 'Expandir menú'}
            >
              {expanded ? <IconLayoutSidebarLeftCollapse /> : <IconLayoutSidebarLeftExpand />}
            </ActionIcon>
            <Text fw={700} c="brand" truncate>
              {businessName(business)}
            </Text>
            {openState && !pauseRow && <OpenStateBadge state={openState} />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <OrderManagerBadge compact={!wideScreen} />
            <ConnectionStatus view={connection} compact={mobileScreen} />
            {alerts && <HeaderSound alerts={alerts} compact={mobileScreen} />}
            <AccountMenu compact={mobileScreen} />
          </Group>
        </Group>
        {openState && pauseRow && (
          <Group h={44} px="xs" pb={6} data-testid="pause-row">
            <OpenStateBadge state={openState} wide />
          </Group>
        )}
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavbarLinks routes={routes} expanded={showLabels} onNavigate={closeNavbar} />
      </AppShell.Navbar>
      {business?.type === 'company' && <CounterMode />}
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <OfflineBanner view={connection} />
        <ScreenErrorBoundary resetKey={`${pathname} ${connection.phase}`}>
          <Suspense fallback={<ScreenLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
};
