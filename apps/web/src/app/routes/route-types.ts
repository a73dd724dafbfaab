import type { Business, PartnerAction } from '@backoffice/shared';
import type { Icon } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export type AppRoute = {
  path: string;
  title: string;
  /** Shown in the navigation bar when present (routes with parameters have none). */
  nav?: { label: string; icon: Icon; badge?: ComponentType };
  /** Partner routes only some roles may use (permission table); hidden from the others' navigation. */
  permission?: PartnerAction;
  /** The screen, loaded lazily (`preload` starts its download early); absent while its section is being prepared. */
  screen?: ComponentType & { preload?: () => void };
  /**
   * Asks for the screen's first data as soon as the session is known, so it comes in parallel with the screen's code
   * rather than after it (uses ensureQueryData: nothing is asked again while the data is in the cache).
   */
  prefetch?: (queryClient: QueryClient, business: Business) => void;
  /** What the section will hold, for the "being prepared" notice. */
  upcoming?: string;
};
