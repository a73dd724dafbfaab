import { ActionIcon, Group, Paper, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ComponentType, useRef } from 'react';
import { useMobileScreen } from '../../hooks/use-mobile-screen.ts';
import { codeOnReach } from '../code-on-reach.ts';
import type { EntityDefinition } from './entity-definition.ts';
import type { RowMenuProps } from './row-menu.tsx';

type Props<T extends { id: string }> = {
  definition: EntityDefinition<T>;
  items: T[];
  onOpen: (item: T) => void;
  onRemove: (item: T) => void;
};

const useRowMenu = codeOnReach(async () => (await import('./row-menu.tsx')).RowMenu as ComponentType<RowMenuProps>);

/**
 * The row's "Acciones" button; the menu's code (Menu, Popover, the floating library) comes when a pointer or the
 * focus first reaches a button, and a press made before it arrives opens the menu on arrival (decision 057).
 */
const RowMenu = <T extends { id: string }>(props: Omit<Props<T>, 'items'> & { item: T }) => {
  const target = useRef<HTMLButtonElement>(null);
  const { Loaded, standIn } = useRowMenu(target);
  if (Loaded) return <Loaded {...(props as unknown as RowMenuProps)} buttonRef={target} />;
  return (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="gray"
      aria-label="Acciones"
      aria-haspopup="menu"
      onClick={(event) => event.stopPropagation()}
      {...standIn}
    >
      <IconDots size={18} />
    </ActionIcon>
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
