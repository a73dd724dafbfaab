// @vitest-environment jsdom
import { type JoinRequest, joinRequestApproveBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { ApproveRequestModal } from './approve-request-modal.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request = {
  id: '00000000-0000-4000-8000-000000000004',
  kind: 'company',
  status: 'pending',
  name: 'Tortas Chuy',
  contact: 'Jesús',
  email: 'chuy@example.com',
  phone: '3312345678',
} as JoinRequest;

describe('approval (@mantine/form with the approval schema)', () => {
  it("says the API's words for a mistyped e-mail, then approves with the corrected one", FORM_TEST, async () => {
    const api = stubApi(() => ({ password: 'Primera-1234' }));
    const onApproved = vi.fn();
    renderForm(<ApproveRequestModal request={request} onClose={() => {}} onApproved={onApproved} />);
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: 'Correo de la cuenta' });
    fireEvent.change(email, { target: { value: 'chuy@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    const message = joinRequestApproveBodySchema.safeParse({ email: 'chuy@' }).error?.issues[0].message;
    expect(message).toBe('Escribe un correo válido');
    await within(dialog).findByText(message as string);
    expect(api.writes()).toEqual([]);

    fireEvent.change(email, { target: { value: ' tortas.chuy@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalled());
    expect(api.writes()).toMatchObject([
      { method: 'PUT', url: `/api/requests/approve?id=${request.id}`, body: { email: 'tortas.chuy@example.com' } },
    ]);
  });
});
