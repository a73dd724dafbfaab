import { NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import type { AppRoute } from '../routes/route-types.ts';

type Props = { routes: AppRoute[]; expanded: boolean; onNavigate: () => void };

export const NavbarLinks = ({ routes, expanded, onNavigate }: Props) => {
  const location = useLocation();
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <nav aria-label="Navegación principal">
        {routes
          .filter((route) => route.nav)
          .map((route) => {
            const { label, icon: Icon } = route.nav!;
            const active = location.pathname === route.path;
            const link = (
              <NavLink
                key={route.path}
                component={RouterLink}
                to={route.path}
                end
                label={expanded ? label : undefined}
                aria-label={label}
                leftSection={<Icon size={22} stroke={1.6} />}
                active={active}
                onClick={onNavigate}
                py="sm"
                style={{ borderRadius: 8 }}
              />
            );
            return expanded ? (
              link
            ) : (
              <Tooltip key={route.path} label={label} position="right">
                {link}
              </Tooltip>
            );
          })}
      </nav>
    </ScrollArea>
  );
};
