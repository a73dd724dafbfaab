import type { Product } from '@backoffice/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';
import { stockColors, stockLabels, stockStateOf } from '../lib/stock.ts';
import { AdditionGroupsSummary } from './addition-groups-summary.tsx';
import { ProductThumb } from './product-thumb.tsx';
import { StockToggle } from './stock-toggle.tsx';

type Props = { product: Product; additions: Map<string, Product>; editPath: string };

export const MenuProductCard = ({ product, additions, editPath }: Props) => {
  const stock = stockStateOf(product);
  return (
    <Card component="article" aria-label={product.name} withBorder radius="md" padding="sm">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <ProductThumb src={product.image} alt={product.name} />
          {/* Out of stock is said by its badge, not by fading the text below a readable contrast. */}
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Anchor component={Link} to={editPath} fw={600} c="dark" lineClamp={2}>
                {product.name}
              </Anchor>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(product.price)}
              </Text>
            </Group>
            {product.description && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {product.description}
              </Text>
            )}
            {stock !== 'available' && (
              <Badge color={stockColors[stock]} variant="light" size="sm">
                {stockLabels[stock]}
              </Badge>
            )}
            <AdditionGroupsSummary groups={product.additionGroups} additions={additions} />
          </Stack>
        </Group>
        <StockToggle product={product} />
      </Stack>
    </Card>
  );
};
