// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityDefinition } from './entity-definition.ts';
import { EntityTable } from './entity-table.tsx';
import '../../test-support/jsdom-shims.ts';

afterEach(cleanup);

type Item = { id: string; name: string };
const definition: EntityDefinition<Item> = {
  kind: 'bases',
  path: '/bases',
  title: 'Bases',
  singular: 'base',
  feminine: true,
  searchPlaceholder: '',
  empty: { title: '', description: '' },
  columns: [{ key: 'name', label: 'Base', primary: true, render: (item) => item.name }],
  fields: [],
  toValues: () => ({}),
  toBody: () => ({}),
  removeConfirm: () => '',
};

describe('entity table row menu', () => {
  it('opens on a press made before its code is here, without opening the row, and each item acts on its row', async () => {
    const onOpen = vi.fn();
    const onRemove = vi.fn();
    render(
      <MantineProvider>
        <EntityTable
          definition={definition}
          items={[{ id: 'b1', name: 'Base Centro' }]}
          onOpen={onOpen}
          onRemove={onRemove}
        />
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Acciones' });
    expect(screen.queryByRole('menu')).toBeNull();
    // A press as a browser makes it: the stand-in is never swapped before its release (code-on-reach.ts).
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(onRemove).toHaveBeenCalledWith({ id: 'b1', name: 'Base Centro' });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
