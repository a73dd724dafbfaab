import { SegmentedRadios } from '../../../components/segmented-radios.tsx';

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
  <SegmentedRadios<DecisionFilterValue>
    label={label}
    options={[
      { value: 'pending', label: pendingLabel },
      { value: 'approved', label: 'Aprobadas' },
      { value: 'rejected', label: 'Rechazadas' },
      { value: 'all', label: 'Todas' },
    ]}
    value={value}
    onChange={(next) => onChange(next as T)}
    style={{ alignSelf: 'flex-start' }}
  />
);
