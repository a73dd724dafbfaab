import type { ProductKind } from '@backoffice/shared';
import { Button } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCompanyCatalogue } from '../api/get-company-catalogue.ts';
import { CataloguePage } from '../components/catalogue-page.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { EmptyState, QueryGate } from '../components/query-states.tsx';
import { useCatalogueScope } from '../hooks/use-catalogue-scope.ts';
import { sectionNames } from '../lib/menu-sections.ts';

/** Create ("new") or edit one product or addition of the company. */
const ProductPage = () => {
  const scope = useCatalogueScope();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const catalogue = useCompanyCatalogue(scope.companyId);
  const kind: ProductKind = params.get('tipo') === 'complemento' ? 'addition' : 'product';

  return (
    <CataloguePage scope={scope} title={scope.titles.product}>
      <QueryGate query={catalogue} loadingLabel="Cargando producto...">
        {({ products, additions }) => {
          const product = id === 'new' ? undefined : [...products, ...additions].find((item) => item.id === id);
          if (id !== 'new' && !product) {
            return (
              <EmptyState
                title="Producto no encontrado"
                description="Puede que se haya quitado del menú. Vuelve a la lista para elegir otro."
                action={
                  <Button component={Link} to={scope.paths.list}>
                    Ver productos
                  </Button>
                }
              />
            );
          }
          return (
            <ProductForm
              key={product?.id ?? `new-${kind}`}
              companyId={scope.companyId}
              product={product}
              kind={kind}
              additions={additions.filter((addition) => addition.id !== product?.id)}
              sections={sectionNames([...products, ...additions])}
              others={[...products, ...additions].filter((item) => item.id !== product?.id)}
              paths={scope.paths}
            />
          );
        }}
      </QueryGate>
    </CataloguePage>
  );
};

export default ProductPage;
