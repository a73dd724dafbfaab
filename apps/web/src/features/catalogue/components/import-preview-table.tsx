import { Badge, List, Table, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money.ts';
import type { ImportRow } from '../lib/import-rows.ts';

const kindLabel = { product: 'Producto', addition: 'Complemento' } as const;

/** Each row of the sheet as it will be imported, or what is wrong with it. */
export const ImportPreviewTable = ({ rows }: { rows: ImportRow[] }) => (
  <Table.ScrollContainer minWidth={620} maxHeight={360} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
    <Table striped verticalSpacing={6} aria-label="Vista previa de la importación" stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fila</Table.Th>
          <Table.Th>Nombre</Table.Th>
          <Table.Th>Sección</Table.Th>
          <Table.Th>Precio</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Estado</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.line} data-status={row.errors.length > 0 ? 'error' : 'ok'}>
            <Table.Td>{row.line}</Table.Td>
            <Table.Td>{row.body?.name ?? row.cells.nombre}</Table.Td>
            <Table.Td>{row.body?.section ?? row.cells.sección}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {row.body ? formatMoney(row.body.price) : row.cells.precio}
            </Table.Td>
            <Table.Td>{row.body ? kindLabel[row.body.kind] : row.cells.tipo}</Table.Td>
            <Table.Td>
              {row.errors.length === 0 ? (
                <Badge color="green" variant="light">
                  Lista
                </Badge>
              ) : (
                <List size="xs" c="red">
                  {row.errors.map((error) => (
                    <List.Item key={`${error.column}-${error.message}`}>
                      <Text span size="xs" c="red">
                        {error.column ? `${error.column}: ` : ''}
                        {error.message}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
