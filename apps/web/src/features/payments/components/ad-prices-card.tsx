import { type AdPrices, adPlacementLabels, adPlacements } from '@backoffice/shared';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CentsInput } from '../../../components/money-input.tsx';
import { ErrorState, MutationError } from '../../../components/query-state.tsx';
import { usePartnerAdPrices, useSaveAdPrices } from '../api/ad-prices.ts';

const EMPTY: AdPrices = { home_featured: 0, banner: 0, category_first: 0 };

/** The price per day of each ad placement; companies see it when they ask for a campaign. */
export const AdPricesCard = ({ canEdit }: { canEdit: boolean }) => {
  const prices = usePartnerAdPrices();
  const save = useSaveAdPrices();
  const [draft, setDraft] = useState<AdPrices>(EMPTY);
  useEffect(() => setDraft(prices.data?.prices ?? EMPTY), [prices.data]);
  if (prices.isPending)
    return <Skeleton height={160} radius="md" role="status" aria-label="Cargando precios de publicidad" />;
  if (prices.isError) return <ErrorState error={prices.error} onRetry={() => prices.refetch()} />;
  const published = prices.data.prices !== null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="ad-prices">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <Stack gap="sm">
          <Title order={5}>Precios de publicidad</Title>
          {!published && (
            <Text size="sm" c="dimmed">
              Tus comercios podrán pedir campañas en cuanto publiques estos precios.
            </Text>
          )}
          <Group align="flex-end" wrap="wrap" gap="sm">
            {adPlacements.map((placement) => (
              <CentsInput
                key={placement}
                label={`${adPlacementLabels[placement]} (por día)`}
                cents={draft[placement]}
                onCents={(cents) => setDraft({ ...draft, [placement]: cents })}
                disabled={!canEdit}
                w={220}
              />
            ))}
            {canEdit && (
              <Button type="submit" loading={save.isPending}>
                {published ? 'Guardar precios' : 'Publicar precios'}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Una campaña cuesta los días que dura por el precio de su lugar. Un cambio no altera las campañas ya pedidas.
          </Text>
          <MutationError mutation={save} />
          {save.isSuccess && (
            <Text size="sm" c="green.8">
              Precios guardados.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
};
