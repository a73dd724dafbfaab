import type { ErrandReturn } from '@backoffice/shared';
import {
  type DeclineReason,
  declineReasonLabels,
  type FailReason,
  failReasonLabels,
} from '@backoffice/shared/rider-words';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What the dispatcher reads on an errand a rider gave back: who and why, until it is assigned again.
 * "Devuelto por Miguel Torres · no se pudo entregar: no contestó", "Oferta vencida · Miguel Torres no contestó".
 */
export const returnedLabel = (returned: ErrandReturn) => {
  const rider = returned.riderName ?? 'el repartidor';
  switch (returned.kind) {
    case 'expired':
      return `Oferta vencida · ${rider} no contestó a tiempo`;
    case 'declined': {
      const reason = declineReasonLabels[returned.reason as DeclineReason];
      return `Devuelto por ${rider} · rechazó${reason ? `: ${lowerFirst(reason)}` : ''}`;
    }
    case 'failed': {
      const reason = failReasonLabels[returned.reason as FailReason];
      return `Devuelto por ${rider} · no se pudo entregar${reason ? `: ${lowerFirst(reason)}` : ''}`;
    }
  }
};
