import {
  AD_START_BEFORE_TODAY,
  type AdPlacement,
  type AdPrices,
  adCampaignBodySchema,
  adDays,
  adPlacementLabels,
  adPlacements,
  MAX_AD_DAYS,
} from '@backoffice/shared';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ImageInput } from '../../../components/image-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { validateAs } from '../../../lib/schema-form.ts';
import { useRequestCampaign } from '../api/ads.ts';

type Props = { company: string; today: string; prices: AdPrices; onClose: () => void };

type Values = { placement: AdPlacement; startDate: string; endDate: string; title: string; image: string | null };

/**
 * Placement, dates, text and image in @mantine/form, checked by the API's own campaign schema; the first day's
 * "not before today", which the API checks with the company's clock, with the API's words (decision 060).
 */
export const RequestCampaignForm = ({ company, today, prices, onClose }: Props) => {
  const request = useRequestCampaign();
  const toBody = (values: Values) => ({ company, ...values, title: values.title.trim() });
  const check = validateAs(adCampaignBodySchema, toBody);
  const form = useForm<Values>({
    initialValues: { placement: 'home_featured', startDate: today, endDate: '', title: '', image: null },
    validate: (values): FormErrors => {
      const errors = check(values);
      if (!errors.startDate && values.startDate && values.startDate < today) errors.startDate = AD_START_BEFORE_TODAY;
      return errors;
    },
  });
  const { placement, startDate, endDate } = form.values;
  const days = startDate && endDate ? adDays(startDate, endDate) : 0;
  const submit = form.onSubmit((values) =>
    request.mutate(
      { ...toBody(values), image: values.image ?? '' },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Enviamos tu campaña a tu socio para que la apruebe.' });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorsFromApi(error.details));
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Select
          label="Dónde se verá"
          data={adPlacements.map((value) => ({
            value,
            label: `${adPlacementLabels[value]} · ${formatMoney(prices[value])} por día`,
          }))}
          {...form.getInputProps('placement')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label="Primer día" min={today} {...form.getInputProps('startDate')} required />
          <TextInput
            type="date"
            label="Último día"
            min={startDate || today}
            {...form.getInputProps('endDate')}
            required
          />
        </SimpleGrid>
        <GrowingTextarea
          label="Texto del anuncio"
          description="Lo que leerán tus clientes junto a la imagen."
          minRows={2}
          maxLength={120}
          {...form.getInputProps('title')}
          required
        />
        <ImageInput
          label="Imagen del anuncio"
          aspect="wide"
          value={form.values.image}
          onChange={(url) => form.setFieldValue('image', url)}
          error={form.errors.image}
        />
        <Text size="sm" data-testid="campaign-price">
          {days >= 1 && days <= MAX_AD_DAYS ? (
            <>
              {`${days} ${days === 1 ? 'día' : 'días'} × ${formatMoney(prices[placement])} = `}
              <b>{formatMoney(days * prices[placement])}</b>. Se carga a tu estado de cuenta cuando tu socio la apruebe.
            </>
          ) : (
            'Elige las fechas para ver el precio.'
          )}
        </Text>
        <MutationError mutation={request} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={request.isPending}>
            Enviar solicitud
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
