// Mantine's base styles; its components' come in two stylesheets, the first in the page and the rest linked at
// start (scripts/mantine-css-plugin.ts, rest-styles.ts). The toasts', date pickers' and charts' styles, and dayjs's
// Spanish locale (lib/dayjs-es.ts), come with what draws them.
import 'virtual:mantine-base.css';
// The theme's CSS variables, after Mantine's defaults: written ahead of time (theme-variables.test.tsx), not worked
// out and drawn by the provider on every page load (decision 065).
import '../config/theme-variables.css';
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { theme } from '../config/theme.ts';
import { useMobileScreen } from '../hooks/use-mobile-screen.ts';
import { AuthProvider } from '../lib/auth-context.tsx';
import { forgetFailedScreens, lazyScreen } from '../lib/lazy-screen.ts';
import { LiveProvider } from '../lib/live-socket.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { NavbarProvider } from './layout/navbar-state.tsx';
import { withRestStyles } from './rest-styles.ts';

// The toasts' container (transitions, swipe, scroll lock: about 15 kB gzip) is not needed to draw any screen: it
// is mounted with the first toast (`notifications.show` keeps toasts in the store until then) and downloaded ahead
// at the first touch, click or key press, which most toasts answer (decision 057).
const NotificationsContainer = lazyScreen(() => withRestStyles(import('./notifications-container.tsx')));
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Runs work once, at the first touch, click or key press anywhere on the page. */
const onFirstUse = (work: () => void) => {
  const run = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, run, true);
    work();
  };
  for (const type of FIRST_USE) window.addEventListener(type, run, { capture: true, passive: true });
  return () => {
    for (const type of FIRST_USE) window.removeEventListener(type, run, true);
  };
};

/**
 * A container that could not be downloaded (offline before it came) shows nothing instead of breaking the app,
 * and tries again when the connection is back; the toasts wait in the store until then.
 */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private retry = () => {
    if (!this.state.failed) return;
    forgetFailedScreens();
    this.setState({ failed: false });
  };
  componentDidMount() {
    window.addEventListener('online', this.retry);
  }
  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Toasts sit at the bottom, clear of the header (open state, who attends) and of the open order's drawer
 * title, which opens on the right: bottom-left on wider screens, centred on a phone.
 */
const AppNotifications = () => {
  const mobile = useMobileScreen();
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  useEffect(() => onFirstUse(NotificationsContainer.preload), []);
  if (!wanted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <NotificationsContainer position={mobile ? 'bottom-center' : 'bottom-left'} limit={5} />
      </Suspense>
    </QuietBoundary>
  );
};

/**
 * The colour mode is light and nothing changes it, so none is stored: Mantine's default manager read localStorage as
 * its provider first drew, a page's first use of it (11–26 ms on a phone-class CPU before the first paint).
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/** Light colour mode by default, never taken from the system (seed section 1). */
export const AppProviders = ({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      withCssVariables={false}
      defaultColorScheme="light"
      forceColorScheme="light"
      colorSchemeManager={lightOnly}
    >
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <AppNotifications />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AuthProvider>
              <LiveProvider>
                <NavbarProvider>{children}</NavbarProvider>
              </LiveProvider>
            </AuthProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
};
