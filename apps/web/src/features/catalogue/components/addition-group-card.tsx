import type { Product } from '@backoffice/shared';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { choiceRule } from '../lib/menu-sections.ts';
import { centsToPesos } from '../lib/money-input.ts';
import { newKey, type ProductFormValues } from '../lib/product-form-values.ts';

type Props = { form: UseFormReturnType<ProductFormValues>; index: number; additions: Product[] };

export const AdditionGroupCard = ({ form, index, additions }: Props) => {
  const at = `additionGroups.${index}`;
  const group = form.values.additionGroups[index];
  const options = additions.map((addition) => ({
    value: addition.id,
    label: `${addition.name} (${formatMoney(addition.price)})`,
  }));
  const byId = new Map(additions.map((addition) => [addition.id, addition]));
  const max = Number(group.max);
  const chosen = new Set(group.additions.map((item) => item.product));

  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`Grupo ${index + 1}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <TextInput
            label="Nombre del grupo"
            placeholder="Ej. Salsas"
            style={{ flex: 1 }}
            {...form.getInputProps(`${at}.name`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Quitar grupo ${index + 1}`}
            onClick={() => form.removeListItem('additionGroups', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Switch label="Obligatorio" mt={{ xs: 30 }} {...form.getInputProps(`${at}.required`, { type: 'checkbox' })} />
          <NumberInput label="Mínimo" min={0} allowDecimal={false} {...form.getInputProps(`${at}.min`)} />
          <NumberInput label="Máximo" min={1} allowDecimal={false} {...form.getInputProps(`${at}.max`)} />
        </SimpleGrid>
        {Number.isInteger(max) && max >= 1 && (
          <Text size="xs" c="dimmed">
            El cliente verá: {group.required ? 'obligatorio' : 'opcional'},{' '}
            {choiceRule({ ...group, min: Number(group.min) || 0, max }).toLowerCase()}.
          </Text>
        )}
        {group.additions.map((addition, a) => (
          <Group key={addition.key} gap="xs" align="flex-start" wrap="nowrap">
            <LazySelect
              label="Complemento"
              placeholder="Elige un complemento"
              data={options.filter((option) => option.value === addition.product || !chosen.has(option.value))}
              searchable
              nothingFoundMessage="Sin resultados"
              style={{ flex: 2, minWidth: 0 }}
              {...form.getInputProps(`${at}.additions.${a}.product`)}
            />
            <NumberInput
              label="Precio aquí"
              placeholder={addition.product ? `$${centsToPesos(byId.get(addition.product)?.price ?? 0)}` : 'Igual'}
              prefix="$"
              min={0}
              decimalScale={2}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(`${at}.additions.${a}.price`)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={28}
              aria-label={`Quitar complemento ${a + 1} del grupo ${index + 1}`}
              onClick={() => form.removeListItem(`${at}.additions`, a)}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        {form.errors[`${at}.additions`] && (
          <Text size="xs" c="red">
            {form.errors[`${at}.additions`]}
          </Text>
        )}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => form.insertListItem(`${at}.additions`, { key: newKey(), product: null, price: '' })}
        >
          Agregar complemento
        </Button>
      </Stack>
    </Paper>
  );
};
