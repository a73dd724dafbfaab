// @vitest-environment jsdom
import { AD_START_BEFORE_TODAY, adCampaignBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, LAZY_LOAD, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { RequestCampaignModal } from './request-campaign-modal.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMPANY = '00000000-0000-4000-8000-000000000005';
const IMAGE = '/api/uploads/anuncio.webp';

describe('campaign request (@mantine/form with the campaign schema)', () => {
  it(
    "says the API's words for each missing part and a past first day, then sends the campaign",
    FORM_TEST,
    async () => {
      const api = stubApi((request) => (request.url.includes('/uploads') ? { url: IMAGE } : {}));
      renderForm(
        <RequestCampaignModal
          company={COMPANY}
          today="2026-11-26"
          prices={{ home_featured: 10_000, banner: 5_000, category_first: 2_000 }}
          onClose={() => {}}
        />,
      );
      const dialog = await screen.findByRole('dialog');
      const send = await within(dialog).findByRole('button', { name: 'Enviar solicitud' }, LAZY_LOAD);
      fireEvent.change(within(dialog).getByLabelText(/Primer día/), { target: { value: '2026-11-20' } });
      fireEvent.click(send);

      const issues = adCampaignBodySchema.safeParse({
        company: COMPANY,
        placement: 'home_featured',
        startDate: '2026-11-20',
        endDate: '',
        title: '',
        image: null,
      }).error?.issues;
      const messages = Object.fromEntries((issues ?? []).map((issue) => [issue.path[0], issue.message]));
      expect(messages).toEqual({
        endDate: 'Elige el último día',
        title: 'Escribe el texto del anuncio (al menos 3 caracteres)',
        image: 'Sube la imagen',
      });
      for (const message of [...Object.values(messages), AD_START_BEFORE_TODAY])
        await within(dialog).findByText(message);
      expect(api.writes()).toEqual([]);

      fireEvent.change(within(dialog).getByLabelText(/Primer día/), { target: { value: '2026-11-28' } });
      fireEvent.change(within(dialog).getByLabelText(/Último día/), { target: { value: '2026-11-27' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Texto del anuncio/ }), {
        target: { value: ' Tortas al 2x1 ' },
      });
      const file = new File(['imagen'], 'anuncio.png', { type: 'image/png' });
      const picker = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(picker, { target: { files: [file] } });
      await within(dialog).findByRole('img', { name: 'Imagen del anuncio' });
      fireEvent.click(send);
      await within(dialog).findByText('El último día va después del primero');
      expect(api.writes().filter((request) => !request.url.includes('/uploads'))).toEqual([]);

      fireEvent.change(within(dialog).getByLabelText(/Último día/), { target: { value: '2026-11-30' } });
      await waitFor(() => expect(within(dialog).getByTestId('campaign-price').textContent).toMatch(/^3 días × /));
      fireEvent.click(send);
      await waitFor(() => expect(api.writes().filter((request) => !request.url.includes('/uploads'))).toHaveLength(1));
      expect(api.writes().at(-1)).toMatchObject({
        method: 'POST',
        url: '/api/ads/campaigns',
        body: {
          company: COMPANY,
          placement: 'home_featured',
          startDate: '2026-11-28',
          endDate: '2026-11-30',
          title: 'Tortas al 2x1',
          image: IMAGE,
        },
      });
    },
  );
});
