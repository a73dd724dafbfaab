import type { ProductKind } from '@backoffice/shared';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileImport, IconPlus, IconSearch, IconSquarePlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { countLabel } from '../../../lib/plural.ts';
import { useCompanyCatalogue } from '../api/get-company-catalogue.ts';
import { useCatalogueScope } from '../hooks/use-catalogue-scope.ts';
import { filterProducts } from '../lib/product-table.ts';
import { CataloguePage } from './catalogue-page.tsx';
import { ProductTable } from './product-table.tsx';
import { EmptyState, QueryGate } from './query-states.tsx';

// The import dialog (the sheet's form, the product schema, the form library) loads when it opens (decision 057).
const ImportProductsModal = lazyScreen(() =>
  import('./import-products-modal.tsx').then((module) => ({ default: module.ImportProductsModal })),
);

const copy = {
  product: { newLabel: 'Nuevo producto', empty: 'Aún no tienes productos', icon: IconToolsKitchen2 },
  addition: { newLabel: 'Nuevo complemento', empty: 'Aún no tienes complementos', icon: IconSquarePlus },
} as const;

/** The searchable, sortable table of one kind of product; search and the import dialog live in the URL. */
export const ProductListScreen = ({ kind }: { kind: ProductKind }) => {
  const scope = useCatalogueScope();
  const catalogue = useCompanyCatalogue(scope.companyId);
  const [params, setParams] = useSearchParams();
  const search = params.get('buscar') ?? '';
  const importOpen = params.get('importar') === '1';
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const { newLabel, empty, icon: EmptyIcon } = copy[kind];
  const openImport = () => setParam('importar', '1');

  const actions = (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={openImport}>
        Importar CSV
      </Button>
      <Button component={Link} to={scope.paths.newProduct(kind)} leftSection={<IconPlus size={18} />}>
        {newLabel}
      </Button>
    </Group>
  );

  return (
    <CataloguePage
      scope={scope}
      title={kind === 'addition' ? scope.titles.additions : scope.titles.list}
      actions={catalogue.data ? actions : undefined}
      withTabs
    >
      <QueryGate query={catalogue} loadingLabel="Cargando productos...">
        {(data) => {
          const all = kind === 'addition' ? data.additions : data.products;
          if (all.length === 0) {
            return (
              <EmptyState
                icon={<EmptyIcon size={26} />}
                title={empty}
                description={
                  kind === 'addition'
                    ? 'Los complementos son los extras que tus clientes agregan a un producto: salsas, quesos, tamaños.'
                    : 'Crea tus productos uno por uno o importa tu menú desde una hoja de cálculo.'
                }
                action={
                  <>
                    <Button component={Link} to={scope.paths.newProduct(kind)}>
                      {newLabel}
                    </Button>
                    <Button variant="default" onClick={openImport}>
                      Importar CSV
                    </Button>
                  </>
                }
              />
            );
          }
          const shown = filterProducts(all, search);
          return (
            <Stack gap="sm">
              <TextInput
                aria-label="Buscar"
                placeholder="Buscar por nombre, sección o descripción"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => setParam('buscar', event.currentTarget.value)}
                maw={420}
              />
              {shown.length === 0 ? (
                <Text c="dimmed">Ningún producto coincide con «{search}».</Text>
              ) : (
                <ProductTable products={shown} editPath={scope.paths.product} />
              )}
              <Text size="xs" c="dimmed">
                {shown.length} de{' '}
                {kind === 'addition'
                  ? countLabel(all.length, 'complemento', 'complementos')
                  : countLabel(all.length, 'producto', 'productos')}
              </Text>
            </Stack>
          );
        }}
      </QueryGate>
      {catalogue.data && importOpen && (
        <LazyDialog
          title="Importar productos"
          place="center"
          onClose={() => setParam('importar', null)}
          errorTitle="No pudimos abrir la importación"
        >
          <ImportProductsModal
            companyId={scope.companyId}
            kind={kind}
            opened
            onClose={() => setParam('importar', null)}
          />
        </LazyDialog>
      )}
    </CataloguePage>
  );
};
