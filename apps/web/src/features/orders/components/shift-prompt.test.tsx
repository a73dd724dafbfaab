// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShiftPrompt } from './shift-prompt.tsx';
import '../../../test-support/jsdom-shims.ts';

const account = { id: 'a1', name: 'Rosa Pérez' };
vi.mock('../../../lib/auth-context.tsx', () => ({ useAuth: () => ({ authUser: account }) }));
const save = vi.fn();
vi.mock('../hooks/use-order-manager.tsx', () => ({ useOrderManager: () => ({ name: null, save }) }));

afterEach(cleanup);

/** The partner's board: one prompt under each tab, the other tab's gone. */
const Tabs = () => {
  const [tab, setTab] = useState<'orders' | 'errands'>('orders');
  return (
    <MantineProvider>
      <button type="button" onClick={() => setTab(tab === 'orders' ? 'errands' : 'orders')}>
        Cambiar pestaña
      </button>
      {tab === 'orders' ? <ShiftPrompt key="orders" /> : <ShiftPrompt key="errands" />}
    </MantineProvider>
  );
};

const field = () => screen.getByLabelText('Nombre de quien atiende este turno') as HTMLInputElement;

describe('the shift prompt', () => {
  it("keeps a half-typed name when the board's tab changes, until it is saved", () => {
    render(<Tabs />);
    expect(field().value).toBe('Rosa Pérez');
    fireEvent.change(field(), { target: { value: 'Mar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar pestaña' }));
    expect(field().value).toBe('Mar');

    fireEvent.change(field(), { target: { value: 'Marta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(save).toHaveBeenCalledWith('Marta');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar pestaña' }));
    expect(field().value).toBe('Rosa Pérez');
  });
});
