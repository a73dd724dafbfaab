// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyMultiSelect } from './lazy-multi-select.tsx';
import '../test-support/jsdom-shims.ts';

afterEach(cleanup);

const data = [
  {
    group: 'Tacos',
    items: [
      { value: 'p', label: 'Pastor' },
      { value: 's', label: 'Suadero' },
      { value: 'c', label: 'Campechano' },
    ],
  },
];

const Products = () => {
  const [chosen, setChosen] = useState(['p', 's']);
  return (
    <MantineProvider>
      <LazyMultiSelect label="Productos" data={data} value={chosen} onChange={setChosen} searchable />
      <output data-testid="chosen">{chosen.join(',')}</output>
    </MantineProvider>
  );
};

describe('LazyMultiSelect', () => {
  it('shows the chosen options before its code is here, removes one, then opens the list the press asked for', async () => {
    render(<Products />);
    expect(screen.getByText('Pastor')).toBeTruthy();
    expect(screen.getByText('Suadero')).toBeTruthy();
    const removeButtons = document.querySelectorAll('.mantine-Pill-remove');
    fireEvent.click(removeButtons[1] as Element);
    expect(screen.getByTestId('chosen').textContent).toBe('p');
    const field = screen.getByRole('combobox');
    fireEvent.pointerDown(field);
    fireEvent.pointerUp(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Campechano' }));
    expect(screen.getByTestId('chosen').textContent).toBe('p,c');
  });
});
