// @vitest-environment jsdom
import { adPricesSchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, LAZY_LOAD, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { AdPricesCard } from './ad-prices-card.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ad prices (@mantine/form with the ad prices schema)', () => {
  it("says the API's words for a price too large, then publishes the list in cents", FORM_TEST, async () => {
    const api = stubApi((request) => (request.method === 'GET' ? { prices: null } : request.body));
    renderForm(<AdPricesCard canEdit />);
    const banner = await screen.findByRole('textbox', { name: 'Banner (por día)' }, LAZY_LOAD);
    fireEvent.change(banner, { target: { value: '200000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar precios' }));

    const message = adPricesSchema.safeParse({ home_featured: 0, banner: 20_000_000, category_first: 0 }).error
      ?.issues[0].message;
    expect(message).toBe('El precio es demasiado grande');
    await screen.findByText(message as string);
    expect(api.writes()).toEqual([]);

    fireEvent.change(banner, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar precios' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/ads/prices',
      body: { home_featured: 0, banner: 15_000, category_first: 0 },
    });
  });
});
