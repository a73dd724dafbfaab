// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLabel, LazySelect } from './lazy-select.tsx';
import '../test-support/jsdom-shims.ts';

afterEach(cleanup);

const stars = [
  { value: 'all', label: 'Todas' },
  { value: 'low', label: '1 y 2 estrellas' },
];

describe('chosenLabel', () => {
  it('finds the label of the chosen value in plain, labelled and grouped options', () => {
    expect(chosenLabel(['Moto', 'Auto'], 'Auto')).toBe('Auto');
    expect(chosenLabel(stars, 'low')).toBe('1 y 2 estrellas');
    expect(chosenLabel([{ group: 'Ciudades', items: [{ value: 'city:gdl', label: 'Guadalajara' }] }], 'city:gdl')).toBe(
      'Guadalajara',
    );
    expect(chosenLabel(stars, null)).toBe('');
  });
});

describe('LazySelect', () => {
  it('shows the chosen option before its code is here, then opens the list the press asked for and chooses', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <LazySelect label="Estrellas" data={stars} value="all" onChange={onChange} />
      </MantineProvider>,
    );
    const field = screen.getByLabelText('Estrellas') as HTMLInputElement;
    expect(field.value).toBe('Todas');
    fireEvent.pointerDown(field);
    fireEvent.pointerUp(field);
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: '1 y 2 estrellas' }));
    expect(onChange).toHaveBeenCalledWith('low', expect.objectContaining({ value: 'low' }));
  });
});
