import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The date pickers' and the charts' styles, and dayjs's Spanish locale (lib/dayjs-es.ts), come with the screens
// that draw them.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../config/theme.ts';
import { useMobileScreen } from '../hooks/use-mobile-screen.ts';
import { AuthProvider } from '../lib/auth-context.tsx';
import { LiveProvider } from '../lib/live-socket.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { NavbarProvider } from './layout/navbar-state.tsx';

/**
 * Toasts sit at the bottom, clear of the header (open state, who attends) and of the open order's drawer
 * title, which opens on the right: bottom-left on wider screens, centred on a phone.
 */
const AppNotifications = () => (
  <Notifications position={useMobileScreen() ? 'bottom-center' : 'bottom-left'} limit={5} />
);

/** Light colour mode by default, never taken from the system (seed section 1). */
export const AppProviders = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
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
