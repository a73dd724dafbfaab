import {
  type AdPlacement,
  type AdPrices,
  adDays,
  adPlacementLabels,
  adPlacements,
  MAX_AD_DAYS,
} from '@backoffice/shared';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ImageInput } from '../../../components/image-input.tsx';
import { MutationError } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useRequestCampaign } from '../api/ads.ts';

type Props = { company: string; today: string; prices: AdPrices; onClose: () => void };

/** The company asks for a campaign; the price comes from its partner's list and is charged once approved. */
export const RequestCampaignModal = ({ company, today, prices, onClose }: Props) => {
  const request = useRequestCampaign();
  const [placement, setPlacement] = useState<AdPlacement>('home_featured');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState('');
  const [title, setTitle] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const days = startDate && endDate ? adDays(startDate, endDate) : 0;
  const problems = {
    endDate: !endDate
      ? 'Elige el último día'
      : days < 1
        ? 'El último día va después del primero'
        : days > MAX_AD_DAYS
          ? `Una campaña dura como máximo ${MAX_AD_DAYS} días`
          : undefined,
    startDate: !startDate
      ? 'Elige el primer día'
      : startDate < today
        ? 'El primer día no puede ser antes de hoy'
        : undefined,
    title: title.trim().length < 3 ? 'Escribe el texto del anuncio (al menos 3 caracteres)' : undefined,
    image: image ? undefined : 'Sube la imagen del anuncio',
  };
  const valid = Object.values(problems).every((problem) => !problem);
  const shown = (problem: string | undefined) => (touched ? problem : undefined);
  const submit = () => {
    setTouched(true);
    if (!valid || !image) return;
    request.mutate(
      { company, placement, startDate, endDate, title: title.trim(), image },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Enviamos tu campaña a tu socio para que la apruebe.' });
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Pedir una campaña" size="lg" fullScreen={false}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label="Dónde se verá"
            data={adPlacements.map((value) => ({
              value,
              label: `${adPlacementLabels[value]} · ${formatMoney(prices[value])} por día`,
            }))}
            value={placement}
            onChange={(value) => value && setPlacement(value as AdPlacement)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label="Primer día"
              min={today}
              value={startDate}
              onChange={(event) => setStartDate(event.currentTarget.value)}
              error={shown(problems.startDate)}
              required
            />
            <TextInput
              type="date"
              label="Último día"
              min={startDate || today}
              value={endDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
              error={shown(problems.endDate)}
              required
            />
          </SimpleGrid>
          <Textarea
            label="Texto del anuncio"
            description="Lo que leerán tus clientes junto a la imagen."
            autosize
            minRows={2}
            maxLength={120}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={shown(problems.title)}
            required
          />
          <ImageInput
            label="Imagen del anuncio"
            aspect="wide"
            value={image}
            onChange={setImage}
            error={shown(problems.image)}
          />
          <Text size="sm" data-testid="campaign-price">
            {days >= 1 && days <= MAX_AD_DAYS ? (
              <>
                {`${days} ${days === 1 ? 'día' : 'días'} × ${formatMoney(prices[placement])} = `}
                <b>{formatMoney(days * prices[placement])}</b>. Se carga a tu estado de cuenta cuando tu socio la
                apruebe.
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
    </Modal>
  );
};
