// @vitest-environment jsdom
import { type AuthSession, customerSchema, type Product } from '@backoffice/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth-context.tsx';
import { BUSINESS_LOGIN_KEY } from '../../../lib/session-storage.ts';
import { companyCatalogueQueryOptions } from '../api/get-company-catalogue.ts';
import { TakeOrderModal } from './take-order-modal.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(cleanup);

const COMPANY = '00000000-0000-4000-8000-000000000010';
const taco: Product = {
  id: '00000000-0000-4000-8000-000000000011',
  company: COMPANY,
  kind: 'product',
  name: 'Taco al pastor',
  description: '',
  price: 3000,
  image: null,
  section: 'Tacos',
  position: 0,
  available: true,
  outOfStock: null,
  unavailableUntil: null,
  additionGroups: [],
  archived: false,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

/**
 * The modal with the company's menu already read. No server in this test: the session check fails as on a flaky
 * connection, so the stored sign-in of the company is used (and the menu stays in the cache).
 */
const renderModal = () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const session = {
    type: 'company',
    account: { id: 'a1', email: 'rosa@example.com', name: 'Rosa' },
    business: { type: 'company', id: COMPANY, data: { id: COMPANY, name: 'Tacos Rosa' } },
  } as unknown as AuthSession;
  window.sessionStorage.setItem(BUSINESS_LOGIN_KEY, JSON.stringify(session));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  client.setQueryData(companyCatalogueQueryOptions(COMPANY).queryKey, { products: [taco], additions: [], promos: [] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <TakeOrderModal company={COMPANY} opened onClose={() => {}} onCreated={() => {}} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Tomar pedido' });
};

/** The API schema's message for a customer with this field. */
const apiMessage = (field: 'name' | 'phone', value: string) =>
  customerSchema.safeParse({ name: 'Ana', phone: '3312345678', address: '', [field]: value }).error?.issues[0].message;

const addTaco = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByPlaceholderText('Busca un producto'));
  fireEvent.click(await screen.findByRole('option', { name: 'Taco al pastor' }));
  await within(dialog).findByText('Nota para cocina');
};

describe('phone-order form (@mantine/form with the intake schema)', () => {
  it("shows a field's mistake in the API's words when it is left", async () => {
    const dialog = renderModal();
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    fireEvent.blur(name);
    const message = apiMessage('name', '');
    expect(message).toBe('Escribe el nombre del cliente');
    await within(dialog).findByText(message as string);
    expect(name.getAttribute('aria-invalid')).toBe('true');

    const phone = within(dialog).getByRole('textbox', { name: /^Teléfono/ });
    fireEvent.change(phone, { target: { value: '331' } });
    fireEvent.blur(phone);
    await within(dialog).findByText(apiMessage('phone', '331') as string);

    fireEvent.change(name, { target: { value: 'Cliente Por Teléfono' } });
    expect(within(dialog).queryByText(message as string)).toBeNull();
  });

  it('keeps "Registrar pedido" blocked until the order is one the intake takes', async () => {
    const dialog = renderModal();
    const register = () => within(dialog).getByRole('button', { name: 'Registrar pedido' }) as HTMLButtonElement;
    expect(register().disabled).toBe(true);

    await addTaco(dialog);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nombre/ }), {
      target: { value: 'Cliente Por Teléfono' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Teléfono/ }), { target: { value: '3311112222' } });
    // A delivery without its address is not an order yet.
    expect(register().disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Dirección/ }), {
      target: { value: 'Av. Juárez 1' },
    });
    await waitFor(() => expect(register().disabled).toBe(false));

    // No server here: the press reaches the intake call, whose failure the form shows.
    fireEvent.click(register());
    await within(dialog).findByRole('alert');
  });
});
