import { type DayHours, nextDaysPreview, type ScheduleSource } from '@backoffice/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import '../../../lib/dayjs-es.ts';
import { hoursText } from '../lib/hours-text.ts';

const dayName = (day: DayHours, index: number) => {
  const date = dayjs(day.date).locale('es');
  const prefix = index === 0 ? 'Hoy' : index === 1 ? 'Mañana' : date.format('dddd');
  return `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)}, ${date.format('D MMM')}`;
};

/** The next seven days as customers see them: special dates over the week, in the company's time zone. */
export const WeekPreview = ({ source, dirty }: { source: ScheduleSource; dirty: boolean }) => {
  const days = nextDaysPreview(source, new Date(), 7);
  return (
    <Paper withBorder p="md" radius="md" data-testid="schedule-preview">
      <Stack gap="sm">
        <div>
          <Title order={4}>Así te verán tus clientes</Title>
          <Text size="sm" c="dimmed">
            Próximos 7 días con los horarios guardados.
          </Text>
        </div>
        {dirty && (
          <Text size="sm" c="orange.8">
            Tienes cambios sin guardar: la vista previa se actualiza al guardar.
          </Text>
        )}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {days.map((day, index) => (
            <li key={day.date} data-testid={`preview-${day.date}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text size="sm" fw={index === 0 ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
                  {dayName(day, index)}
                </Text>
                <Stack gap={2} align="flex-end">
                  <Text size="sm" c={day.closed ? 'red.7' : undefined} ta="right">
                    {hoursText(day)}
                  </Text>
                  {day.special && (
                    <Badge size="xs" variant="light" color="secondary">
                      {day.note || 'Fecha especial'}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
};
