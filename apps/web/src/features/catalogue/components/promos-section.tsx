import type { Product } from '@backoffice/shared';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCompanyPromos } from '../api/get-company-promos.ts';
import type { CatalogueScope } from '../hooks/use-catalogue-scope.ts';
import { useCompanyToday } from '../hooks/use-company-today.ts';
import { PromoCard } from './promo-card.tsx';
import { EmptyState, QueryGate } from './query-states.tsx';

export const PromosSection = ({ scope, products }: { scope: CatalogueScope; products: Map<string, Product> }) => {
  const promos = useCompanyPromos(scope.companyId);
  const today = useCompanyToday(scope.companyId);
  return (
    <Stack gap="sm" component="section" aria-label="Promociones">
      <Title order={3}>Promociones</Title>
      <QueryGate query={promos} loadingLabel="Cargando promociones...">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<IconDiscount2 size={26} />}
              title="Aún no tienes promociones"
              description="Arma combos o paquetes a un precio especial y elige en qué días se ofrecen."
              action={
                <Button component={Link} to={scope.paths.promo('new')} variant="light">
                  Crear promoción
                </Button>
              }
            />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {list.map((promo) => (
                <PromoCard
                  key={promo.id}
                  promo={promo}
                  products={products}
                  editPath={scope.paths.promo(promo.id)}
                  today={today}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryGate>
    </Stack>
  );
};
