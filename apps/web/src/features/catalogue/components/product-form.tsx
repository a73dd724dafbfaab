import type { Product, ProductKind } from '@backoffice/shared';
import { Input, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { ImageInput } from '../../../components/image-input.tsx';
import { LazyAutocomplete } from '../../../components/lazy-autocomplete.tsx';
import { LazyDialog } from '../../../components/lazy-dialog.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import type { CataloguePaths } from '../lib/catalogue-paths.ts';
import {
  apiFieldErrors,
  namesake,
  type ProductFormValues,
  productBody,
  productFormValues,
  validateProductForm,
} from '../lib/product-form-values.ts';
import { stockLabels } from '../lib/stock.ts';
import { AdditionGroupsEditor } from './addition-groups-editor.tsx';
import { FormActions } from './form-actions.tsx';

/** Asked only when a second product would take the same name: its dialog (Modal) downloads then (decision 057). */
const NamesakeModal = lazyScreen(() =>
  import('./namesake-modal.tsx').then((module) => ({ default: module.NamesakeModal })),
);

type Props = {
  companyId: string;
  product?: Product;
  kind: ProductKind;
  additions: Product[];
  sections: string[];
  /** The company's other products and additions, to catch a repeated name in a section. */
  others: Product[];
  paths: CataloguePaths;
};

const stockOptions = (['available', 'today', 'indefinite'] as const).map((value) => ({
  value,
  label: stockLabels[value],
}));
const kindOptions = [
  { value: 'product', label: 'Producto' },
  { value: 'addition', label: 'Complemento' },
];

export const ProductForm = ({ companyId, product, kind, additions, sections, others, paths }: Props) => {
  const navigate = useNavigate();
  const create = useCreateProduct(companyId);
  const update = useUpdateProduct(companyId);
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const form = useForm({ initialValues: productFormValues(product, kind), validate: validateProductForm });
  const values = form.values;

  const onError = (error: Error) => {
    if (error instanceof ApiError) form.setErrors(apiFieldErrors(error.details));
  };
  const [pending, setPending] = useState<{ values: ProductFormValues; namesake: Product }>();
  const save = (submitted: ProductFormValues) => {
    setPending(undefined);
    const body = productBody(submitted);
    const done = (saved: Product) => {
      notifications.show({
        color: 'green',
        message: product ? `«${saved.name}» guardado.` : `«${saved.name}» creado.`,
      });
      navigate(paths.listOf(saved.kind));
    };
    if (product) update.mutate({ id: product.id, body }, { onSuccess: done, onError });
    else create.mutate(body, { onSuccess: done, onError });
  };
  const submit = form.onSubmit((submitted) => {
    const same = namesake(submitted, others);
    if (same) setPending({ values: submitted, namesake: same });
    else save(submitted);
  });

  return (
    <form onSubmit={submit} noValidate>
      {pending && (
        <LazyDialog
          title="Nombre repetido"
          place="center"
          onClose={() => setPending(undefined)}
          errorTitle="No pudimos abrir el aviso"
        >
          <NamesakeModal
            namesake={pending.namesake}
            creating={!product}
            onCancel={() => setPending(undefined)}
            onConfirm={() => save(pending.values)}
          />
        </LazyDialog>
      )}
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Nombre" required {...form.getInputProps('name')} />
              <MoneyInput label="Precio" description="En pesos" required {...form.getInputProps('price')} />
            </SimpleGrid>
            <GrowingTextarea label="Descripción" minRows={2} maxRows={6} {...form.getInputProps('description')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <LazyAutocomplete
                label="Sección"
                description="Ej. Tacos, Bebidas"
                required
                data={sections}
                {...form.getInputProps('section')}
              />
              <NumberInput
                label="Posición en la sección"
                description="Los números menores aparecen primero"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('position')}
              />
            </SimpleGrid>
            <ImageInput
              label="Foto"
              description="Se ve mejor cuadrada."
              value={values.image}
              onChange={(url) => form.setFieldValue('image', url)}
              error={form.errors.image}
              alt={`Foto de ${values.name || 'el producto'}`}
            />
            {/* Three stock choices need the whole row on a tablet. */}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <Input.Wrapper label="Disponibilidad" error={form.errors.stock}>
                <SegmentedControl
                  aria-label="Disponibilidad"
                  fullWidth
                  data={stockOptions}
                  mt={4}
                  {...form.getInputProps('stock')}
                />
              </Input.Wrapper>
              <Input.Wrapper label="Tipo" error={form.errors.kind}>
                <SegmentedControl
                  aria-label="Tipo"
                  fullWidth
                  data={kindOptions}
                  mt={4}
                  {...form.getInputProps('kind')}
                />
              </Input.Wrapper>
            </SimpleGrid>
          </Stack>
        </Paper>
        {(values.kind === 'product' || values.additionGroups.length > 0) && (
          <Paper withBorder p="md" radius="md">
            <AdditionGroupsEditor form={form} additions={additions} newAdditionPath={paths.newProduct('addition')} />
          </Paper>
        )}
        <FormActions
          failure={failure}
          saving={saving}
          cancelTo={paths.listOf(product?.kind ?? kind)}
          submitLabel={
            product ? 'Guardar cambios' : values.kind === 'addition' ? 'Crear complemento' : 'Crear producto'
          }
          archive={
            product && {
              what: product.name,
              onConfirm: () =>
                update.mutate(
                  { id: product.id, body: { archived: true } },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'green', message: `«${product.name}» ya no aparece en el menú.` });
                      navigate(paths.listOf(product.kind));
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
