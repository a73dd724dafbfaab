import type { Product } from '@backoffice/shared';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { emptyGroup, type ProductFormValues } from '../lib/product-form-values.ts';
import { AdditionGroupCard } from './addition-group-card.tsx';

type Props = { form: UseFormReturnType<ProductFormValues>; additions: Product[]; newAdditionPath: string };

/** Groups of extras a customer chooses from (sauces, sizes…), each with its own rule. */
export const AdditionGroupsEditor = ({ form, additions, newAdditionPath }: Props) => (
  <Stack gap="sm">
    <div>
      <Title order={4}>Grupos de complementos</Title>
      <Text size="sm" c="dimmed">
        Por ejemplo «Salsas»: obligatorio, elige 1. Puedes cambiar el precio de un complemento solo en este grupo.
      </Text>
    </div>
    {additions.length === 0 && (
      <Alert color="blue" variant="light">
        Aún no tienes complementos.{' '}
        <Anchor component={Link} to={newAdditionPath}>
          Crea tu primer complemento
        </Anchor>{' '}
        (una salsa, un queso extra…) y después agrégalo aquí.
      </Alert>
    )}
    {form.values.additionGroups.map((group, index) => (
      <AdditionGroupCard key={group.key} form={form} index={index} additions={additions} />
    ))}
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      style={{ alignSelf: 'flex-start' }}
      disabled={additions.length === 0}
      onClick={() => form.insertListItem('additionGroups', emptyGroup())}
    >
      Agregar grupo
    </Button>
  </Stack>
);
