// @vitest-environment jsdom
import { type BookCustomer, customerUpdateBodySchema, promotionsChannelLabels } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sent, stubFetch } from '../../../test-support/fetch-stub.ts';
import { FORM_TEST } from '../../../test-support/form-harness.ts';
import { renderWithMantine, schemaMessage } from '../../../test-support/render-mantine.tsx';
import { customerQueryOptions } from '../api/get-customer.ts';
import { CustomerDrawer } from './customer-drawer.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '00000000-0000-4000-8000-000000000030';
const customer: BookCustomer = {
  id: ID,
  company: '00000000-0000-4000-8000-000000000031',
  phone: '3312345678',
  name: 'Ana Ruiz',
  addresses: ['Av. Juárez 1'],
  orderCount: 2,
  totalSpent: 20000,
  averageTicket: 10000,
  firstOrderAt: '2026-11-01T12:00:00.000Z',
  lastOrderAt: '2026-11-20T12:00:00.000Z',
  notes: '',
  promotions: { optIn: false, at: null, channel: null },
};

/** The drawer with the customer already read (no server for the read). */
const renderDrawer = () => {
  renderWithMantine(<CustomerDrawer id={ID} onClose={() => {}} />, (client) =>
    client.setQueryData(customerQueryOptions(ID).queryKey, customer),
  );
  return screen.findByRole('dialog', { name: 'Ana Ruiz' });
};

describe('customer drawer forms (@mantine/form with the customer update schema)', () => {
  it("refuses notes over the limit in the API's words and sends trimmed notes", FORM_TEST, async () => {
    const fetch = stubFetch({ ...customer, notes: 'sin cebolla' });
    const drawer = await renderDrawer();
    const notes = within(drawer).getByRole('textbox', { name: /^Notas del comercio/ });
    const save = within(drawer).getByRole('button', { name: 'Guardar notas' });

    fireEvent.change(notes, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(save);
    const message = schemaMessage(customerUpdateBodySchema, { notes: 'x'.repeat(501) });
    expect(message).toBe('Notas: como máximo 500 caracteres');
    await within(drawer).findByText(message);
    expect(fetch.sent).toEqual([]);

    fireEvent.change(notes, { target: { value: '  sin cebolla ' } });
    expect(within(drawer).queryByText(message)).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(fetch.sent).toHaveLength(1));
    expect(sent(fetch)).toEqual({ method: 'PUT', path: '/api/customers', body: { notes: 'sin cebolla' } });
  });

  it(
    'asks how the customer asked before a yes to promotions, then sends the answer with its channel',
    FORM_TEST,
    async () => {
      const fetch = stubFetch({ ...customer, promotions: { optIn: true, at: customer.lastOrderAt, channel: 'phone' } });
      const drawer = await renderDrawer();
      const optIn = within(drawer).getByRole('switch', { name: 'Acepta recibir promociones' });
      fireEvent.click(optIn);
      const message = schemaMessage(customerUpdateBodySchema, { promotions: { optIn: true, channel: null } });
      expect(message).toBe('Indica cómo lo pidió el cliente');
      await within(drawer).findByText(message);
      expect(fetch.sent).toEqual([]);

      fireEvent.click(within(drawer).getByPlaceholderText('Elige el medio'));
      fireEvent.click(await screen.findByRole('option', { name: promotionsChannelLabels.phone, hidden: true }));
      expect(within(drawer).queryByText(message)).toBeNull();
      fireEvent.click(optIn);
      await waitFor(() => expect(fetch.sent).toHaveLength(1));
      expect(sent(fetch).body).toEqual({ promotions: { optIn: true, channel: 'phone' } });
    },
  );
});
