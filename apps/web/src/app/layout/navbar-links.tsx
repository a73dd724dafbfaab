import { Box, NavLink } from '@mantine/core';
import { memo } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { HintTooltip } from '../../components/hint-tooltip.tsx';
import type { AppRoute } from '../routes/route-types.ts';

type Props = { routes: AppRoute[]; expanded: boolean; onNavigate: () => void };

/** Memoised: the shell re-renders on every live change (alerts, connection, open state), the links only on theirs. */
export const NavbarLinks = memo(({ routes, expanded, onNavigate }: Props) => {
  const location = useLocation();
  return (
    // The browser's own scrolling: on a short screen (a phone on its side) the links scroll by touch or wheel.
    <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      <nav aria-label="Navegación principal">
        {routes
          .filter((route) => route.nav)
          .map((route) => {
            const { label, icon: Icon, badge: RouteBadge } = route.nav!;
            const active = location.pathname === route.path;
            const link = (
              <NavLink
                key={route.path}
                component={RouterLink}
                to={route.path}
                end
                label={expanded ? label : undefined}
                // Expanded, the name is the visible label and its count; collapsed, the icon's label alone.
                aria-label={expanded ? undefined : label}
                leftSection={<Icon size={22} stroke={1.6} />}
                rightSection={RouteBadge && expanded ? <RouteBadge /> : undefined}
                active={active}
                onClick={onNavigate}
                py="sm"
                style={{ borderRadius: 8 }}
              />
            );
            return expanded ? (
              link
            ) : (
              <HintTooltip key={route.path} label={label} position="right">
                {/* The count sits beside the link, not in it: the link's name is its label alone (WCAG 2.5.3). */}
                <Box pos="relative">
                  {link}
                  {RouteBadge && (
                    <Box pos="absolute" top={2} left={34} aria-hidden style={{ pointerEvents: 'none' }}>
                      <RouteBadge />
                    </Box>
                  )}
                </Box>
              </HintTooltip>
            );
          })}
      </nav>
    </Box>
  );
});
