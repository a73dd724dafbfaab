// @vitest-environment jsdom
import { riderCashHandoverBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, LAZY_LOAD, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { RiderCashPanel } from './rider-cash-panel.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RIDER = '00000000-0000-4000-8000-000000000006';
const row = {
  rider: RIDER,
  name: 'Iván Torres',
  collectedToday: 50_000,
  handedOverToday: 0,
  cashInHand: 50_000,
  canHandOver: true,
};

describe('cash handover (@mantine/form with the handover schema)', () => {
  it(
    "says the API's words for nothing handed over and for more than in hand, then records the amount in cents",
    FORM_TEST,
    async () => {
      const api = stubApi((request) =>
        request.method === 'GET'
          ? { items: [row] }
          : { id: 'h1', rider: RIDER, amount: 20_000, cashInHand: 30_000, note: 'Primer corte', createdAt: '' },
      );
      renderForm(<RiderCashPanel />);
      fireEvent.click(await screen.findByRole('button', { name: 'Registrar corte' }));
      // A panel with the dialog's title answers the press until the dialog and its form are here.
      const amount = await screen.findByRole('textbox', { name: 'Monto que entrega' }, LAZY_LOAD);
      const dialog = amount.closest<HTMLElement>('[role="dialog"]') as HTMLElement;

      fireEvent.change(amount, { target: { value: '0' } });
      const zero = riderCashHandoverBodySchema.safeParse({ rider: RIDER, amount: 0 }).error?.issues[0].message;
      expect(zero).toBe('El monto debe ser mayor que cero');
      await within(dialog).findByText(zero as string);

      fireEvent.change(amount, { target: { value: '600' } });
      await within(dialog).findByText('El monto es mayor que el efectivo que tiene el repartidor');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar corte' }));
      expect(api.writes()).toEqual([]);

      fireEvent.change(amount, { target: { value: '200' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nota' }), { target: { value: ' Primer corte ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar corte' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      expect(api.writes()[0]).toMatchObject({
        method: 'POST',
        url: '/api/riders/cash-handover',
        body: { rider: RIDER, amount: 20_000, note: 'Primer corte' },
      });
    },
  );
});
