import { ActionIcon, Group, Menu, Paper, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMobileScreen } from '../../hooks/use-mobile-screen.ts';
import type { EntityDefinition } from './entity-definition.ts';

type Props<T extends { id: string }> = {
  definition: EntityDefinition<T>;
  items: T[];
  onOpen: (item: T) => void;
  onRemove: (item: T) => void;
};

const RowMenu = <T extends { id: string }>({
  definition,
  item,
  onOpen,
  onRemove,
}: Omit<Props<T>, 'items'> & { item: T }) => {
  const editable = !definition.canEdit || definition.canEdit(item);
  const removable = editable && (definition.canRemove ? definition.canRemove(item) : true);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Acciones" onClick={(event) => event.stopPropagation()}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        <Menu.Item
          leftSection={editable ? <IconPencil size={16} /> : <IconEye size={16} />}
          onClick={() => onOpen(item)}
        >
          {editable ? 'Editar' : 'Ver'}
        </Menu.Item>
        {removable && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onRemove(item)}>
            Eliminar
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};

/** A table on wide screens and one card per item on phones; a click opens the item. */
export const EntityTable = <T extends { id: string }>({ definition, items, onOpen, onRemove }: Props<T>) => {
  const mobile = useMobileScreen();
  if (mobile) {
    const primary = definition.columns.filter((column) => column.primary && !column.interactive);
    const rest = definition.columns.filter((column) => !column.primary && !column.interactive);
    const controls = definition.columns.filter((column) => column.primary && column.interactive);
    return (
      <Stack gap="sm">
        {items.map((item) => (
          <Paper key={item.id} withBorder radius="md" p="sm" data-testid={`${definition.kind}-row`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <UnstyledButton onClick={() => onOpen(item)}>
                  <Stack gap={2}>
                    {primary.map((column) => (
                      <div key={column.key}>{column.render(item)}</div>
                    ))}
                    {rest.map((column) => (
                      <Text key={column.key} size="sm" c="dimmed" component="div">
                        {column.label}: {column.render(item)}
                      </Text>
                    ))}
                  </Stack>
                </UnstyledButton>
                {controls.map((column) => (
                  <div key={column.key}>{column.render(item)}</div>
                ))}
              </Stack>
              <RowMenu definition={definition} item={item} onOpen={onOpen} onRemove={onRemove} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    // Positioned, so the scroll box also holds the visually hidden "Acciones" header instead of letting it widen the page.
    <Paper withBorder radius="md" pos="relative" style={{ overflowX: 'auto' }}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {definition.columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.label}
              </Table.Th>
            ))}
            <Table.Th w={48}>
              <VisuallyHidden>Acciones</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr
              key={item.id}
              onClick={() => onOpen(item)}
              style={{ cursor: 'pointer' }}
              data-testid={`${definition.kind}-row`}
            >
              {definition.columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.render(item)}
                </Table.Td>
              ))}
              <Table.Td>
                <RowMenu definition={definition} item={item} onOpen={onOpen} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
};
