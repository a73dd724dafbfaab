import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { type Ref, useState } from 'react';

export type ArchiveProps = { what: string; loading: boolean; onConfirm: () => void };

/**
 * "Quitar del menú" with its confirmation, a chunk of its own: archive-button.tsx draws the button and brings this
 * (Popover and the floating library) when the button is reached (decision 057).
 */
export const ArchiveConfirm = ({
  what,
  loading,
  onConfirm,
  buttonRef,
}: ArchiveProps & { buttonRef: Ref<HTMLButtonElement> }) => {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top" withArrow trapFocus>
      <Popover.Target>
        <Button
          ref={buttonRef}
          variant="subtle"
          color="red"
          leftSection={<IconArchive size={16} />}
          onClick={() => setOpened(true)}
        >
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
