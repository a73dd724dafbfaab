// @vitest-environment jsdom
import { type Order, rejectionBodySchema, rejectionReasonLabels } from '@backoffice/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST } from '../../../test-support/form-harness.ts';
import { renderWithMantine, schemaMessage } from '../../../test-support/render-mantine.tsx';
import { RejectOrderModal } from './reject-order-modal.tsx';

afterEach(cleanup);

const ORDER = '00000000-0000-4000-8000-000000000020';
const TACO = '00000000-0000-4000-8000-000000000021';
const order = {
  id: ORDER,
  number: 7,
  products: [{ product: TACO, name: 'Taco al pastor', additions: [] }],
  promos: [],
} as unknown as Order;

describe('reject-order modal (@mantine/form with the rejection body schema)', () => {
  it(
    "asks which products ran out in the API's words, then sends the reason, products and comment",
    FORM_TEST,
    async () => {
      const onReject = vi.fn();
      renderWithMantine(
        <RejectOrderModal order={order} opened loading={false} error={null} onClose={() => {}} onReject={onReject} />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Rechazar el pedido #7' });
      fireEvent.click(within(dialog).getByRole('radio', { name: rejectionReasonLabels.out_of_stock }));
      const reject = within(dialog).getByRole('button', { name: 'Rechazar pedido' });
      fireEvent.click(reject);

      const message = schemaMessage(rejectionBodySchema, { order: ORDER, reason: 'out_of_stock' });
      expect(message).toBe('Indica qué productos se agotaron');
      await within(dialog).findByText(message);
      expect(onReject).not.toHaveBeenCalled();

      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Taco al pastor' }));
      expect(within(dialog).queryByText(message)).toBeNull();
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), {
        target: { value: ' Se acabó la carne ' },
      });
      fireEvent.click(reject);
      expect(onReject).toHaveBeenCalledWith({ reason: 'out_of_stock', comment: 'Se acabó la carne', products: [TACO] });
    },
  );

  it('sends another reason without products or an empty comment', FORM_TEST, () => {
    const onReject = vi.fn();
    renderWithMantine(
      <RejectOrderModal order={order} opened loading={false} error={null} onClose={() => {}} onReject={onReject} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar pedido' }));
    expect(onReject).toHaveBeenCalledWith({ reason: 'too_busy', comment: undefined, products: undefined });
  });
});
