// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoFollowedCompanies } from './no-followed-companies.tsx';
import '../../../test-support/jsdom-shims.ts';

const renderState = (mayChoose: boolean, onRecheck = vi.fn(() => Promise.resolve())) => {
  render(
    <MantineProvider>
      <MemoryRouter>
        <NoFollowedCompanies mayChoose={mayChoose} onRecheck={onRecheck} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return onRecheck;
};

afterEach(cleanup);

describe('NoFollowedCompanies', () => {
  it('tells an admin where to choose the companies, with a link there', () => {
    renderState(true);
    expect(screen.getByText(/Elige cuáles en Cuenta → Equipo/).textContent).toMatch(
      /Elige cuáles en Cuenta → Equipo, con «Editar acceso»\.$/,
    );
    expect(screen.getByRole('link', { name: 'Elegir comercios' }).getAttribute('href')).toBe('/account');
  });

  it('tells a dispatcher who assigns them and checks again on request', async () => {
    const onRecheck = renderState(false);
    expect(screen.getByText(/un administrador de tu equipo los elige/).textContent).toMatch(
      /elige en Cuenta → Equipo\. Pídeselo; .* toca «Revisar de nuevo»\.$/,
    );
    expect(screen.queryByRole('link', { name: 'Elegir comercios' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revisar de nuevo' }));
    expect(onRecheck).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toBe('Todavía no tienes comercios asignados.');
  });
});
