// @vitest-environment jsdom
import { productInputSchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo, stubFetch } from '../../../test-support/fetch-stub.ts';
import { FORM_TEST } from '../../../test-support/form-harness.ts';
import { renderWithMantine, schemaMessage } from '../../../test-support/render-mantine.tsx';
import { ImportProductsModal } from './import-products-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMPANY = '00000000-0000-4000-8000-000000000070';
const longName = 'T'.repeat(121);

describe('import products (@mantine/form, rows checked by the product schema)', () => {
  it(
    "says why a sheet cannot be read, marks a row in the API's words and imports the ready rows",
    FORM_TEST,
    async () => {
      const fetch = stubFetch({ created: 1, results: [{ index: 0, ok: true }], products: [] }, 201);
      renderWithMantine(<ImportProductsModal companyId={COMPANY} kind="product" opened onClose={() => {}} />);
      const dialog = screen.getByRole('dialog', { name: 'Importar productos' });
      const text = within(dialog).getByRole('textbox', { name: /^Contenido CSV/ });

      fireEvent.change(text, { target: { value: 'artículo;costo\nTaco;10' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
      await within(dialog).findByText('Faltan las columnas «nombre» y «precio» en la primera fila.');
      expect(text.getAttribute('aria-invalid')).toBe('true');

      fireEvent.change(text, {
        target: { value: `nombre,precio,sección\nTaco de suadero, 28.50 ,Tacos\n${longName},10,Tacos` },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
      const message = schemaMessage(productInputSchema, { name: longName, price: 1000 });
      expect(message).toBe('El nombre admite como máximo 120 caracteres');
      await within(dialog).findByText(`nombre: ${message}`);
      within(dialog).getByText(/1 fila lista para importar, 1 con errores/);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Importar 1 producto' }));
      await waitFor(() => expect(sentTo(fetch, '/api/products/list')).toHaveLength(1));
      expect(sentTo(fetch, '/api/products/list')[0].body).toEqual({
        company: COMPANY,
        products: [{ name: 'Taco de suadero', description: '', price: 2850, section: 'Tacos', kind: 'product' }],
      });
    },
  );
});
