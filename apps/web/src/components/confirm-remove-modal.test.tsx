// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmRemoveModal } from './confirm-remove-modal.tsx';
import '../test-support/jsdom-shims.ts';

afterEach(cleanup);

const Removal = ({ onConfirm }: { onConfirm: () => void }) => {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider>
      <button type="button" onClick={() => setOpened(true)}>
        Quitar
      </button>
      <ConfirmRemoveModal
        opened={opened}
        title="¿Eliminar la zona?"
        removal={{ isPending: false, isError: false, error: null }}
        onCancel={() => setOpened(false)}
        onConfirm={onConfirm}
      >
        Se eliminará «Centro».
      </ConfirmRemoveModal>
    </MantineProvider>
  );
};

describe('ConfirmRemoveModal (its dialog on use, decision 057)', () => {
  it('draws nothing until asked, then the question; "Eliminar" confirms and "Cancelar" closes it', async () => {
    const onConfirm = vi.fn();
    render(<Removal onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    // The panel with the title answers at once; the dialog replaces it when its code is here.
    expect(screen.getByRole('dialog', { name: '¿Eliminar la zona?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }, { timeout: 15_000 }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByText('Se eliminará «Centro».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    // Kept mounted once here: closing leaves no question on screen.
    await vi.waitFor(() => expect(screen.queryByText('Se eliminará «Centro».')).toBeNull());
  });
});
