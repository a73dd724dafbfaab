// @vitest-environment jsdom
import { riderLoginBodySchema } from '@backoffice/shared/rider-app';
import { riderMessages } from '@backoffice/shared/rider-app-rules';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo, stubServer } from '../../test-support/fetch-stub.ts';
import { FORM_TEST } from '../../test-support/form-harness.ts';
import { schemaMessage } from '../../test-support/render-mantine.tsx';
import { SessionProvider } from '../lib/session.tsx';
import SignInScreen from './sign-in-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Signed out (401 from /me); a sign-in is refused as a wrong PIN, so the screen stays. */
const server = () =>
  stubServer((path) =>
    path === '/api/r/auth/me'
      ? { status: 401, body: { error: { code: 'unauthorized', message: 'Inicia sesión' } } }
      : { status: 401, body: { error: { code: 'invalid_credentials', message: 'Celular o PIN incorrectos.' } } },
  );

const renderScreen = () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <SessionProvider>
      <SignInScreen />
    </SessionProvider>,
  );
};

describe("rider sign-in (@mantine/form with the API's rules)", () => {
  it(
    "says what the API says of a short phone and PIN, and signs in with the phone's 10 digits",
    FORM_TEST,
    async () => {
      const fetch = server();
      renderScreen();
      fireEvent.change(screen.getByLabelText(/^Celular/), { target: { value: '33 1234' } });
      fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: '12' } });
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

      const phoneMessage = schemaMessage(riderLoginBodySchema, { phone: '33 1234', pin: '1234' });
      const pinMessage = schemaMessage(riderLoginBodySchema, { phone: '3312345678', pin: '12' });
      expect([phoneMessage, pinMessage]).toEqual([riderMessages.phone, riderMessages.pin]);
      expect((await screen.findByText(phoneMessage)).id).toBe(
        screen.getByLabelText(/^Celular/).getAttribute('aria-describedby'),
      );
      screen.getByText(pinMessage);
      expect(screen.getByLabelText(/^PIN/).getAttribute('aria-invalid')).toBe('true');
      expect(sentTo(fetch, '/api/r/auth/login')).toEqual([]);

      fireEvent.change(screen.getByLabelText(/^Celular/), { target: { value: '+52 33 1234 5678' } });
      fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: '1234' } });
      expect(screen.queryByText(phoneMessage)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      await waitFor(() => expect(sentTo(fetch, '/api/r/auth/login')).toHaveLength(1));
      expect(sentTo(fetch, '/api/r/auth/login')[0].body).toEqual({ phone: '3312345678', pin: '1234' });
      await screen.findByText('Celular o PIN incorrectos.');
    },
  );

  it('asks for the 6-digit code when activating with one', FORM_TEST, async () => {
    const fetch = server();
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Es mi primera vez: tengo un código' }));
    fireEvent.change(screen.getByLabelText(/^Celular/), { target: { value: '3312345678' } });
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(riderMessages.code);
    expect(sentTo(fetch, '/api/r/auth/invitation')).toEqual([]);
  });
});
