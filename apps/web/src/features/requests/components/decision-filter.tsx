import { SegmentedControl } from '@mantine/core';

export type DecisionFilterValue = 'pending' | 'approved' | 'rejected' | 'all';

type Props<T extends DecisionFilterValue> = {
  value: T;
  /** Called with the new filter; the caller goes back to its first page. */
  onChange: (value: T) => void;
  pendingLabel: string;
  label: string;
};

/** Which requests an inbox shows: those waiting for a decision, approved, rejected or all. */
export const DecisionFilter = <T extends DecisionFilterValue>({ value, onChange, pendingLabel, label }: Props<T>) => (
  <SegmentedControl
    value={value as string}
    onChange={(next) => onChange(next as T)}
    data={[
      { value: 'pending', label: pendingLabel },
      { value: 'approved', label: 'Aprobadas' },
      { value: 'rejected', label: 'Rechazadas' },
      { value: 'all', label: 'Todas' },
    ]}
    style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    aria-label={label}
  />
);
