// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RefreshButton } from './refresh-button.tsx';
import '../test-support/jsdom-shims.ts';

const renderButton = (onRefresh: () => Promise<unknown>) =>
  render(
    <MantineProvider>
      <RefreshButton label="Actualizar estado" onRefresh={onRefresh} />
    </MantineProvider>,
  );

// Without Vitest's globals Testing Library cannot unmount by itself: a timer left mounted would fire after jsdom is gone.
afterEach(cleanup);

describe('RefreshButton', () => {
  it('shows it is working, then that it worked', async () => {
    let finish: () => void = () => {};
    renderButton(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar estado' }));
    expect(screen.getByRole('button').getAttribute('data-loading')).toBe('true');
    await act(async () => finish());
    expect((await screen.findByRole('button', { name: 'Actualizado' })).getAttribute('data-loading')).toBeNull();
  });

  it('says so when the refresh failed', async () => {
    renderButton(() => Promise.reject(new Error('caído')));
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar estado' }));
    expect(
      (await screen.findByRole('button', { name: 'No se pudo actualizar' })).getAttribute('data-loading'),
    ).toBeNull();
  });
});
