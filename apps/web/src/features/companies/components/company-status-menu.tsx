import type { Company, CompanyStatus } from '@backoffice/shared';
import { notifications } from '@mantine/notifications';
import { type ComponentType, useState } from 'react';
import { StatusButton } from './company-status-button.tsx';

export const statusColors: Record<CompanyStatus, string> = { pending: 'yellow', active: 'green', suspended: 'red' };

type Dropdown = ComponentType<{ company: Company }>;

// The menu (and the floating-position library under it) is code for the moment the button is pressed, as the
// account menu's: it starts downloading when the pointer or the focus reaches a button (decision 057).
let loaded: Dropdown | null = null;
let loading: Promise<Dropdown> | null = null;
const loadDropdown = () => {
  loading ??= import('./company-status-menu-dropdown.tsx').then(
    (module) => {
      loaded = module.default;
      return module.default;
    },
    (error: unknown) => {
      loading = null; // the next press tries again
      throw error;
    },
  );
  return loading;
};
const preload = () => void loadDropdown().catch(() => {});

/** Changes a company's status (pending, active, suspended) from a menu. */
export const CompanyStatusMenu = ({ company }: { company: Company }) => {
  const [Dropdown, setDropdown] = useState<Dropdown | null>(null);
  const [busy, setBusy] = useState(false);
  if (Dropdown) return <Dropdown company={company} />;
  const open = () => {
    if (loaded) return setDropdown(() => loaded);
    setBusy(true);
    loadDropdown()
      .then((component) => setDropdown(() => component))
      .catch(() =>
        notifications.show({
          color: 'red',
          title: 'No pudimos abrir el menú de estado',
          message: 'Revisa tu conexión e inténtalo de nuevo.',
        }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <StatusButton
      company={company}
      aria-haspopup="menu"
      aria-expanded={false}
      loading={busy}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    />
  );
};
