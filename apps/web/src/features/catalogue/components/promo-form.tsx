import { type Product, type Promo, type PromoKind, promoKindLabels, promoKinds } from '@backoffice/shared';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ImageInput } from '../../../components/image-input.tsx';
import { LazyMultiSelect } from '../../../components/lazy-multi-select.tsx';
import { LazySelect } from '../../../components/lazy-select.tsx';
import { MoneyInputOnReach, NumberInputOnReach } from '../../../components/number-on-reach.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCreatePromo } from '../api/create-promo.ts';
import { useUpdatePromo } from '../api/update-promo.ts';
import { useCompanyToday } from '../hooks/use-company-today.ts';
import type { CataloguePaths } from '../lib/catalogue-paths.ts';
import { groupBySection } from '../lib/menu-sections.ts';
import { apiFieldErrors } from '../lib/product-form-values.ts';
import { promoBody, promoFormValues, promoHasOwnPrice, validatePromoForm } from '../lib/promo-form-values.ts';
import { FormActions } from './form-actions.tsx';
import { PromoScheduleFields } from './promo-schedule-fields.tsx';

const kindHints: Record<PromoKind, string> = {
  fixed: 'Los productos elegidos a un precio especial',
  percent: 'Se descuenta un porcentaje del precio de los productos',
  two_for_one: 'El cliente lleva dos del producto que elija y paga uno',
  free_delivery: 'El pedido que la incluya no paga envío',
};

type Props = { companyId: string; promo?: Promo; products: Product[]; paths: CataloguePaths };

export const PromoForm = ({ companyId, promo, products, paths }: Props) => {
  const navigate = useNavigate();
  const create = useCreatePromo(companyId);
  const update = useUpdatePromo(companyId);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const today = useCompanyToday(companyId);
  const form = useForm({
    initialValues: promoFormValues(promo),
    validate: (values) => validatePromoForm(values, today),
  });
  const kindOptions = promoKinds.map((kind) => ({ value: kind, label: promoKindLabels[kind] }));
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
            <TextInput label="Nombre" placeholder="Ej. Combo taquero" required {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <LazySelect
                label="Tipo de promoción"
                description={kindHints[form.values.kind]}
                data={kindOptions}
                allowDeselect={false}
                required
                {...form.getInputProps('kind')}
              />
              {promoHasOwnPrice(form.values.kind) && (
                <MoneyInputOnReach label="Precio" description="En pesos" required {...form.getInputProps('price')} />
              )}
              {form.values.kind === 'percent' && (
                <NumberInputOnReach
                  label="Descuento"
                  description="Porcentaje sobre el precio de los productos (1 a 90)"
                  suffix=" %"
                  min={1}
                  max={90}
                  allowDecimal={false}
                  required
                  {...form.getInputProps('percent')}
                />
              )}
            </SimpleGrid>
            <GrowingTextarea label="Descripción" minRows={2} maxRows={6} {...form.getInputProps('description')} />
            <ImageInput
              label="Foto"
              description="Se ve mejor cuadrada."
              value={form.values.image}
              onChange={(url) => form.setFieldValue('image', url)}
              error={form.errors.image}
              alt={`Foto de ${form.values.name || 'el producto'}`}
            />
            <LazyMultiSelect
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
