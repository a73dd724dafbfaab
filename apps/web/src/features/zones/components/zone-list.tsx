import { Badge, Button, ColorSwatch, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconPolygon, IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/money.ts';
import type { ZoneWithOverlaps } from '../api/zones-api.ts';
import { overlapSentence } from '../lib/zone-file.ts';

type Props = {
  zones: ZoneWithOverlaps[];
  selectedId: string | null;
  mayManage: boolean;
  onSelect: (id: string) => void;
  onEdit: (zone: ZoneWithOverlaps) => void;
  onReshape: (zone: ZoneWithOverlaps) => void;
  onRemove: (zone: ZoneWithOverlaps) => void;
};

const squareKm = (metres: number) =>
  `${(metres / 1_000_000).toLocaleString('es-MX', { maximumFractionDigits: 1 })} km²`;

/** Each zone's terms, companies and overlaps; selecting one highlights it on the map. */
export const ZoneList = ({ zones, selectedId, mayManage, onSelect, onEdit, onReshape, onRemove }: Props) => {
  const names = new Map(zones.map((zone) => [zone.id, zone.name]));
  return (
    <Stack gap="sm">
      {zones.map((zone) => {
        const selected = zone.id === selectedId;
        return (
          <Paper
            key={zone.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="zone-item"
            style={selected ? { borderColor: zone.color, boxShadow: `0 0 0 1px ${zone.color}` } : undefined}
          >
            <UnstyledButton onClick={() => onSelect(zone.id)} w="100%" aria-pressed={selected}>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={zone.color} size={16} />
                <Text fw={600} style={{ flex: 1 }} truncate>
                  {zone.name}
                </Text>
                {!zone.active && (
                  <Badge color="gray" variant="light">
                    Inactiva
                  </Badge>
                )}
              </Group>
              <Text size="sm" mt={4}>
                Envío {formatMoney(zone.deliveryFee)} · mínimo {formatMoney(zone.minimumOrder)} · {zone.minutes} min
              </Text>
              <Text size="xs" c="dimmed">
                {squareKm(zone.area)} ·{' '}
                {zone.companies.length === 1 ? '1 comercio' : `${zone.companies.length} comercios`}
              </Text>
              {zone.postalCodes.length + zone.colonias.length > 0 && (
                <Text size="xs" c="dimmed" truncate>
                  CP y colonias: {[...zone.postalCodes, ...zone.colonias].join(', ')}
                </Text>
              )}
              {overlapSentence(zone.id, zone.overlaps, names).map((sentence) => (
                <Text key={sentence} size="xs" c="orange.8">
                  {sentence}
                </Text>
              ))}
            </UnstyledButton>
            {mayManage && selected && (
              <Group gap="xs" mt="xs">
                <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => onEdit(zone)}>
                  Datos
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPolygon size={14} />}
                  onClick={() => onReshape(zone)}
                >
                  Forma
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onRemove(zone)}
                >
                  Eliminar
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
};
