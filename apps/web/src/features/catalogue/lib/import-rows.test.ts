import { describe, expect, it } from 'vitest';
import { importableRows, readImportText, withApiErrors } from './import-rows.ts';

describe('readImportText', () => {
  it('turns rows into import bodies with prices in cents and Spanish kinds', () => {
    const { rows, error } = readImportText(
      'Nombre,Descripción,Precio,Sección,Tipo\nTaco de suadero,Con cebolla,$28.50,Tacos,producto\nQueso extra,,12,,complemento',
    );
    expect(error).toBeUndefined();
    expect(rows.map((row) => row.body)).toEqual([
      { name: 'Taco de suadero', description: 'Con cebolla', price: 2850, section: 'Tacos', kind: 'product' },
      { name: 'Queso extra', description: '', price: 1200, section: 'General', kind: 'addition' },
    ]);
    expect(rows.every((row) => row.errors.length === 0)).toBe(true);
  });

  it('accepts headers without accents and in any order, and a decimal comma with semicolons', () => {
    const { rows } = readImportText('precio;seccion;nombre\n45,50;Bebidas;Horchata');
    expect(rows[0].body).toMatchObject({ name: 'Horchata', price: 4550, section: 'Bebidas', kind: 'product' });
  });

  it('reports each bad row with its sheet line and column, and keeps the good ones importable', () => {
    const { rows } = readImportText(
      'nombre,precio,tipo\nTaco,25,producto\n,abc,bebida\nAgua,20.123,\nRefresco,-5,producto',
    );
    expect(rows[1]).toMatchObject({
      line: 3,
      body: null,
      errors: [
        { column: 'nombre', message: 'Escribe el nombre del producto' },
        { column: 'precio', message: 'Escribe el precio con números (ej. 45.50)' },
        { column: 'tipo', message: 'El tipo debe ser «producto» o «complemento»' },
      ],
    });
    expect(rows[2].errors).toEqual([{ column: 'precio', message: 'Usa como máximo dos decimales' }]);
    expect(rows[3].errors).toEqual([{ column: 'precio', message: 'El precio no puede ser negativo' }]);
    expect(importableRows(rows).map((row) => row.line)).toEqual([2]);
  });

  it('uses the screen kind when "tipo" is empty', () => {
    expect(readImportText('nombre,precio\nSalsa verde,5', 'addition').rows[0].body?.kind).toBe('addition');
  });

  it('refuses a sheet without the required columns or without rows', () => {
    expect(readImportText('producto;descripción\nTaco;rico').error).toBe(
      'Falta la columna «precio» en la primera fila.',
    );
    expect(readImportText('title,cost\nTaco,4').error).toBe(
      'Faltan las columnas «nombre» y «precio» en la primera fila.',
    );
    expect(readImportText('nombre,precio\n').error).toBe('El archivo no tiene productos debajo de los encabezados.');
    expect(readImportText('  ').error).toMatch(/Pega o sube/);
  });
});

describe('withApiErrors', () => {
  it('puts the API errors of the sent rows back on their sheet lines and leaves them out of a retry', () => {
    const { rows } = readImportText('nombre,precio\nBien,10\n,5\nRepetido,20');
    const sent = importableRows(rows);
    const details = [{ index: 1, field: 'body.products.1.name', message: 'Ya existe' }];
    const next = withApiErrors(rows, sent, details);
    expect(next[2]).toMatchObject({ line: 4, body: null, errors: [{ column: 'nombre', message: 'Ya existe' }] });
    expect(importableRows(next).map((row) => row.line)).toEqual([2]);
    expect(withApiErrors(rows, sent, undefined)).toBe(rows);
  });
});
