import { Skeleton } from '@mantine/core';
import { useEffect } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { ErrorState } from '../../../components/query-state.tsx';
import { usePartnerAdPrices } from '../api/ad-prices.ts';

const loading = <Skeleton height={160} radius="md" role="status" aria-label="Cargando precios de publicidad" />;

// The form and @mantine/form are a chunk of their own, not part of the payments screen's first load (decision 057).
const AdPricesForm = lazyPart(() => import('./ad-prices-form.tsx').then((module) => module.AdPricesForm), loading);

/** The price per day of each ad placement; companies see it when they ask for a campaign. */
export const AdPricesCard = ({ canEdit }: { canEdit: boolean }) => {
  const prices = usePartnerAdPrices();
  // The form's code downloads while the prices are read.
  useEffect(() => AdPricesForm.preload(), []);
  if (prices.isPending) return loading;
  if (prices.isError) return <ErrorState error={prices.error} onRetry={() => prices.refetch()} />;
  return <AdPricesForm prices={prices.data.prices} canEdit={canEdit} />;
};
