import type { SelectProps } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { useCategories } from '../api/get-categories.ts';

type Props = Omit<SelectProps, 'data' | 'label' | 'placeholder'>;

/** The company category, from the shared list; says so when the list cannot load. Its code comes on reach (057). */
export const CategorySelect = ({ error, disabled, ...props }: Props) => {
  const categories = useCategories();
  return (
    <LazySelect
      label="Categoría"
      placeholder={categories.isPending ? 'Cargando categorías…' : 'Elige una categoría'}
      data={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
      disabled={disabled || categories.isPending}
      clearable
      searchable
      nothingFoundMessage="Sin resultados"
      {...props}
      error={categories.isError ? 'No se pudieron cargar las categorías' : error}
    />
  );
};
