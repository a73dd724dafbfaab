// @vitest-environment jsdom
import { riderMessages } from '@backoffice/shared/rider-app-rules';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo, stubServer } from '../../test-support/fetch-stub.ts';
import { FORM_TEST } from '../../test-support/form-harness.ts';
import { SessionProvider } from '../lib/session.tsx';
import { PinSetup } from './pin-setup.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("rider PIN setup (@mantine/form with the API's rules)", () => {
  it('refuses a short PIN and two that differ, then activates with the proof and the PIN', FORM_TEST, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = stubServer((path) =>
      path === '/api/r/auth/me'
        ? { status: 401, body: { error: { code: 'unauthorized', message: 'Inicia sesión' } } }
        : { status: 404, body: { error: { code: 'invitation_invalid', message: 'La invitación ya no sirve.' } } },
    );
    render(
      <SessionProvider>
        <PinSetup
          proof={{ phone: '3312345678', code: '123456' }}
          check={{ riderName: 'Luis', businessName: 'Reparto Centro', hasPin: false } as never}
        />
      </SessionProvider>,
    );
    const pin = screen.getByLabelText('PIN (4 a 6 dígitos)');
    const repeat = screen.getByLabelText('Repite el PIN');
    const save = screen.getByRole('button', { name: 'Guardar PIN y entrar' });
    fireEvent.change(pin, { target: { value: '12' } });
    fireEvent.click(save);
    await screen.findByText(riderMessages.pin);

    fireEvent.change(pin, { target: { value: '4321' } });
    fireEvent.change(repeat, { target: { value: '4322' } });
    fireEvent.click(save);
    await screen.findByText(riderMessages.pinRepeat);
    expect(sentTo(fetch, '/api/r/auth/activate')).toEqual([]);

    fireEvent.change(repeat, { target: { value: '4321' } });
    fireEvent.click(save);
    await waitFor(() => expect(sentTo(fetch, '/api/r/auth/activate')).toHaveLength(1));
    expect(sentTo(fetch, '/api/r/auth/activate')[0].body).toEqual({ phone: '3312345678', code: '123456', pin: '4321' });
    await screen.findByText('La invitación ya no sirve.');
  });
});
