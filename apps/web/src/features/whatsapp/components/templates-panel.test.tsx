// @vitest-environment jsdom
import { whatsappTemplateBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, LAZY_LOAD, renderForm, stubApi } from '../../../test-support/form-harness.ts';
import { TemplatesPanel } from './templates-panel.tsx';
import '../../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const template = { event: 'on_the_way', body: 'Tu pedido {pedido} ya salió.', enabled: true } as const;

describe('WhatsApp messages (@mantine/form with the template schema)', () => {
  it(
    "names an unknown placeholder in the API's words as it is typed, then saves the trimmed wording",
    FORM_TEST,
    async () => {
      const api = stubApi((request) =>
        request.method === 'GET' ? [template] : [{ ...template, ...(request.body as object) }],
      );
      renderForm(<TemplatesPanel />);
      const editor = await screen.findByTestId('template-on_the_way', undefined, LAZY_LOAD);
      const text = within(editor).getByRole('textbox');
      const typo = 'Tu pedido {pedido} de {comercio} ya salió. {nada}';
      fireEvent.change(text, { target: { value: typo } });

      const message = whatsappTemplateBodySchema.safeParse({ body: typo, enabled: true }).error?.issues[0].message;
      expect(message).toMatch(/^No existe el dato \{nada\}; usa \{/);
      await within(editor).findByText(message as string);
      expect(within(editor).getByRole('button', { name: 'Guardar mensaje' })).toHaveProperty('disabled', true);

      fireEvent.change(text, { target: { value: ' Tu pedido {pedido} de {comercio} ya salió. ' } });
      await waitFor(() => expect(within(editor).queryByText(message as string)).toBeNull());
      fireEvent.click(within(editor).getByRole('button', { name: 'Guardar mensaje' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      expect(api.writes()[0]).toMatchObject({
        method: 'PUT',
        body: { body: 'Tu pedido {pedido} de {comercio} ya salió.', enabled: true },
      });
      expect(api.writes()[0].url).toContain('on_the_way');
    },
  );
});
