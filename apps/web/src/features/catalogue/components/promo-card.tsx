import type { Product, Promo, PromoStanding } from '@backoffice/shared';
import { promoKindLabels } from '@backoffice/shared/promo-pricing';
import { promoStanding } from '@backoffice/shared/promo-rules';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';
import { daysSummary } from '../lib/promo-form-values.ts';
import { ProductThumb } from './product-thumb.tsx';
import '../../../lib/dayjs-es.ts';

const dateRange = (promo: Promo) => {
  const format = (date: string) => dayjs(date).locale('es').format('D MMM YYYY');
  if (promo.startsOn && promo.endsOn) return `Del ${format(promo.startsOn)} al ${format(promo.endsOn)}`;
  if (promo.startsOn) return `Desde el ${format(promo.startsOn)}`;
  if (promo.endsOn) return `Hasta el ${format(promo.endsOn)}`;
  return 'Sin fecha de fin';
};

const standingBadge: Record<PromoStanding, { label: string; color: string }> = {
  active: { label: 'Activa', color: 'green' },
  paused: { label: 'Inactiva', color: 'gray' },
  scheduled: { label: 'Programada', color: 'blue' },
  ended: { label: 'Terminada', color: 'red' },
};

/** What the card shows as the promo's price: its own, or how the intake prices it. */
const priceLabel = (promo: Promo) => {
  if (promo.kind === 'percent') return `${promo.percent ?? 0} % de descuento`;
  if (promo.kind === 'two_for_one') return promoKindLabels.two_for_one;
  return formatMoney(promo.price);
};

type Props = { promo: Promo; products: Map<string, Product>; editPath: string; today: string };

export const PromoCard = ({ promo, products, editPath, today }: Props) => {
  const badge = standingBadge[promoStanding(promo, today)];
  return (
    <Card component="article" aria-label={promo.name} withBorder radius="md" padding="sm">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ProductThumb src={promo.image} alt={promo.name} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor component={Link} to={editPath} fw={600} c="dark" lineClamp={2}>
              {promo.name}
            </Anchor>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {priceLabel(promo)}
            </Text>
          </Group>
          <Group gap={6}>
            <Badge color={badge.color} variant="light" size="sm">
              {badge.label}
            </Badge>
            {promo.kind === 'free_delivery' && (
              <Badge color="blue" variant="light" size="sm">
                {promoKindLabels.free_delivery}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {daysSummary(promo.activeDays)} · {dateRange(promo)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Elige entre:{' '}
            {promo.options.map((option) => products.get(option.product)?.name ?? 'Producto eliminado').join(', ')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
};
