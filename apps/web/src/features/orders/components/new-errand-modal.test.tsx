// @vitest-environment jsdom
import { errandMessages, errandWithPickupSchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo, stubFetch } from '../../../test-support/fetch-stub.ts';
import { FORM_TEST, LAZY_LOAD } from '../../../test-support/form-harness.ts';
import { renderWithMantine } from '../../../test-support/render-mantine.tsx';
import { NewErrandModal } from './new-errand-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMPANY = '00000000-0000-4000-8000-000000000060';

describe('"Nuevo mandado" (@mantine/form with the errand schema)', () => {
  it("says where it goes and where it is picked up in the API's words, then sends the errand", FORM_TEST, async () => {
    const fetch = stubFetch({ id: '00000000-0000-4000-8000-000000000061', number: 12 }, 201);
    const onCreated = vi.fn();
    renderWithMantine(
      <NewErrandModal
        opened
        onClose={() => {}}
        companies={[{ id: COMPANY, name: 'Tacos Rosa' }]}
        companyOptional
        onCreated={onCreated}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Nuevo mandado' });
    const pickup = await within(dialog).findByRole('textbox', { name: /^Recoger en/ }, LAZY_LOAD);
    await waitFor(() => expect(document.activeElement).toBe(pickup));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear mandado' }));

    const issues = errandWithPickupSchema.safeParse({ dropoff: { address: '' } }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([errandMessages.dropoff, errandMessages.pickup]);
    await within(dialog).findByText(errandMessages.dropoff);
    within(dialog).getByText(errandMessages.pickup);
    expect(sentTo(fetch, '/api/errands')).toEqual([]);

    fireEvent.change(pickup, { target: { value: ' Mercado Corona ' } });
    expect(within(dialog).queryByText(errandMessages.pickup)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Entregar en/ }), {
      target: { value: 'Av. Hidalgo 10' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Quién recibe/ }), { target: { value: 'Ana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear mandado' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentTo(fetch, '/api/errands')[0]).toMatchObject({
      method: 'POST',
      body: {
        pickup: { address: 'Mercado Corona' },
        dropoff: { address: 'Av. Hidalgo 10', name: 'Ana' },
        fee: 0,
        amountToCollect: 0,
      },
    });
  });
});
