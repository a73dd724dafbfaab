import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { CompanySort, CompanySortKey } from '../lib/company-table.ts';

type Props = {
  label: string;
  column: CompanySortKey;
  sort: CompanySort;
  onSort: (key: CompanySortKey) => void;
  align?: 'left' | 'right';
};

export const SortableHeader = ({ label, column, sort, onSort, align = 'left' }: Props) => {
  const active = sort.key === column;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th ta={align} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
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
