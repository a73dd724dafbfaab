import type { CompanyBalance, Statement } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { balanceWording, partnerWording, periodLabel } from './balance.ts';
import { nextSort, sortBalances } from './balances-table.ts';
import { statementCsv } from './statement-csv.ts';

const statement: Statement = {
  periodStart: '2026-03-02',
  periodEnd: '2026-03-08',
  closed: true,
  opening: 500,
  total: 1000,
  closing: 1500,
  lineCount: 2,
  days: [],
  day: null,
  lines: [
    {
      id: '1',
      kind: 'sale',
      amount: -10000,
      description: 'Venta del pedido #4, "especial"',
      method: 'cash',
      collectedBy: 'company',
      orderId: 'o',
      errandId: null,
      paymentId: null,
      occurredAt: '2026-03-03T02:30:00.000Z',
    },
    {
      id: '2',
      kind: 'collection',
      amount: 11000,
      description: '=HYPERLINK("x")',
      method: 'cash',
      collectedBy: 'company',
      orderId: 'o',
      errandId: null,
      paymentId: null,
      occurredAt: '2026-03-03T02:30:00.000Z',
    },
  ],
};

describe('statementCsv', () => {
  it('writes one row per line in the company clock, quoted, formulas neutralised, and the totals', () => {
    const csv = statementCsv(statement, 'America/Mexico_City');
    const rows = csv.replace('\uFEFF', '').split('\r\n');
    expect(rows[0]).toBe('Fecha,Hora,Concepto,Detalle,Forma de pago,Cobró,Importe');
    expect(rows[1]).toBe('2026-03-02,20:30,Venta,"Venta del pedido #4, ""especial""",cash,Comercio,-100.00');
    expect(rows[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(rows.slice(-3)).toEqual([
      ',,Saldo inicial,,,,5.00',
      ',,Total del periodo,,,,10.00',
      ',,Saldo final,,,,15.00',
    ]);
  });
});

describe('wording', () => {
  it('says who owes whom', () => {
    expect(balanceWording(12345).text).toBe('Debes $123.45 a tu socio');
    expect(balanceWording(-500).text).toBe('Tu socio te debe $5.00');
    expect(balanceWording(0).tone).toBe('even');
    expect(partnerWording(100)).toBe('Te debe $1.00');
    expect(partnerWording(-100)).toBe('Le debes $1.00');
    expect(periodLabel('2026-03-02', '2026-03-08')).toMatch(/2 mar.* 2026 – 8 mar.* 2026/);
  });
});

describe('sortBalances', () => {
  const row = (name: string, balance: number): CompanyBalance => ({
    company: name,
    name,
    city: 'Guadalajara',
    state: 'Jalisco',
    currency: 'MXN',
    balance,
    periodTotal: 0,
    onlineCollected: 0,
    payoutOwed: Math.max(0, -balance),
  });
  it('sorts by figures and names, and flips on the same column', () => {
    const rows = [row('Beta', 10), row('Álamo', -5), row('Casa', 30)];
    expect(sortBalances(rows, { key: 'balance', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Casa',
      'Beta',
      'Álamo',
    ]);
    expect(sortBalances(rows, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['Álamo', 'Beta', 'Casa']);
    expect(nextSort({ key: 'balance', direction: 'desc' }, 'balance')).toEqual({ key: 'balance', direction: 'asc' });
    expect(nextSort({ key: 'balance', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });
});
