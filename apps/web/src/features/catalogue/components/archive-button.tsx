import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';

type Props = { what: string; loading: boolean; onConfirm: () => void };

/** "Quitar del menú" with a confirmation: archived items stay in old orders but leave the menu. */
export const ArchiveButton = ({ what, loading, onConfirm }: Props) => {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top" withArrow trapFocus>
      <Popover.Target>
        <Button variant="subtle" color="red" leftSection={<IconArchive size={16} />} onClick={() => setOpened(true)}>
          Quitar del menú
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        <Stack gap="xs">
          <Text size="sm">
            ¿Quitar «{what}» del menú? Tus clientes dejarán de verlo; los pedidos anteriores no cambian.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              No
            </Button>
            <Button size="xs" color="red" loading={loading} onClick={onConfirm}>
              Sí, quitar
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
