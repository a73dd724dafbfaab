import {
  type Order,
  type RejectionReason,
  rejectionBodySchema,
  rejectionReasonLabels,
  rejectionReasons,
} from '@backoffice/shared';
import { Alert, Button, Checkbox, Modal, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GrowingTextarea } from '../../../components/growing-textarea.tsx';
import { errorMessage } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi } from '../../../lib/field-errors.ts';
import { validateAs } from '../../../lib/schema-form.ts';

type RejectOrderModalProps = {
  order: Order;
  opened: boolean;
  loading: boolean;
  error: unknown;
  onClose: () => void;
  onReject: (input: { reason: RejectionReason; comment?: string; products?: string[] }) => void;
};

/** The products an order names (lines, additions and promo options), to say which ran out. */
const orderProducts = (order: Order) => {
  const names = new Map<string, string>();
  for (const line of order.products) {
    names.set(line.product, line.name);
    for (const addition of line.additions) names.set(addition.product, addition.name);
  }
  for (const line of order.promos) for (const option of line.options) names.set(option.product, option.name);
  return [...names].map(([id, name]) => ({ id, name }));
};

type RejectDraft = { reason: RejectionReason; products: string[]; comment: string };

/** What the modal sends: the products only for `out_of_stock`, an empty comment left out. */
const rejectionOf = ({ reason, products, comment }: RejectDraft) => ({
  reason,
  comment: comment.trim() || undefined,
  products: reason === 'out_of_stock' ? products : undefined,
});

/**
 * Reason, products that ran out and comment in `@mantine/form`, checked by the API's own body schema
 * (`rejectionBodySchema`): a field says what POST /api/rejections would answer.
 */
export const RejectOrderModal = ({ order, opened, loading, error, onClose, onReject }: RejectOrderModalProps) => {
  const form = useForm<RejectDraft>({
    initialValues: { reason: 'too_busy', products: [], comment: '' },
    validate: validateAs(rejectionBodySchema, (draft: RejectDraft) => ({ order: order.id, ...rejectionOf(draft) })),
  });
  const serverErrors = error instanceof ApiError ? fieldErrorsFromApi(error.details) : {};
  const errorOf = (field: keyof RejectDraft) => form.errors[field] ?? serverErrors[field];

  return (
    <Modal opened={opened} onClose={onClose} title={`Rechazar el pedido #${order.number}`} centered size="lg">
      <form onSubmit={form.onSubmit((draft) => onReject(rejectionOf(draft)))} noValidate>
        <Stack>
          <Radio.Group
            label="Motivo"
            value={form.values.reason}
            onChange={(value) => {
              form.setFieldValue('reason', value as RejectionReason);
              // A new reason is a new start: its own errors wait for the next try.
              form.clearErrors();
            }}
          >
            <Stack gap="sm" mt="xs">
              {rejectionReasons.map((code) => (
                <Radio key={code} value={code} label={rejectionReasonLabels[code]} size="md" />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.reason === 'out_of_stock' && (
            <Checkbox.Group
              label="¿Qué se agotó? Se ocultará del menú hasta que termine el día."
              value={form.values.products}
              onChange={(products) => form.setFieldValue('products', products)}
              error={errorOf('products')}
            >
              <Stack gap="sm" mt="xs">
                {orderProducts(order).map((product) => (
                  <Checkbox key={product.id} value={product.id} label={product.name} size="md" />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <GrowingTextarea
            label="Comentario (opcional)"
            maxLength={500}
            minRows={2}
            {...form.getInputProps('comment')}
            error={errorOf('comment')}
          />
          {error ? (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Button type="submit" color="red.9" size="md" loading={loading}>
            Rechazar pedido
          </Button>
        </Stack>
      </form>
    </Modal>
  );
};
