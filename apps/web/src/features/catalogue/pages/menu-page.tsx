import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDiscount2, IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCompanyCatalogue } from '../api/get-company-catalogue.ts';
import { CataloguePage } from '../components/catalogue-page.tsx';
import { MenuProductCard } from '../components/menu-product-card.tsx';
import { PromosSection } from '../components/promos-section.tsx';
import { EmptyState, QueryGate } from '../components/query-states.tsx';
import { useCatalogueScope } from '../hooks/use-catalogue-scope.ts';
import { groupBySection } from '../lib/menu-sections.ts';

/** The menu as customers see it, by section, with the quick stock switches. */
const MenuPage = () => {
  const scope = useCatalogueScope();
  const catalogue = useCompanyCatalogue(scope.companyId);
  const actions = catalogue.data && (
    <Group gap="xs">
      <Button
        component={Link}
        to={scope.paths.promo('new')}
        variant="default"
        leftSection={<IconDiscount2 size={18} />}
      >
        Nueva promoción
      </Button>
      <Button component={Link} to={scope.paths.newProduct()} leftSection={<IconPlus size={18} />}>
        Nuevo producto
      </Button>
    </Group>
  );

  return (
    <CataloguePage scope={scope} title={scope.titles.menu} actions={actions} withTabs>
      <QueryGate query={catalogue} loadingLabel="Cargando menú...">
        {({ products, additions }) => {
          const byId = new Map([...products, ...additions].map((product) => [product.id, product]));
          if (products.length === 0) {
            return (
              <EmptyState
                icon={<IconToolsKitchen2 size={26} />}
                title="Aún no tienes productos"
                description="Agrega tu primer producto o importa tu menú completo desde una hoja de cálculo."
                action={
                  <>
                    <Button component={Link} to={scope.paths.newProduct()}>
                      Crear producto
                    </Button>
                    <Button component={Link} to={`${scope.paths.list}?importar=1`} variant="default">
                      Importar CSV
                    </Button>
                  </>
                }
              />
            );
          }
          return (
            <Stack gap="xl">
              <PromosSection scope={scope} products={byId} />
              {groupBySection(products).map((section) => (
                <Stack key={section.name} gap="sm" component="section" aria-label={section.name}>
                  <Title order={3}>{section.name}</Title>
                  <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
                    {section.products.map((product) => (
                      <MenuProductCard
                        key={product.id}
                        product={product}
                        additions={byId}
                        editPath={scope.paths.product(product.id)}
                      />
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          );
        }}
      </QueryGate>
    </CataloguePage>
  );
};

export default MenuPage;
