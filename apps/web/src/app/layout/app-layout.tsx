import { ActionIcon, AppShell, Burger, Group, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenLoader } from '../../components/full-screen-loader.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useMobileScreen } from '../../hooks/use-mobile-screen.ts';
import { routesFor } from '../routes/route-sets.ts';
import { AccountMenu } from './account-menu.tsx';
import { NavbarLinks } from './navbar-links.tsx';
import { useNavbar } from './navbar-state.tsx';
import { OpenStateBadge } from './open-state-badge.tsx';
import { useCompanyLiveSync } from './use-company-live-sync.ts';

const businessName = (business: ReturnType<typeof useAuth>['business']) =>
  business?.type === 'company' ? business.data.name : (business?.name ?? '');

export const AppLayout = () => {
  const { type, business } = useAuth();
  const { open, expanded, setOpen, toggleExpanded } = useNavbar();
  const mobileScreen = useMobileScreen();
  useCompanyLiveSync();
  const routes = type ? routesFor(type) : [];
  const showLabels = mobileScreen || expanded;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: expanded ? 240 : 76, breakpoint: 'sm', collapsed: { mobile: !open } }}
      padding={mobileScreen ? 'sm' : 'lg'}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
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
            <OpenStateBadge />
          </Group>
          <AccountMenu compact={mobileScreen} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavbarLinks routes={routes} expanded={showLabels} onNavigate={() => setOpen(false)} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
};
