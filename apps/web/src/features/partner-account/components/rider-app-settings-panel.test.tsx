// @vitest-environment jsdom
import { riderAppSettingsSchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { RiderAppSettingsPanel } from './rider-app-settings-panel.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = { acceptSeconds: 90, proof: 'photo', autoAssign: false } as const;

describe("riders' app rules (@mantine/form with the settings schema)", () => {
  it('says what the API says of too few seconds, then saves the rules as typed', FORM_TEST, async () => {
    const api = stubApi((request) => (request.method === 'GET' ? settings : request.body));
    renderForm(<RiderAppSettingsPanel />);
    // The field's code and the schema download when the form is first reached; what is typed before is kept.
    const seconds = () => screen.getByRole('textbox', { name: 'Segundos para aceptar una tarea' });
    await screen.findByRole('textbox', { name: 'Segundos para aceptar una tarea' });
    fireEvent.focus(seconds());
    fireEvent.change(seconds(), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar reglas' }));

    const message = riderAppSettingsSchema.safeParse({ ...settings, acceptSeconds: 10 }).error?.issues[0].message;
    expect(message).toBe('Como mínimo 30 segundos');
    await screen.findByText(message as string, {}, { timeout: 5000 });
    expect(api.writes()).toEqual([]);

    fireEvent.change(seconds(), { target: { value: '120' } });
    await waitFor(() => expect(screen.queryByText(message as string)).toBeNull());
    fireEvent.click(screen.getByRole('switch', { name: /Asignar automáticamente/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar reglas' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/riders/app-settings',
      body: { acceptSeconds: 120, proof: 'photo', autoAssign: true },
    });
  });
});
