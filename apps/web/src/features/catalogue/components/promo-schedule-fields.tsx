import { Chip, Group, Input, Paper, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateInputOnReach } from '../../../components/date-input-on-reach.tsx';
import { type PromoFormValues, weekdays } from '../lib/promo-form-values.ts';

/** When a promo is offered: days of the week, optional first and last date, and the on/off switch. */
export const PromoScheduleFields = ({ form }: { form: UseFormReturnType<PromoFormValues> }) => (
  <Paper withBorder p="md" radius="md">
    <Stack gap="sm">
      <Input.Wrapper label="Días en que se ofrece" error={form.errors.activeDays}>
        <Chip.Group multiple value={form.values.activeDays} onChange={(days) => form.setFieldValue('activeDays', days)}>
          <Group gap={6} mt={6}>
            {weekdays.map((day) => (
              <Chip key={day.value} value={day.value} size="sm" aria-label={day.name}>
                {day.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateInputOnReach
          label="Desde"
          placeholder="Sin fecha de inicio"
          clearable
          valueFormat="D MMM YYYY"
          {...form.getInputProps('startsOn')}
        />
        <DateInputOnReach
          label="Hasta"
          placeholder="Sin fecha de fin"
          clearable
          valueFormat="D MMM YYYY"
          {...form.getInputProps('endsOn')}
        />
      </SimpleGrid>
      <Switch
        label="Promoción activa"
        description="Apágala para ocultarla sin perderla"
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </Stack>
  </Paper>
);
