// @vitest-environment jsdom
import { rejectionReasonBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST } from '../test-support/form-harness.ts';
import { renderWithMantine, schemaMessage } from '../test-support/render-mantine.tsx';
import { ReasonModal } from './reason-modal.tsx';

afterEach(cleanup);

describe('reason modal (@mantine/form with the rejection body schema)', () => {
  it("asks for the reason in the API's words and sends it trimmed", FORM_TEST, async () => {
    const onConfirm = vi.fn();
    renderWithMantine(
      <ReasonModal
        title="Rechazar"
        confirmLabel="Rechazar solicitud"
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Rechazar solicitud' });
    fireEvent.click(confirm);
    const message = schemaMessage(rejectionReasonBodySchema, { reason: '  ' });
    expect(message).toBe('Escribe el motivo del rechazo');
    const reason = screen.getByRole('textbox', { name: /^Motivo/ });
    await screen.findByText(message);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  Sin cobertura en esa zona ' } });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Sin cobertura en esa zona');
  });
});
