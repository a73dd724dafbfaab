import type { PartnerAction } from '@backoffice/shared';
import type { Icon } from '@tabler/icons-react';
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
  /** What the section will hold, for the "being prepared" notice. */
  upcoming?: string;
};
