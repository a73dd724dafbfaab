import { ActionIcon, AppShell, Burger, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { createContext, lazy, memo, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { LiveAlertsProvider } from '../../features/orders/components/live-alerts-provider.tsx';
import { OrderManagerBadge } from '../../features/orders/components/order-manager-badge.tsx';
import { useLiveAlerts } from '../../features/orders/hooks/use-live-alerts.tsx';
import { OrderManagerProvider } from '../../features/orders/hooks/use-order-manager.tsx';
import { PrinterBanner, PrinterRuntime } from '../../features/printing/index.ts';
import { useNotificationOpen } from '../../features/push/hooks/use-notification-open.ts';
import { usePushRegistration } from '../../features/push/hooks/use-push-registration.ts';
import { useConnectionView } from '../../hooks/use-connection-view.ts';
import { useMobileScreen } from '../../hooks/use-mobile-screen.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { type ConnectionView, connectionView } from '../../lib/connection-state.ts';
import { routesAllowed } from '../routes/route-table.ts';
import { AccountMenu } from './account-menu.tsx';
import { ConnectionStatus, OfflineBanner } from './connection-status.tsx';
import { HeaderSound } from './header-sound.tsx';
import { NavbarLinks } from './navbar-links.tsx';
import { useNavbar } from './navbar-state.tsx';
import { OpenStateBadge, useHeaderOpenState } from './open-state-badge.tsx';
import { ScreenOutlet } from './screen-outlet.tsx';
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

/**
 * Under the header, the width of the screen, kept in sight while the page scrolls: the facts' row (below a wide
 * screen) and the offline banner. Its negative margins undo the page's padding, which the margin below gives back.
 */
const factsRowStyle = {
  position: 'sticky',
  top: 'var(--app-shell-header-offset, 60px)',
  // Under the header and the phone's open navbar (app z-index 100 and 101), over the page and its maps.
  zIndex: 'calc(var(--mantine-z-index-app) - 1)',
  margin: 'calc(var(--app-shell-padding) * -1) calc(var(--app-shell-padding) * -1) var(--app-shell-padding)',
  background: 'var(--mantine-color-white)',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
} as const;

const businessName = (business: ReturnType<typeof useAuth>['business']) =>
  business?.type === 'company' ? business.data.name : (business?.name ?? '');

// Started by app-routes.tsx as the page starts, from this chunk (the shell's, preloaded then).
export { startLiveLists } from '../../features/orders/components/live-alerts-provider.tsx';

/** The signed-in shell. Alerts live above it so that they work on every screen. */
export const AppLayout = () => (
  <LiveAlertsProvider>
    <OrderManagerProvider>
      <AppShellLayout />
    </OrderManagerProvider>
  </LiveAlertsProvider>
);

type ShellTitleProps = {
  open: boolean;
  expanded: boolean;
  onToggleOpen: () => void;
  onToggleExpanded: () => void;
  name: string;
};

/** The burger, the navbar's fold and the business's name: drawn again only when one of them changes. */
const ShellTitle = memo(({ open, expanded, onToggleOpen, onToggleExpanded, name }: ShellTitleProps) => (
  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
    <Burger opened={open} onClick={onToggleOpen} hiddenFrom="sm" size="sm" aria-label="Abrir menú" />
    <ActionIcon
      visibleFrom="sm"
      variant="subtle"
      color="gray"
      onClick={onToggleExpanded}
      aria-label={expanded ? 'Contraer menú' : 'Expandir menú'}
    >
      {expanded ? <IconLayoutSidebarLeftCollapse /> : <IconLayoutSidebarLeftExpand />}
    </ActionIcon>
    <Text fw={700} c="brand" truncate>
      {name}
    </Text>
  </Group>
));

/**
 * The live connection as the shell shows it, worked out once for its three readers (the facts, the offline banner and
 * the screen's reset): its provider draws only them again when it changes, not the shell around them.
 */
const ConnectionViewContext = createContext<ConnectionView>(connectionView(null, 0));

const ConnectionViewProvider = ({ children }: { children: ReactNode }) => {
  const { phase, label, banner } = useConnectionView();
  const view = useMemo(() => ({ phase, label, banner }), [phase, label, banner]);
  return <ConnectionViewContext.Provider value={view}>{children}</ConnectionViewContext.Provider>;
};

/**
 * What the shell keeps running and draws nothing of: push registration, notifications opened, the live syncs of
 * companies and of the sign-in. In a component of its own, so their state (the socket's, the push check's) draws
 * only this again, not the shell.
 */
const ShellWork = memo(() => {
  const { business } = useAuth();
  usePushRegistration(business);
  useNotificationOpen();
  useCompanyLiveSync();
  useOwnAccountLive();
  return null;
});

const ShellOpenState = memo(() => {
  const openState = useHeaderOpenState();
  return openState && <OpenStateBadge state={openState} wide />;
});

const ShellSound = memo(() => {
  const alerts = useLiveAlerts();
  if (!alerts) return null;
  const { sound, ringing, urgent } = alerts;
  return <HeaderSound armed={sound.armed} arm={sound.arm} play={sound.play} ringing={ringing} urgent={urgent} />;
});

const ShellConnection = memo(() => <ConnectionStatus view={useContext(ConnectionViewContext)} />);

/**
 * The four facts a cashier reads at a glance (open state, sound, orders ringing, connection), each drawn again only
 * when its own changes: not the shell at each live order, sound or connection change, nor the other facts.
 */
const ShellFacts = memo(() => (
  <>
    <ShellOpenState />
    <ShellSound />
    <ShellConnection />
  </>
));

const ShellBanners = memo(() => {
  const connection = useContext(ConnectionViewContext);
  return (
    <>
      <OfflineBanner view={connection} />
      <PrinterBanner />
    </>
  );
});

/** The printer's runtime, given the live orders it prints from. */
const ShellPrinter = memo(() => {
  const alerts = useLiveAlerts();
  return <PrinterRuntime orders={alerts?.orders?.data} />;
});

/** The screen, started again after an error when the page or the connection's phase changes. */
const ShellScreen = memo(() => {
  const { pathname } = useLocation();
  const { phase } = useContext(ConnectionViewContext);
  return <ScreenOutlet resetKey={`${pathname} ${phase}`} />;
});

/**
 * The shell's frame. It reads no live state itself (the parts above do): on a phone it was drawn whole, 40-60
 * components, at each of the 6-7 live changes of a page's load.
 */
const AppShellLayout = () => {
  const { type, business } = useAuth();
  const { open, expanded, setOpen, toggleExpanded } = useNavbar();
  const mobileScreen = useMobileScreen();
  // On a phone the navbar is off screen until the burger opens it: its links (icons, badges, one router link each)
  // are drawn at that first opening and kept, not in the first render, where they cost 90-170 ms at 4x CPU slowdown
  // before the screen showed (decision 057).
  const [navbarOpened, setNavbarOpened] = useState(false);
  if (open && !navbarOpened) setNavbarOpened(true);
  const navbarDrawn = !mobileScreen || navbarOpened;
  // The facts fit beside the name only on a wide screen; below it they get a row of their own, whole words, never
  // cut (decision 037).
  const wideScreen = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const role = business?.type === 'partner' ? business.role : undefined;
  const routes = useMemo(() => (type ? routesAllowed(type, role) : []), [type, role]);
  const closeNavbar = useCallback(() => setOpen(false), [setOpen]);
  const toggleOpen = useCallback(() => setOpen(!open), [open, setOpen]);
  const showLabels = mobileScreen || expanded;

  return (
    <ConnectionViewProvider>
      <ShellWork />
      <AppShell
        header={{ height: 60 }}
        // A narrower labelled navbar on a tablet leaves the screen its room.
        navbar={{ width: expanded ? { sm: 200, lg: 240 } : 76, breakpoint: 'sm', collapsed: { mobile: !open } }}
        padding={mobileScreen ? 'sm' : 'lg'}
      >
        <AppShell.Header>
          <Group h={60} px={mobileScreen ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
            <ShellTitle
              open={open}
              expanded={expanded}
              onToggleOpen={toggleOpen}
              onToggleExpanded={toggleExpanded}
              name={businessName(business)}
            />
            <Group gap="xs" wrap="nowrap" data-testid={wideScreen ? 'header-facts' : undefined}>
              {wideScreen && <ShellFacts />}
              <OrderManagerBadge compact={mobileScreen} />
              <AccountMenu compact={mobileScreen} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          {navbarDrawn && <NavbarLinks routes={routes} expanded={showLabels} onNavigate={closeNavbar} />}
        </AppShell.Navbar>
        {business?.type === 'company' && <CounterMode />}
        {business?.type !== 'deliveries-provider' && <ShellPrinter />}
        <AppShell.Main bg="var(--mantine-color-gray-0)">
          {wideScreen ? (
            <ShellBanners />
          ) : (
            <div style={factsRowStyle}>
              <Group gap={6} px={mobileScreen ? 'xs' : 'md'} py={6} wrap="wrap" data-testid="header-facts">
                <ShellFacts />
              </Group>
              <ShellBanners />
            </div>
          )}
          <ShellScreen />
        </AppShell.Main>
      </AppShell>
    </ConnectionViewProvider>
  );
};
// Named for React's developer tools, and for render-work.test.ts, which counts its draws in the production build.
AppShellLayout.displayName = 'AppShellLayout';
