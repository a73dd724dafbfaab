import { type Company, localDate } from '@backoffice/shared';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { MutationError } from '../../../components/query-state.tsx';
import { useSaveSchedules } from '../api/save-schedules.ts';
import { copyDay, type ScheduleDraft, toBody, toDraft, validateDraft } from '../lib/schedule-draft.ts';
import { mondayFirst } from '../lib/week-order.ts';
import { preloadClock } from './clock-on-reach.tsx';
import { SpecialDatesEditor } from './special-dates-editor.tsx';
import { WeekDayCard } from './week-day-card.tsx';
import { WeekPreview } from './week-preview.tsx';

/**
 * The week and the special dates in `@mantine/form`. Each change is checked as it is made, with the API's own
 * schema and messages (`validateDraft`: `dayRangesSchema` per day, the special dates' rules), so a mistake shows
 * at its field at once and "Guardar horarios" waits until the body is one the API takes.
 */
export const ScheduleEditor = ({ company }: { company: Company }) => {
  const form = useForm<ScheduleDraft>({ initialValues: toDraft(company) });
  const draft = form.values;
  const { setValues } = form;
  const setDraft = (change: (current: ScheduleDraft) => Partial<ScheduleDraft>) =>
    setValues((current) => change(current as ScheduleDraft));
  const save = useSaveSchedules(company.id);
  const errors = useMemo(() => validateDraft(draft), [draft]);
  const savedBody = useMemo(() => JSON.stringify(toBody(toDraft(company))), [company]);
  const dirty = JSON.stringify(toBody(draft)) !== savedBody;
  const today = localDate(new Date(), company.timezone);

  const handleSave = () =>
    save.mutate(toBody(draft), {
      onSuccess: (saved) => {
        setValues(toDraft(saved));
        notifications.show({
          color: 'green',
          title: 'Horarios guardados',
          message: 'Tus clientes ya ven los nuevos horarios.',
        });
      },
    });

  // Sticky, so the save button stays in reach on a long week on a phone.
  const saveBar = (
    <Paper
      withBorder
      p="sm"
      radius="md"
      shadow={dirty ? 'md' : undefined}
      style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={errors.count > 0 ? 'red.7' : 'dimmed'}>
          {errors.count > 0
            ? `Corrige ${errors.count === 1 ? 'el dato marcado' : `los ${errors.count} datos marcados`} para guardar.`
            : errors.untouched > 0
              ? 'Elige la fecha de la fecha especial nueva para guardar.'
              : dirty
                ? 'Tienes cambios sin guardar.'
                : 'Todo está guardado.'}
        </Text>
        <Group gap="xs">
          <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setValues(toDraft(company))}>
            Descartar cambios
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={handleSave}
            loading={save.isPending}
            disabled={!dirty || errors.count > 0 || errors.untouched > 0}
          >
            Guardar horarios
          </Button>
        </Group>
      </Group>
    </Paper>
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">
          <MutationError mutation={save} title="No se guardaron los horarios" />
          {/* The time pickers' code comes when the week is reached, before any of its time fields is. */}
          <Stack gap="sm" onPointerEnter={preloadClock} onFocusCapture={preloadClock}>
            <div>
              <Title order={3}>Horario semanal</Title>
              <Text size="sm" c="dimmed">
                Puedes tener varios horarios por día (por ejemplo, comida y cena). Para cerrar a medianoche elige 12:00
                a. m. en «Cierra».
              </Text>
            </div>
            {mondayFirst.map((day) => (
              <WeekDayCard
                key={day}
                day={day}
                ranges={draft.week[day]}
                errors={errors.week[day]}
                onChange={(ranges) => setDraft((current) => ({ week: { ...current.week, [day]: ranges } }))}
                onCopy={(targets) => setDraft((current) => ({ week: copyDay(current.week, day, targets) }))}
              />
            ))}
          </Stack>
          <Stack gap="sm">
            <div>
              <Title order={3}>Fechas especiales</Title>
              <Text size="sm" c="dimmed">
                Días festivos o con horario distinto. Reemplazan el horario semanal de esa fecha.
              </Text>
            </div>
            <SpecialDatesEditor
              days={draft.specialDates}
              errors={errors.specialDates}
              today={today}
              onChange={(specialDates) => setDraft(() => ({ specialDates }))}
            />
          </Stack>
          {saveBar}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <div style={{ position: 'sticky', top: 76 }}>
          <WeekPreview source={company} dirty={dirty} />
        </div>
      </Grid.Col>
    </Grid>
  );
};
