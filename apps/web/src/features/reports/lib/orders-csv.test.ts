import type { Order } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, localDateTime, ordersCsv, pesos, UTF8_BOM } from './orders-csv.ts';

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'o1',
  company: 'c1',
  number: 42,
  status: 'delivered',
  products: [],
  promos: [],
  customer: { name: 'María López', phone: '3311223344', address: 'Av. Vallarta 1520' },
  payment: 'card',
  type: 'delivery',
  notes: null,
  subtotal: 25_050,
  deliveryFee: 3_500,
  total: 28_550,
  minutes: null,
  channel: 'web',
  version: 1,
  createdAt: '2026-03-16T03:05:00.000Z',
  updatedAt: '2026-03-16T03:05:00.000Z',
  ...overrides,
});

describe('csvField', () => {
  it('quotes delimiters, quotes and line breaks', () => {
    expect(csvField('Taco')).toBe('Taco');
    expect(csvField('Pérez, Juan')).toBe('"Pérez, Juan"');
    expect(csvField('El "Güero"')).toBe('"El ""Güero"""');
    expect(csvField('línea\nsiguiente')).toBe('"línea\nsiguiente"');
    expect(csvField(12)).toBe('12');
  });

  it('quotes text after guarding it as a formula (the guard: spreadsheetText in packages/shared), numbers unguarded', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-5)).toBe('-5');
  });
});

describe('ordersCsv', () => {
  it('starts with a BOM and a Spanish header, one CRLF row per order, local times and pesos', () => {
    const text = ordersCsv(
      [
        order(),
        order({
          number: 43,
          status: 'cancelled',
          payment: 'cash',
          type: 'pickup',
          customer: { name: 'Ana, "la jefa"', phone: '33', address: '' },
        }),
      ],
      'America/Mexico_City',
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Pedido,Fecha,Hora,Programado para,Cliente,Teléfono,Tipo,Forma de pago,Estado,Subtotal,Envío,Cupón,Descuento,Total',
    );
    expect(lines[1]).toBe(
      '42,2026-03-15,21:05,,María López,3311223344,A domicilio,Tarjeta,Entregado,250.50,35.00,,0.00,285.50',
    );
    expect(lines[3]).toBe('');
    expect(lines[2]).toBe(
      '43,2026-03-15,21:05,,"Ana, ""la jefa""",33,Para recoger,Efectivo,Cancelado,250.50,35.00,,0.00,285.50',
    );
  });

  it('says the slot of an order for later, and the coupon and its discount, on the company clock', () => {
    const text = ordersCsv(
      [order({ scheduledFor: '2026-03-16T19:30:00.000Z', coupon: 'BIENVENIDA', discount: 2_505, total: 26_045 })],
      'America/Tijuana',
    );
    expect(text.slice(1).split('\r\n')[1]).toBe(
      '42,2026-03-15,20:05,2026-03-16 12:30,María López,3311223344,A domicilio,Tarjeta,Entregado,250.50,35.00,BIENVENIDA,25.05,260.45',
    );
  });

  it('has only the header when there are no orders', () => {
    expect(ordersCsv([], 'UTC')).toBe(
      `${UTF8_BOM}Pedido,Fecha,Hora,Programado para,Cliente,Teléfono,Tipo,Forma de pago,Estado,Subtotal,Envío,Cupón,Descuento,Total\r\n`,
    );
  });
});

describe('helpers', () => {
  it('formats pesos, local date and time and the file name', () => {
    expect(pesos(5)).toBe('0.05');
    expect(pesos(123_400)).toBe('1234.00');
    expect(localDateTime('2026-01-01T05:59:00Z', 'America/Mexico_City')).toEqual({ date: '2025-12-31', time: '23:59' });
    expect(csvFileName('2026-03-01', '2026-03-07')).toBe('pedidos-2026-03-01-a-2026-03-07.csv');
    expect(csvFileName('2026-03-01', '2026-03-01')).toBe('pedidos-2026-03-01.csv');
  });
});
