import type { Icon } from '@tabler/icons-react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type AppRoute = {
  path: string;
  title: string;
  /** Shown in the navigation bar when present (routes with parameters have none). */
  nav?: { label: string; icon: Icon };
  /** The screen, loaded lazily; absent while its section is being prepared. */
  screen?: LazyExoticComponent<ComponentType>;
  /** What the section will hold, for the "being prepared" notice. */
  upcoming?: string;
};
