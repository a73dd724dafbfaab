// @vitest-environment jsdom
import { ledgerSettingsBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, LAZY_LOAD, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { SettingsCard } from './settings-card.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settlement terms (@mantine/form with the ledger settings schema)', () => {
  it(
    "says the API's words for a commission over 100 %, then saves it in hundredths of a point",
    FORM_TEST,
    async () => {
      const api = stubApi(() => ({}));
      renderForm(<SettingsCard settings={{ commissionBps: 1000, periodWeeks: 1, cutoffDay: 0 }} canEdit />);
      const commission = await screen.findByRole('textbox', { name: 'Comisión predeterminada' }, LAZY_LOAD);
      fireEvent.change(commission, { target: { value: '120' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

      const message = ledgerSettingsBodySchema.safeParse({ commissionBps: 12_000, periodWeeks: 1, cutoffDay: 0 }).error
        ?.issues[0].message;
      expect(message).toBe('La comisión no puede pasar del 100 %');
      await screen.findByText(message as string);
      expect(api.writes()).toEqual([]);

      fireEvent.change(commission, { target: { value: '12.5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      expect(api.writes()[0]).toMatchObject({
        method: 'PUT',
        url: '/api/payments/settings',
        body: { commissionBps: 1250, periodWeeks: 1, cutoffDay: 0 },
      });
      await screen.findByText('Condiciones guardadas.');
    },
  );
});
