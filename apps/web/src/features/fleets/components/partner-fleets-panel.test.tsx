// @vitest-environment jsdom
import { fleetInviteBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth-context.tsx';
import { FORM_TEST, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { PartnerFleetsPanel } from './partner-fleets-panel.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fleet invitation (@mantine/form with the invitation schema)', () => {
  it("says the API's words for a code that is too long, then invites by e-mail", FORM_TEST, async () => {
    const api = stubApi((request) => (request.method === 'GET' ? [] : {}));
    renderForm(
      <AuthProvider>
        <PartnerFleetsPanel />
      </AuthProvider>,
    );
    await screen.findByText('Aún no trabajas con flotas');
    const target = screen.getByRole('textbox', { name: 'Código o correo de la flota' });
    fireEvent.click(screen.getByRole('button', { name: 'Invitar flota' }));
    const missing = fleetInviteBodySchema.safeParse({}).error?.issues[0].message;
    expect(missing).toBe('Escribe el código de la flota o su correo');
    await screen.findByText(missing as string);

    fireEvent.change(target, { target: { value: 'FLOTA-DEMASIADO-LARGA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invitar flota' }));
    const tooLong = fleetInviteBodySchema.safeParse({ code: 'FLOTA-DEMASIADO-LARGA' }).error?.issues[0].message;
    expect(tooLong).toBe('el código: como máximo 12 caracteres');
    await screen.findByText(tooLong as string);
    expect(api.writes()).toEqual([]);

    fireEvent.change(target, { target: { value: ' motos@demo.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invitar flota' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/fleets/links',
      body: { email: 'motos@demo.test' },
    });
    await screen.findByText('Invitación enviada.');
  });
});
