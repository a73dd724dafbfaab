// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyInputOnReach, numberOf, numberText } from './number-on-reach.tsx';
import '../test-support/jsdom-shims.ts';

afterEach(cleanup);

describe('numberText and numberOf', () => {
  it('write a value as NumberInput does and read back what was typed', () => {
    expect(numberText(1234.5, { prefix: '$', thousandSeparator: ',' })).toBe('$1,234.5');
    expect(numberText(35, { suffix: ' %' })).toBe('35 %');
    expect(numberText(2, { decimalScale: 2, fixedDecimalScale: true })).toBe('2.00');
    expect(numberText('', { prefix: '$' })).toBe('');
    expect(numberOf('$1,234.5', { prefix: '$' })).toBe(1234.5);
    expect(numberOf('12 %', { suffix: ' %' })).toBe(12);
    expect(numberOf('')).toBe('');
    expect(numberOf('12.')).toBe('12.');
  });
});

const Price = () => {
  const [price, setPrice] = useState<number | string>(35);
  return (
    <MantineProvider>
      <MoneyInputOnReach label="Precio" value={price} onChange={setPrice} />
      <output data-testid="price">{String(price)}</output>
    </MantineProvider>
  );
};

describe('MoneyInputOnReach', () => {
  it('shows the amount before its code is here, keeps what is typed, then is the money input', async () => {
    render(<Price />);
    const field = screen.getByLabelText('Precio') as HTMLInputElement;
    expect(field.value).toBe('$35');
    fireEvent.change(field, { target: { value: '$40' } });
    expect(screen.getByTestId('price').textContent).toBe('40');
    fireEvent.focus(field);
    // The real input (react-number-format) writes the same value once its code is here.
    await screen.findByText('40');
    await expect.poll(() => (screen.getByLabelText('Precio') as HTMLInputElement).value).toBe('$40');
    await expect.poll(() => screen.getByLabelText('Precio') !== field).toBe(true);
  });
});
