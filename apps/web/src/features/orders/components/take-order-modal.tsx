import {
  type Order,
  type OrderType,
  orderTypeLabels,
  orderTypes,
  type PaymentMethod,
  paymentMethodLabels,
  paymentMethods,
} from '@backoffice/shared';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useMemo, useRef } from 'react';
import { ErrorState, errorMessage } from '../../../components/query-state.tsx';
import { useMobileScreen } from '../../../hooks/use-mobile-screen.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmDone } from '../../../lib/confirm-done.ts';
import { BookCustomerHint } from '../../customers/index.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { useCompanyCatalogue } from '../api/get-company-catalogue.ts';
import { createIdempotencyKeys, emptyDraft, type TakeOrderDraft, toIntakeBody } from '../lib/take-order-form.ts';
import { intakeFieldErrors, validateTakeOrder } from '../lib/take-order-validation.ts';
import { ProductLineEditor } from './product-line-editor.tsx';
import { PromoLineEditor } from './promo-line-editor.tsx';
import { TakeOrderSlot } from './take-order-slot.tsx';

type TakeOrderModalProps = {
  company: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (order: Order) => void;
};

/**
 * "Tomar pedido": an order taken by phone or chat goes through the same intake as any other. Its fields live in
 * `@mantine/form`, checked by the intake's own schema: a field says what is wrong when left, and
 * "Registrar pedido" waits until the order is one the API takes.
 */
export const TakeOrderModal = ({ company, opened, onClose, onCreated }: TakeOrderModalProps) => {
  const mobile = useMobileScreen();
  const catalogue = useCompanyCatalogue(company, opened);
  const create = useCreateOrder();
  const form = useForm<TakeOrderDraft>({
    initialValues: emptyDraft(),
    validate: validateTakeOrder(company),
    validateInputOnBlur: true,
  });
  const draft = form.values;
  const keys = useRef(createIdempotencyKeys()).current;
  const lineKey = useRef(0);

  const productsById = useMemo(
    () => new Map([...(catalogue.data?.products ?? []), ...(catalogue.data?.additions ?? [])].map((p) => [p.id, p])),
    [catalogue.data],
  );
  const promosById = useMemo(() => new Map((catalogue.data?.promos ?? []).map((p) => [p.id, p])), [catalogue.data]);
  const update = (patch: Partial<TakeOrderDraft>) => form.setValues(patch);
  const { setValues } = form;

  // The book's name and latest address for a known phone, only where staff have not typed yet.
  const fillFromBook = useCallback(
    ({ name, address }: { name: string; address: string }) =>
      setValues((current) => ({
        customer: {
          ...(current.customer as TakeOrderDraft['customer']),
          name: current.customer?.name.trim() ? current.customer.name : name,
          address: current.customer?.address.trim() ? current.customer.address : address,
        },
      })),
    [setValues],
  );

  const submit = form.onSubmit((values) => {
    const body = toIntakeBody(company, values);
    create.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (order) => {
          keys.reset();
          form.setValues(emptyDraft());
          form.resetDirty();
          confirmDone(`Pedido #${order.number} registrado.`);
          onCreated(order);
        },
        // A field the intake refused is shown on that field, in its words; the alert below says it too.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) form.setErrors(intakeFieldErrors(error.details));
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Tomar pedido" size="xl" fullScreen={mobile}>
      {catalogue.isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label="Cargando menú" />
        </Group>
      ) : catalogue.isError ? (
        <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : (
        <Stack gap="md">
          <Select
            label="Agregar producto"
            placeholder="Busca un producto"
            searchable
            size="md"
            value={null}
            nothingFoundMessage="No hay productos con ese nombre"
            data={catalogue.data.products
              .filter((product) => product.available && !product.archived)
              .map((product) => ({ value: product.id, label: product.name }))}
            onChange={(id) =>
              id &&
              update({
                products: [
                  ...draft.products,
                  { key: `l${++lineKey.current}`, product: id, quantity: 1, additions: {}, notes: '' },
                ],
              })
            }
          />
          {draft.products.map((line, index) => {
            const product = productsById.get(line.product);
            if (!product) return null;
            return (
              <ProductLineEditor
                key={line.key}
                line={line}
                product={product}
                additionsById={productsById}
                onChange={(next) => update({ products: draft.products.map((l, i) => (i === index ? next : l)) })}
                onRemove={() => update({ products: draft.products.filter((_, i) => i !== index) })}
              />
            );
          })}
          {catalogue.data.promos.some((promo) => promo.active && !promo.archived) && (
            <Select
              label="Agregar promoción"
              placeholder="Busca una promoción"
              searchable
              size="md"
              value={null}
              data={catalogue.data.promos
                .filter((promo) => promo.active && !promo.archived)
                .map((promo) => ({ value: promo.id, label: promo.name }))}
              onChange={(id) =>
                id &&
                update({
                  promos: [...draft.promos, { key: `q${++lineKey.current}`, promo: id, quantity: 1, options: [] }],
                })
              }
            />
          )}
          {draft.promos.map((line, index) => {
            const promo = promosById.get(line.promo);
            if (!promo) return null;
            return (
              <PromoLineEditor
                key={line.key}
                line={line}
                promo={promo}
                productsById={productsById}
                onChange={(next) => update({ promos: draft.promos.map((l, i) => (i === index ? next : l)) })}
                onRemove={() => update({ promos: draft.promos.filter((_, i) => i !== index) })}
              />
            );
          })}
          <Divider label="Cliente" labelPosition="left" />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Nombre" size="md" required {...form.getInputProps('customer.name')} miw={220} />
            <TextInput
              label="Teléfono"
              size="md"
              required
              type="tel"
              {...form.getInputProps('customer.phone')}
              miw={220}
            />
          </Group>
          <BookCustomerHint phone={draft.customer.phone} onFound={fillFromBook} />
          <SegmentedControl
            size="md"
            value={draft.type}
            onChange={(value) => {
              update({ type: value as OrderType });
              // A pickup needs no address: its message goes with the choice.
              form.clearFieldError('customer.address');
            }}
            data={orderTypes.map((type) => ({ value: type, label: orderTypeLabels[type] }))}
          />
          <TextInput
            label="Dirección"
            size="md"
            required={draft.type === 'delivery'}
            {...form.getInputProps('customer.address')}
          />
          <TextInput label="Indicaciones de entrega" size="md" {...form.getInputProps('customer.notes')} />
          <Select
            label="Forma de pago"
            size="md"
            allowDeselect={false}
            value={draft.payment}
            onChange={(value) => value && update({ payment: value as PaymentMethod })}
            data={paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }))}
          />
          <TextInput label="Notas del pedido" size="md" {...form.getInputProps('notes')} />
          <TakeOrderSlot
            company={company}
            value={draft.scheduledFor}
            onChange={(start) => form.setFieldValue('scheduledFor', start)}
          />
          <TextInput
            label="Cupón (opcional)"
            description="Si el cliente da un código de descuento; el total lo calcula el sistema"
            size="md"
            maxLength={30}
            {...form.getInputProps('coupon')}
            onChange={(e) => form.setFieldValue('coupon', e.currentTarget.value.toUpperCase())}
          />
          {create.error && (
            <Alert color="red" role="alert" title="No se pudo tomar el pedido">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              Cerrar
            </Button>
            <Button
              size="md"
              color="green"
              disabled={!form.isValid()}
              loading={create.isPending}
              onClick={() => submit()}
            >
              Registrar pedido
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
