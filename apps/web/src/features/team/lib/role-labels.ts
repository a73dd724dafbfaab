import type { PartnerRole } from '@backoffice/shared';

/** A partner member's role in words: the team list says it without the member form's code (decision 057). */
export const roleLabels: Record<PartnerRole, string> = { admin: 'Administrador', member: 'Despacho' };
