// @vitest-environment jsdom
import { slotSettingsSchema } from '@backoffice/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotSettingsCard } from './slot-settings-card.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(cleanup);

describe('slot settings (@mantine/form with the shared schema)', () => {
  it("refuses a part of an order per slot in the API's words, and saves nothing until it is whole", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <SlotSettingsCard companyId="00000000-0000-4000-8000-000000000001" settings={{}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const capacity = screen.getByRole('textbox', { name: 'Pedidos por turno' });
    fireEvent.change(capacity, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar turnos' }));

    const message = slotSettingsSchema.shape.slotCapacity.safeParse(2.5).error?.issues[0].message as string;
    expect(message).toBe('Los pedidos por turno: escribe un número entero');
    await screen.findByText(message);
    expect(screen.queryByText('No se guardó')).toBeNull();

    fireEvent.change(capacity, { target: { value: '3' } });
    expect(screen.queryByText(message)).toBeNull();
    // No server here: the press reaches the save, whose failure the card shows.
    fireEvent.click(screen.getByRole('button', { name: 'Guardar turnos' }));
    await screen.findByText('No se guardó');
  });
});
