// @vitest-environment jsdom
import { type CompanyBalance, manualPaymentBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, LAZY_LOAD, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { ManualPaymentModal } from './manual-payment-modal.tsx';
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

describe('manual payment (@mantine/form with the manual payment schema)', () => {
  it("says the API's words for a missing reference, then records the balance as the amount", FORM_TEST, async () => {
    const api = stubApi(() => ({}));
    renderForm(<ManualPaymentModal company={company} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Registrar' }, LAZY_LOAD));

    const message = manualPaymentBodySchema.safeParse({
      company: company.company,
      direction: 'company_to_partner',
      method: 'transfer',
      amount: 12_000,
      reference: ' ',
    }).error?.issues[0].message;
    expect(message).toBe('Escribe la referencia del pago');
    await within(dialog).findByText(message as string);
    expect(api.writes()).toEqual([]);

    fireEvent.click(within(dialog).getByText('Efectivo'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Referencia/ }), { target: { value: ' Recibo 12 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/payments/manual',
      body: {
        company: company.company,
        direction: 'company_to_partner',
        method: 'cash',
        amount: 12_000,
        reference: 'Recibo 12',
      },
    });
  });
});
