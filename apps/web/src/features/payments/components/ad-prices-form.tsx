import { type AdPrices, adPlacementLabels, adPlacements, adPricesSchema } from '@backoffice/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { CentsInput, centsField } from '../../../components/money-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useSaveAdPrices } from '../api/ad-prices.ts';

const EMPTY: AdPrices = { home_featured: 0, banner: 0, category_first: 0 };

type Props = { prices: AdPrices | null; canEdit: boolean };

/** The price list in @mantine/form, checked by the API's own schema (its values are the body, decision 060). */
export const AdPricesForm = ({ prices, canEdit }: Props) => {
  const save = useSaveAdPrices();
  const form = useForm<AdPrices>({ initialValues: prices ?? EMPTY, validate: validateAs(adPricesSchema) });
  // Saved prices come back from the server: the fields follow them.
  const { setValues } = form;
  useEffect(() => setValues(prices ?? EMPTY), [prices, setValues]);
  const published = prices !== null;
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
      },
    }),
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="ad-prices">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={5}>Precios de publicidad</Title>
          {!published && (
            <Text size="sm" c="dimmed">
              Tus comercios podrán pedir campañas en cuanto publiques estos precios.
            </Text>
          )}
          <Group align="flex-start" wrap="wrap" gap="sm">
            {adPlacements.map((placement) => (
              <CentsInput
                key={placement}
                label={`${adPlacementLabels[placement]} (por día)`}
                {...centsField(form, placement)}
                disabled={!canEdit}
                w={220}
              />
            ))}
            {canEdit && (
              <Button type="submit" loading={save.isPending} style={LABEL_OFFSET}>
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

/** Level with the inputs, below their one-line labels, and stays there when an error shows under one. */
const LABEL_OFFSET = { marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))' };
