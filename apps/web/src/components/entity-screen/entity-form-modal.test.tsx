// @vitest-environment jsdom
import { type Base, baseCreateBodySchema } from '@backoffice/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TEST, renderForm, stubApi } from '../../test-support/form-harness.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { EntityFormModal } from './entity-form-modal.tsx';
import '../../test-support/jsdom-shims.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A kind with the bases' body and schema, and two of its fields. */
const definition: EntityDefinition<Base> = {
  kind: 'bases',
  path: '/bases',
  title: 'Bases',
  singular: 'base',
  feminine: true,
  searchPlaceholder: '',
  empty: { title: '', description: '' },
  columns: [],
  fields: [
    { kind: 'text', name: 'name', label: 'Nombre', required: true, maxLength: 120 },
    { kind: 'text', name: 'address', label: 'Dirección', maxLength: 300 },
  ],
  toValues: (base) => ({ name: base?.name ?? '', address: base?.address ?? '' }),
  toBody: (values) => ({ name: String(values.name).trim(), address: String(values.address).trim(), riders: [] }),
  schema: async () => baseCreateBodySchema,
  removeConfirm: () => '',
};

describe('entity form (@mantine/form with the kind shared schema)', () => {
  it(
    "says the schema's words for a missing name until it is typed, then creates the item with the body",
    FORM_TEST,
    async () => {
      const api = stubApi(() => ({ id: 'b1' }));
      renderForm(<EntityFormModal definition={definition} item={null} onClose={() => {}} />);
      const dialog = await screen.findByRole('dialog', { name: 'Nueva base' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      const message = baseCreateBodySchema.safeParse({ name: '', address: '', riders: [] }).error?.issues[0].message;
      expect(message).toBe('Escribe el nombre de la base');
      await within(dialog).findByText(message as string);
      expect(api.writes()).toEqual([]);

      // The mistake is gone as soon as the field changes, not at the next press.
      const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
      fireEvent.change(name, { target: { value: ' Base Centro ' } });
      expect(within(dialog).queryByText(message as string)).toBeNull();
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dirección' }), { target: { value: 'Juárez 10' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(api.writes()).toHaveLength(1));
      expect(api.writes()[0]).toMatchObject({
        method: 'POST',
        url: '/api/bases',
        body: { name: 'Base Centro', address: 'Juárez 10', riders: [] },
      });
    },
  );
});
