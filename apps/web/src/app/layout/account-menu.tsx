import { notifications } from '@mantine/notifications';
import { type ComponentType, useState } from 'react';
import { AccountButton } from './account-button.tsx';

type Dropdown = ComponentType<{ compact: boolean }>;

// The menu (and the floating-position library under it) is code for the moment the account button is pressed: it
// starts downloading when the pointer or the focus reaches the button, and stays once loaded.
let loaded: Dropdown | null = null;
let loading: Promise<Dropdown> | null = null;
const loadDropdown = () => {
  loading ??= import('./account-menu-dropdown.tsx').then(
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

export const AccountMenu = ({ compact }: { compact: boolean }) => {
  const [Dropdown, setDropdown] = useState<Dropdown | null>(null);
  const [busy, setBusy] = useState(false);
  if (Dropdown) return <Dropdown compact={compact} />;
  const open = () => {
    if (loaded) return setDropdown(() => loaded);
    setBusy(true);
    loadDropdown()
      .then((component) => setDropdown(() => component))
      .catch(() =>
        notifications.show({
          color: 'red',
          title: 'No pudimos abrir el menú de la cuenta',
          message: 'Revisa tu conexión e inténtalo de nuevo.',
        }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <AccountButton
      compact={compact}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    />
  );
};
