// @vitest-environment jsdom
import { type Partner, partnerSecretsBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { PartnerSecretsPanel } from './partner-secrets-panel.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const partner: Partner = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Reparto GDL',
  city: 'Guadalajara',
  state: 'Jalisco',
  phone: null,
  email: null,
  slug: 'reparto-gdl',
  storefrontEnabled: true,
  companies: 0,
  configuredSecrets: [],
  secrets: [],
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

describe('payment credentials (@mantine/form with the secrets schema, in a dialog loaded on use)', () => {
  it(
    "refuses a blank value in the API's words, then sends the trimmed value under the secret's name",
    FORM_TEST,
    async () => {
      const api = stubApi(() => partner);
      renderForm(<PartnerSecretsPanel partner={partner} />);
      fireEvent.click(
        within(screen.getByTestId('secret-mercadoPagoAccessToken')).getByRole('button', { name: 'Configurar' }),
      );
      // The dialog's code downloads on the press: a panel with its title answers until it is here.
      const input = await screen.findByLabelText('Nuevo valor', {}, { timeout: 5000 });
      const dialog = input.closest('[role="dialog"]') as HTMLElement;
      fireEvent.change(input, { target: { value: '   ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      const message = partnerSecretsBodySchema.safeParse({ mercadoPagoAccessToken: '   ' }).error?.issues[0].message;
      expect(message).toBe('Escribe el valor o quítalo');
      await within(dialog).findByText(message as string);
      expect(api.writes()).toEqual([]);

      fireEvent.change(input, { target: { value: ' APP_USR-prueba-7788 ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      expect(api.writes()[0]).toMatchObject({
        method: 'PUT',
        url: `/api/partners/config/secrets?ID=${partner.id}`,
        body: { mercadoPagoAccessToken: 'APP_USR-prueba-7788' },
      });
    },
  );
});
