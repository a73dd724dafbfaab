import type { Company, CompanyStatus } from '@backoffice/shared';
import { notifications } from '@mantine/notifications';
import { type ComponentType, useState } from 'react';
import { loadOnce } from '../../../components/load-once.ts';
import { StatusButton } from './company-status-button.tsx';

export const statusColors: Record<CompanyStatus, string> = { pending: 'yellow', active: 'green', suspended: 'red' };

type Dropdown = ComponentType<{ company: Company }>;

// The menu (and the floating-position library under it) is code for the moment the button is pressed, as the
// account menu's: it starts downloading when the pointer or the focus reaches a button (decision 057).
// A failed download is forgotten: the next press tries again.
const dropdown = loadOnce(async (): Promise<Dropdown> => (await import('./company-status-menu-dropdown.tsx')).default);
const preload = () => void dropdown.load().catch(() => {});

/** Changes a company's status (pending, active, suspended) from a menu. */
export const CompanyStatusMenu = ({ company }: { company: Company }) => {
  const [Dropdown, setDropdown] = useState<Dropdown | null>(null);
  const [busy, setBusy] = useState(false);
  if (Dropdown) return <Dropdown company={company} />;
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
