import { type Order, type RejectionReason, rejectionReasonLabels, rejectionReasons } from '@backoffice/shared';
import { Alert, Button, Checkbox, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../components/query-state.tsx';

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

export const RejectOrderModal = ({ order, opened, loading, error, onClose, onReject }: RejectOrderModalProps) => {
  const [reason, setReason] = useState<RejectionReason>('too_busy');
  const [products, setProducts] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  // The missing-product error shows once the user tries to reject, never on merely choosing the reason.
  const [attempted, setAttempted] = useState(false);
  const needsProducts = reason === 'out_of_stock' && products.length === 0;

  return (
    <Modal opened={opened} onClose={onClose} title={`Rechazar el pedido #${order.number}`} centered size="lg">
      <Stack>
        <Radio.Group
          label="Motivo"
          value={reason}
          onChange={(value) => {
            setReason(value as RejectionReason);
            // A new reason is a new start: its own errors wait for the next try.
            setAttempted(false);
          }}
        >
          <Stack gap="sm" mt="xs">
            {rejectionReasons.map((code) => (
              <Radio key={code} value={code} label={rejectionReasonLabels[code]} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'out_of_stock' && (
          <Checkbox.Group
            label="¿Qué se agotó? Se ocultará del menú hasta que termine el día."
            value={products}
            onChange={setProducts}
            error={attempted && needsProducts ? 'Elige al menos un producto' : undefined}
          >
            <Stack gap="sm" mt="xs">
              {orderProducts(order).map((product) => (
                <Checkbox key={product.id} value={product.id} label={product.name} size="md" />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea
          label="Comentario (opcional)"
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Button
          color="red.9"
          size="md"
          loading={loading}
          onClick={() => {
            setAttempted(true);
            if (needsProducts) return;
            onReject({
              reason,
              comment: comment.trim() || undefined,
              products: reason === 'out_of_stock' ? products : undefined,
            });
          }}
        >
          Rechazar pedido
        </Button>
      </Stack>
    </Modal>
  );
};
