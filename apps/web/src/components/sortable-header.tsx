import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';

type Props<K extends string> = {
  label: string;
  column: K;
  sort: { key: K; direction: 'asc' | 'desc' };
  onSort: (key: K) => void;
  align?: 'left' | 'right';
  visibleFrom?: 'sm';
};

/** A table heading that sorts by its column; the arrow and aria-sort tell which way. */
export const SortableHeader = <K extends string>({
  label,
  column,
  sort,
  onSort,
  align = 'left',
  visibleFrom,
}: Props<K>) => {
  const active = sort.key === column;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      ta={align}
      visibleFrom={visibleFrom}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={600}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
};
