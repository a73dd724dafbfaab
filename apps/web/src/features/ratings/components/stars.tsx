import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** Stars as a picture, read aloud as "4 de 5 estrellas". */
export const Stars = ({ value, size = 16 }: { value: number; size?: number }) => (
  <Group gap={2} role="img" aria-label={`${value} de 5 estrellas`} wrap="nowrap">
    {[1, 2, 3, 4, 5].map((star) =>
      star <= value ? (
        <IconStarFilled key={star} size={size} color="var(--mantine-color-yellow-7)" aria-hidden />
      ) : (
        <IconStar key={star} size={size} color="var(--mantine-color-gray-6)" aria-hidden />
      ),
    )}
  </Group>
);

/** "4.5 ★ (12)" or a dash without ratings. */
export const AverageText = ({ average, count }: { average: number | null; count: number }) => (
  <Text fw={600} span>
    {average === null ? '—' : `${average.toFixed(1)} ★`}{' '}
    <Text span size="sm" c="dimmed" fw={400}>
      ({count === 1 ? '1 calificación' : `${count} calificaciones`})
    </Text>
  </Text>
);
