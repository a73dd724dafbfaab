import { Button, Group, Pagination, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { countLabel } from '../../lib/plural.ts';
import { ConfirmRemoveModal } from '../confirm-remove-modal.tsx';
import { LazyDialog } from '../lazy-dialog.tsx';
import { Page } from '../page.tsx';
import { EmptyState, ErrorState } from '../query-state.tsx';
import { useEntityList, useRemoveEntity } from './entity-api.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { EntityFilterSelect } from './entity-filters.tsx';
import { EntityTable } from './entity-table.tsx';
import { formTitle } from './form-title.ts';
import { useEntityQuery } from './use-entity-query.ts';

// The form, its inputs and @mantine/form load when a form is first opened, not with the list (decision 057).
const EntityFormModal = lazyScreen(() =>
  import('./entity-form-modal.tsx').then((module) => ({ default: module.EntityFormModal })),
);

type Props<T extends { id: string }> = { definition: EntityDefinition<T> };

/**
 * The list-and-form screen every entity kind shares (seed section 2): search, filters and pages in the
 * address; a table or cards; a form to create and edit; removal after a confirmation.
 */
export const EntityListScreen = <T extends { id: string }>({ definition }: Props<T>) => {
  const { query, search, page, update } = useEntityQuery((definition.filters ?? []).map((filter) => filter.name));
  const list = useEntityList<T>(definition, query);
  const remove = useRemoveEntity(definition);
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [removing, setRemoving] = useState<T | null>(null);
  const filtered = Boolean(query.search) || Object.keys(query.filters).length > 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / query.limit)) : 1;
  const canCreate = definition.canCreate ?? true;

  const askRemove = (item: T) => {
    remove.reset();
    setRemoving(item);
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        const done = definition.feminine ? 'eliminada' : 'eliminado';
        notifications.show({ color: 'green', title: `${formTitle(definition, false, true)} ${done}`, message: '' });
        setRemoving(null);
      },
    });
  };

  return (
    <Page
      title={definition.title}
      actions={
        <Group gap="xs">
          {definition.actions?.(query)}
          {canCreate && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
              {formTitle(definition, false)}
            </Button>
          )}
        </Group>
      }
    >
      {definition.header?.(query)}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={`Buscar en ${definition.title.toLowerCase()}`}
          placeholder={definition.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => update({ buscar: event.currentTarget.value })}
          style={{ flex: '2 1 220px' }}
        />
        {(definition.filters ?? []).map((filter) => (
          <EntityFilterSelect
            key={filter.name}
            filter={filter}
            value={query.filters[filter.name] ?? null}
            onChange={(value) => update({ [filter.name]: value })}
          />
        ))}
      </Group>
      {list.isPending ? (
        <Stack gap="xs" aria-label={`Cargando ${definition.title.toLowerCase()}`}>
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h={52} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? 'Nada coincide con la búsqueda' : definition.empty.title}
          description={filtered ? 'Cambia la búsqueda o quita los filtros.' : definition.empty.description}
          action={
            !filtered && canCreate ? (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
                {formTitle(definition, false)}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid={`${definition.kind}-total`}>
            {countLabel(list.data.total, 'resultado', 'resultados')}
          </Text>
          <EntityTable definition={definition} items={list.data.items} onOpen={setEditing} onRemove={askRemove} />
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={(next) => update({ pagina: String(next) })} />
            </Group>
          )}
        </Stack>
      )}
      {editing !== undefined && (
        <LazyDialog
          title={formTitle(definition, editing !== null)}
          place="center"
          onClose={() => setEditing(undefined)}
          errorTitle="No pudimos abrir el formulario"
        >
          <EntityFormModal definition={definition} item={editing} onClose={() => setEditing(undefined)} />
        </LazyDialog>
      )}
      <ConfirmRemoveModal
        opened={removing !== null}
        title="¿Eliminar?"
        removal={remove}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        {removing ? definition.removeConfirm(removing) : ''}
      </ConfirmRemoveModal>
    </Page>
  );
};
