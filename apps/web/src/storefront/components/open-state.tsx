import type { StorefrontCompany } from '@backoffice/shared/storefront';

/** The shop's state in words; green only when it takes orders now. */
export const OpenState = ({ label, open }: { label: StorefrontCompany['openState']['label']; open: boolean }) => (
  <span className={`badge ${open ? 'badge-open' : 'badge-closed'}`}>{label}</span>
);
