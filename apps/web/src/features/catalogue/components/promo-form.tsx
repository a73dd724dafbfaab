import type { Product, Promo } from '@backoffice/shared';
import { MultiSelect, NumberInput, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ImageInput } from '../../../components/image-input.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCreatePromo } from '../api/create-promo.ts';
import { useUpdatePromo } from '../api/update-promo.ts';
import type { CataloguePaths } from '../lib/catalogue-paths.ts';
import { groupBySection } from '../lib/menu-sections.ts';
import { apiFieldErrors } from '../lib/product-form-values.ts';
import { promoBody, promoFormValues, validatePromoForm } from '../lib/promo-form-values.ts';
import { FormActions } from './form-actions.tsx';
import { PromoScheduleFields } from './promo-schedule-fields.tsx';

type Props = { companyId: string; promo?: Promo; products: Product[]; paths: CataloguePaths };

export const PromoForm = ({ companyId, promo, products, paths }: Props) => {
  const navigate = useNavigate();
  const create = useCreatePromo(companyId);
  const update = useUpdatePromo(companyId);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const form = useForm({ initialValues: promoFormValues(promo), validate: validatePromoForm });
  const options = groupBySection(products).map((section) => ({
    group: section.name,
    items: section.products.map((product) => ({
      value: product.id,
      label: `${product.name} (${formatMoney(product.price)})`,
    })),
  }));

  const onError = (error: Error) => {
    if (error instanceof ApiError) form.setErrors(apiFieldErrors(error.details));
  };
  const submit = form.onSubmit((values) => {
    const done = (saved: Promo) => {
      notifications.show({
        color: 'green',
        message: promo ? `Promoción «${saved.name}» guardada.` : `Promoción «${saved.name}» creada.`,
      });
      navigate(paths.menu);
    };
    if (promo) update.mutate({ id: promo.id, body: promoBody(values) }, { onSuccess: done, onError });
    else create.mutate(promoBody(values), { onSuccess: done, onError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Nombre" placeholder="Ej. Combo taquero" required {...form.getInputProps('name')} />
              <MoneyInput label="Precio" description="En pesos" required {...form.getInputProps('price')} />
            </SimpleGrid>
            <Textarea label="Descripción" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
            <ImageInput
              label="Foto"
              description="Se ve mejor cuadrada."
              value={form.values.image}
              onChange={(url) => form.setFieldValue('image', url)}
              error={form.errors.image}
              alt={`Foto de ${form.values.name || 'el producto'}`}
            />
            <MultiSelect
              label="Productos de la promoción"
              description="El cliente elige entre estos productos"
              placeholder={form.values.options.length === 0 ? 'Elige productos' : undefined}
              data={options}
              searchable
              nothingFoundMessage="Sin resultados"
              required
              {...form.getInputProps('options')}
            />
          </Stack>
        </Paper>
        <PromoScheduleFields form={form} />
        <FormActions
          failure={failure}
          saving={saving}
          cancelTo={paths.menu}
          submitLabel={promo ? 'Guardar cambios' : 'Crear promoción'}
          archive={
            promo && {
              what: promo.name,
              onConfirm: () =>
                update.mutate(
                  { id: promo.id, body: { archived: true } },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'green', message: `«${promo.name}» ya no aparece en el menú.` });
                      navigate(paths.menu);
                    },
                  },
                ),
            }
          }
        />
      </Stack>
    </form>
  );
};
