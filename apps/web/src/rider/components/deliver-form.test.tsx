// @vitest-environment jsdom
import { type RiderTask, riderTaskActionBodySchema } from '@backoffice/shared/rider-app';
import { riderMessages } from '@backoffice/shared/rider-app-rules';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST } from '../../test-support/form-harness.ts';
import { schemaMessage } from '../../test-support/render-mantine.tsx';
import { DeliverForm } from './deliver-form.tsx';

// The offline queue is not under test: the action the form hands it is.
const takeAction = vi.fn();
vi.mock('../live/rider-data.tsx', () => ({ useRiderData: () => ({ takeAction }) }));

afterEach(() => {
  cleanup();
  takeAction.mockClear();
});

const task = { id: '00000000-0000-4000-8000-000000000040', proof: 'code', amountToCollect: 25000 } as RiderTask;

describe("rider's delivery form (@mantine/form with the API's rules)", () => {
  it(
    'asks for the customer code and the cash in the API words, then hands the delivered action its body',
    FORM_TEST,
    async () => {
      render(<DeliverForm task={task} />);
      const code = screen.getByLabelText(/^Código del cliente/);
      const cash = screen.getByLabelText(/^Efectivo recibido/);
      fireEvent.change(cash, { target: { value: 'doscientos' } });
      fireEvent.click(screen.getByRole('button', { name: 'Entregado' }));
      await screen.findByText(riderMessages.proofCodeMissing);
      screen.getByText(riderMessages.cash);
      expect(cash.getAttribute('aria-invalid')).toBe('true');

      fireEvent.change(code, { target: { value: '123' } });
      fireEvent.click(screen.getByRole('button', { name: 'Entregado' }));
      const message = schemaMessage(riderTaskActionBodySchema, {
        task: task.id,
        action: 'delivered',
        actionId: '00000000-0000-4000-8000-000000000041',
        proofCode: '123',
      });
      await screen.findByText(message);
      expect(message).toBe(riderMessages.proofCode);
      expect(takeAction).not.toHaveBeenCalled();

      fireEvent.change(code, { target: { value: '4821' } });
      fireEvent.change(cash, { target: { value: '$250.50' } });
      fireEvent.click(screen.getByRole('button', { name: 'Entregado' }));
      expect(takeAction).toHaveBeenCalledWith(task, 'delivered', { proofCode: '4821', cashCollected: 25050 });
    },
  );

  it('asks for the photo when the partner wants one', FORM_TEST, async () => {
    render(<DeliverForm task={{ ...task, proof: 'photo', amountToCollect: 0 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Entregado' }));
    await screen.findByText(riderMessages.proofPhoto);
    expect(takeAction).not.toHaveBeenCalled();
  });
});
