import { notifications } from '@mantine/notifications';
import { type ComponentType, memo, useState } from 'react';
import { loadOnce } from '../../components/load-once.ts';
import { AccountButton } from './account-button.tsx';

type Dropdown = ComponentType<{ compact: boolean }>;

// The menu (and the floating-position library under it) is code for the moment the account button is pressed: it
// starts downloading when the pointer or the focus reaches the button, and stays once loaded.
// A failed download is forgotten: the next press tries again.
const dropdown = loadOnce(async (): Promise<Dropdown> => (await import('./account-menu-dropdown.tsx')).default);
const preload = () => void dropdown.load().catch(() => {});

export const AccountMenu = memo(({ compact }: { compact: boolean }) => {
  const [Dropdown, setDropdown] = useState<Dropdown | null>(null);
  const [busy, setBusy] = useState(false);
  if (Dropdown) return <Dropdown compact={compact} />;
  const open = () => {
    const loaded = dropdown.current();
    if (loaded) return setDropdown(() => loaded);
    setBusy(true);
    dropdown
      .load()
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
});
