import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCompanyCatalogue } from '../api/get-company-catalogue.ts';
import { useCompanyPromos } from '../api/get-company-promos.ts';
import { CataloguePage } from '../components/catalogue-page.tsx';
import { PromoForm } from '../components/promo-form.tsx';
import { EmptyState, QueryGate } from '../components/query-states.tsx';
import { useCatalogueScope } from '../hooks/use-catalogue-scope.ts';

/** Create ("new") or edit a promo; its options are products of the same company. */
const PromoPage = () => {
  const scope = useCatalogueScope();
  const { id = 'new' } = useParams();
  const catalogue = useCompanyCatalogue(scope.companyId);
  const promos = useCompanyPromos(scope.companyId);
  // One gate for both calls: the form needs the promo and the products to choose from.
  const both = {
    data: catalogue.data && promos.data ? { products: catalogue.data.products, promos: promos.data } : undefined,
    error: catalogue.error ?? promos.error,
    isPending: catalogue.isPending || promos.isPending,
    refetch: () => Promise.all([catalogue.refetch(), promos.refetch()]),
  };

  return (
    <CataloguePage scope={scope} title={scope.titles.promo}>
      <QueryGate query={both} loadingLabel="Cargando promoción...">
        {({ products, promos: list }) => {
          const promo = id === 'new' ? undefined : list.find((item) => item.id === id);
          if (id !== 'new' && !promo) {
            return (
              <EmptyState
                title="Promoción no encontrada"
                description="Puede que se haya quitado del menú."
                action={
                  <Button component={Link} to={scope.paths.menu}>
                    Ver menú
                  </Button>
                }
              />
            );
          }
          if (products.length === 0) {
            return (
              <EmptyState
                title="Primero crea tus productos"
                description="Una promoción se arma con productos de tu menú."
                action={
                  <Button component={Link} to={scope.paths.newProduct()}>
                    Crear producto
                  </Button>
                }
              />
            );
          }
          return (
            <PromoForm
              key={promo?.id ?? 'new'}
              companyId={scope.companyId}
              promo={promo}
              products={products}
              paths={scope.paths}
            />
          );
        }}
      </QueryGate>
    </CataloguePage>
  );
};

export default PromoPage;
