import type { Company } from '@backoffice/shared';
import { describeOpenState, openStateColors } from '../../../hooks/use-open-state.ts';

/**
 * A company's open state as a label and its colour. A module of its own so that the partner's home, which shows
 * it, does not import the company card and with it the status menu (Mantine's Menu and the floating library).
 */
export const openLabel = (company: Company) => {
  const { state, label } = describeOpenState(company);
  return { label, color: openStateColors[state.kind] };
};
