// @vitest-environment jsdom
import { adjustmentBodySchema, type CompanyBalance } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, LAZY_LOAD, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { CorrectionModal } from './correction-modal.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const company: CompanyBalance = {
  company: '00000000-0000-4000-8000-000000000003',
  name: 'Tacos Rosa',
  city: 'Guadalajara',
  state: 'Jalisco',
  currency: 'MXN',
  balance: 12_000,
  periodTotal: 0,
  onlineCollected: 0,
  payoutOwed: 0,
};

describe('correction (@mantine/form with the adjustment schema)', () => {
  it(
    "says the API's words for a zero amount and a missing reason, then sends a credit as a negative line",
    FORM_TEST,
    async () => {
      const api = stubApi(() => ({}));
      renderForm(<CorrectionModal company={company} onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Registrar corrección' }, LAZY_LOAD));

      const messages = adjustmentBodySchema
        .safeParse({ company: company.company, amount: 0, description: '' })
        .error?.issues.map((issue) => issue.message);
      expect(messages).toEqual(['El importe no puede ser cero', 'Explica la corrección']);
      for (const message of messages ?? []) await within(dialog).findByText(message);
      expect(api.writes()).toEqual([]);

      fireEvent.change(within(dialog).getByRole('textbox', { name: /Importe/ }), { target: { value: '150' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: ' Cobro doble ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar corrección' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      expect(api.writes()[0]).toMatchObject({
        method: 'POST',
        url: '/api/payments/adjustment',
        body: { company: company.company, amount: -15_000, description: 'Cobro doble' },
      });
    },
  );
});
