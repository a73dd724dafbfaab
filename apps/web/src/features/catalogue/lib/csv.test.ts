import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseDelimited } from './csv.ts';

describe('parseDelimited', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks inside', () => {
    const text = 'nombre,descripción,precio\n"Taco, grande","Con ""salsa""\ny limón",45\r\nAgua,,20\n\n';
    expect(parseDelimited(text)).toEqual([
      ['nombre', 'descripción', 'precio'],
      ['Taco, grande', 'Con "salsa"\ny limón', '45'],
      ['Agua', '', '20'],
    ]);
  });

  it('detects tabs (pasted from a spreadsheet) and semicolons (Spanish exports)', () => {
    expect(detectDelimiter('nombre\tprecio\tsección\nTaco\t45\tTacos')).toBe('\t');
    expect(detectDelimiter('nombre;precio;sección')).toBe(';');
    expect(detectDelimiter('nombre,precio')).toBe(',');
    expect(parseDelimited('nombre;precio\nTaco;45,50')).toEqual([
      ['nombre', 'precio'],
      ['Taco', '45,50'],
    ]);
  });

  it('drops a byte-order mark and a last line without a line break', () => {
    expect(parseDelimited('\uFEFFnombre,precio\nTaco,45')).toEqual([
      ['nombre', 'precio'],
      ['Taco', '45'],
    ]);
  });
});
