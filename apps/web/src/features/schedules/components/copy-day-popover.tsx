import { type WeekDay, weekDayLabels } from '@backoffice/shared';
import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { copyLabel, mondayFirst } from '../lib/week-order.ts';

export type CopyDayProps = { day: WeekDay; onCopy: (targets: WeekDay[]) => void };

/** The copy button with its popover of days (Popover and the floating library: loaded on reach, copy-day-button.tsx). */
export const CopyDayPopover = ({ day, onCopy, buttonRef }: CopyDayProps & { buttonRef: Ref<HTMLButtonElement> }) => {
  const [opened, setOpened] = useState(false);
  const [targets, setTargets] = useState<string[]>([]);
  const others = mondayFirst.filter((other) => other !== day);
  const close = () => {
    setOpened(false);
    setTargets([]);
  };
  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? setOpened(true) : close())}
      position="bottom-end"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <Button
          ref={buttonRef}
          variant="subtle"
          size="xs"
          leftSection={<IconCopy size={14} />}
          onClick={() => (opened ? close() : setOpened(true))}
          // The name starts with the visible text (WCAG 2.5.3) and says which day.
          aria-label={copyLabel(day)}
        >
          Copiar a otros días
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Copiar el horario del {weekDayLabels[day].toLowerCase()} a:
          </Text>
          <Checkbox
            label="Todos los días"
            checked={targets.length === others.length}
            indeterminate={targets.length > 0 && targets.length < others.length}
            onChange={(event) => setTargets(event.currentTarget.checked ? [...others] : [])}
          />
          <Checkbox.Group value={targets} onChange={setTargets}>
            <Stack gap={6} pl="sm">
              {others.map((other) => (
                <Checkbox key={other} value={other} label={weekDayLabels[other]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={close}>
              Cancelar
            </Button>
            <Button
              size="xs"
              disabled={targets.length === 0}
              onClick={() => {
                onCopy(targets as WeekDay[]);
                close();
              }}
            >
              Copiar
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
