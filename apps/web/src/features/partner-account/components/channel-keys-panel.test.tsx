// @vitest-environment jsdom
import { channelKeyBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { ChannelKeysPanel } from './channel-keys-panel.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('channel keys (@mantine/form with the channel key schema)', () => {
  it("refuses a blank name in the API's words, then creates the key with the trimmed name", FORM_TEST, async () => {
    const api = stubApi((request) =>
      request.method === 'GET'
        ? { items: [] }
        : {
            id: '00000000-0000-4000-8000-000000000002',
            name: 'App de pedidos',
            prefix: 'ck_abcd',
            createdAt: '2026-11-26T00:00:00.000Z',
            revokedAt: null,
            key: 'ck_abcd_0123456789012345678901234567',
          },
    );
    renderForm(<ChannelKeysPanel />);
    await screen.findByText('Aún no hay claves');
    const name = screen.getByRole('textbox', { name: 'Nombre de la clave' });
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));

    const message = channelKeyBodySchema.safeParse({ name: '  ' }).error?.issues[0].message;
    expect(message).toBe('Escribe el nombre de la clave');
    await screen.findByText(message as string);
    expect(api.writes()).toEqual([]);

    fireEvent.change(name, { target: { value: ' App de pedidos ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/channel-keys',
      body: { name: 'App de pedidos' },
    });
    await screen.findByTestId('created-channel-key');
    expect(name).toHaveProperty('value', '');
  });
});
