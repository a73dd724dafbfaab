// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyAutocomplete } from './lazy-autocomplete.tsx';
import '../test-support/jsdom-shims.ts';

afterEach(cleanup);

const City = () => {
  const [city, setCity] = useState('');
  return (
    <MantineProvider>
      <LazyAutocomplete label="Ciudad" data={['Guadalajara', 'Zapopan']} value={city} onChange={setCity} />
      <output data-testid="city">{city}</output>
    </MantineProvider>
  );
};

describe('LazyAutocomplete', () => {
  it('takes what is typed before its code is here, then suggests and chooses once it arrives', async () => {
    render(<City />);
    const field = screen.getByLabelText('Ciudad') as HTMLInputElement;
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.change(field, { target: { value: 'Za' } });
    expect(screen.getByTestId('city').textContent).toBe('Za');
    fireEvent.focus(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Zapopan' }));
    expect(screen.getByTestId('city').textContent).toBe('Zapopan');
    expect(document.querySelector('input')?.value).toBe('Zapopan');
  });
});
