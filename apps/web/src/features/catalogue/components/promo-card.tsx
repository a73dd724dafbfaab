import type { Product, Promo } from '@backoffice/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';
import { daysSummary } from '../lib/promo-form-values.ts';
import { ProductThumb } from './product-thumb.tsx';

const dateRange = (promo: Promo) => {
  const format = (date: string) => dayjs(date).locale('es').format('D MMM YYYY');
  if (promo.startsOn && promo.endsOn) return `Del ${format(promo.startsOn)} al ${format(promo.endsOn)}`;
  if (promo.startsOn) return `Desde el ${format(promo.startsOn)}`;
  if (promo.endsOn) return `Hasta el ${format(promo.endsOn)}`;
  return 'Sin fecha de fin';
};

type Props = { promo: Promo; products: Map<string, Product>; editPath: string };

export const PromoCard = ({ promo, products, editPath }: Props) => (
  <Card component="article" aria-label={promo.name} withBorder radius="md" padding="sm">
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ProductThumb src={promo.image} alt={promo.name} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor component={Link} to={editPath} fw={600} c="dark" lineClamp={2}>
            {promo.name}
          </Anchor>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(promo.price)}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge color={promo.active ? 'green' : 'gray'} variant="light" size="sm">
            {promo.active ? 'Activa' : 'Inactiva'}
          </Badge>
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
