import type { Order } from '@backoffice/shared';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { decodeEscPos, hexDump } from '../test/escpos-decoder.ts';
import {
  bagTicket,
  encoderOptions,
  kitchenTicket,
  type PaperWidth,
  paperColumns,
  type TicketContext,
} from './tickets.ts';

const order: Order = {
  id: '5b0c1f62-1111-4c2b-9a53-000000000001',
  company: '5b0c1f62-2222-4c2b-9a53-000000000002',
  number: 128,
  status: 'accepted',
  products: [
    {
      product: 'p1',
      name: 'Quesadilla de champiñón con flor de calabaza y queso Oaxaca',
      quantity: 2,
      unitPrice: 6500,
      additions: [
        { product: 'a1', name: 'Guacamole', quantity: 1, unitPrice: 1500 },
        { product: 'a2', name: 'Salsa de habanero extra picante', quantity: 2, unitPrice: 500 },
      ],
      notes: 'Sin cebolla, por favor; la niña es alérgica',
    },
    { product: 'p2', name: 'Agua de jamaica', quantity: 1, unitPrice: 3000, additions: [] },
  ],
  promos: [
    {
      promo: 'pr1',
      name: 'Combo Güero',
      quantity: 1,
      unitPrice: 12000,
      options: [
        { product: 'o1', name: 'Taco al pastor' },
        { product: 'o2', name: 'Refresco' },
      ],
    },
  ],
  customer: {
    name: 'María José Núñez',
    phone: '+52 55 1234 5678',
    address: 'Av. Álvaro Obregón 123, Depto. 4, Col. Roma Norte, Cuauhtémoc',
    notes: 'Portón verde junto a la panadería',
  },
  payment: 'cash',
  type: 'delivery',
  notes: '¿Pueden mandar cubiertos? ¡Gracias!',
  subtotal: 32000,
  deliveryFee: 3500,
  total: 35500,
  minutes: 25,
  channel: 'storefront',
  version: 2,
  createdAt: '2026-11-25T19:05:00.000Z',
  updatedAt: '2026-11-25T19:06:00.000Z',
};

const context = (paper: PaperWidth): TicketContext => ({
  paper,
  companyName: 'Tacos El Güero',
  timeZone: 'America/Mexico_City',
  trackingUrl: 'https://demo.example/t/tacos-el-guero/pedido/abc123',
});

const encoder = (paper: PaperWidth) => new ReceiptPrinterEncoder(encoderOptions(paper));

// Every printed line fits the paper: a text line is at most the columns, at double width at most half.
const widestLine = (text: string) => {
  let widest = 0;
  for (const line of text.split('\n')) {
    const doubleWidth = line.includes('[size 2x2]');
    const visible = line.replace(/\[[^\]]*\]/g, '');
    widest = Math.max(widest, visible.length * (doubleWidth ? 2 : 1));
  }
  return widest;
};

describe.each([58, 80] as const)('tickets on %i mm paper', (paper) => {
  it('kitchen ticket of an order for later: "PROGRAMADO" and its slot large, on the shop clocks (decision 054)', async () => {
    const later = { ...order, scheduledFor: '2026-11-27T19:30:00.000Z', dueAt: '2026-11-27T19:05:00.000Z' };
    const bytes = kitchenTicket(encoder(paper), later, context(paper));
    const text = decodeEscPos(bytes);
    await expect(text).toMatchFileSnapshot(`../test/golden/kitchen-scheduled-${paper}.txt`);
    expect(text).toContain('PROGRAMADO');
    expect(text).not.toContain('LO ANTES POSIBLE');
    // 13:30 in Mexico City, printed large (double height at least) right after the mark.
    expect(text).toMatch(/PROGRAMADO[\s\S]*\[size [12]x2\][\s\S]*27 nov, 1:30 p\. m\./);
    expect(widestLine(text)).toBeLessThanOrEqual(paperColumns(paper));
  });

  it('kitchen ticket: large items, additions, notes, "LO ANTES POSIBLE", no prices', async () => {
    const bytes = kitchenTicket(encoder(paper), order, context(paper));
    const text = decodeEscPos(bytes);
    await expect(hexDump(bytes)).toMatchFileSnapshot(`../test/golden/kitchen-${paper}.hex`);
    await expect(text).toMatchFileSnapshot(`../test/golden/kitchen-${paper}.txt`);
    expect(text).toContain('[codepage 19 cp858]');
    expect(text).toContain('LO ANTES POSIBLE');
    expect(text).toContain('champiñón');
    expect(text).toContain('alérgica');
    expect(text).not.toMatch(/\$\d/);
    expect(text).toMatch(/\[cut\]|cut/);
    expect(widestLine(text)).toBeLessThanOrEqual(paperColumns(paper));
  });

  it('bag ticket: customer, address, priced lines, total, payment, cash to collect, tracking QR', async () => {
    const bytes = bagTicket(encoder(paper), order, context(paper));
    const text = decodeEscPos(bytes);
    await expect(hexDump(bytes)).toMatchFileSnapshot(`../test/golden/bag-${paper}.hex`);
    await expect(text).toMatchFileSnapshot(`../test/golden/bag-${paper}.txt`);
    expect(text).toContain('María José Núñez');
    expect(text).toContain('Álvaro Obregón');
    expect(text).toContain('$355.00');
    expect(text).toMatch(/Efectivo a cobrar\s+\$355\.00/);
    expect(text).toContain('[QR data "https://demo.example/t/tacos-el-guero/pedido/abc123"]');
    expect(widestLine(text)).toBeLessThanOrEqual(paperColumns(paper));
  });
});

it('bag ticket of a card payment collects no cash', () => {
  const text = decodeEscPos(
    bagTicket(encoder(80), { ...order, payment: 'card' }, { ...context(80), trackingUrl: null }),
  );
  expect(text).toMatch(/Efectivo a cobrar\s+\$0\.00/);
  expect(text).not.toContain('[QR');
});
