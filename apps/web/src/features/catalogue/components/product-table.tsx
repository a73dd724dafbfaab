import type { Product } from '@backoffice/shared';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { type SortDirection, type SortKey, sortProducts } from '../lib/product-table.ts';
import { stockColors, stockLabels, stockStateOf } from '../lib/stock.ts';
import { ProductThumb } from './product-thumb.tsx';

type Props = { products: Product[]; editPath: (id: string) => string };

export const ProductTable = ({ products, editPath }: Props) => {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'section', direction: 'asc' });
  const onSort = (key: SortKey) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }));
  const rows = sortProducts(products, sort.key, sort.direction);

  return (
    <Table.ScrollContainer minWidth={340} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Productos">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader label="Nombre" column="name" sort={sort} onSort={onSort} />
            <SortableHeader label="Sección" column="section" sort={sort} onSort={onSort} visibleFrom="sm" />
            <SortableHeader label="Precio" column="price" sort={sort} onSort={onSort} />
            <SortableHeader label="Disponibilidad" column="availability" sort={sort} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((product) => {
            const stock = stockStateOf(product);
            return (
              <Table.Tr key={product.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ProductThumb src={product.image} alt="" size={36} />
                    <div>
                      <Anchor component={Link} to={editPath(product.id)} fw={500}>
                        {product.name}
                      </Anchor>
                      {/* On a phone the section column gives way; the section goes under the name. */}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {product.section}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">{product.section}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(product.price)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={stockColors[stock]} variant="light">
                    {stockLabels[stock]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
