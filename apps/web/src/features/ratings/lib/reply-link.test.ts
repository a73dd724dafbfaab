import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link.ts';

describe('replyLink', () => {
  it('opens WhatsApp on the customer’s number with a first line', () => {
    const link = replyLink({
      customerPhone: '33 1234 5678',
      customerName: 'Ana López',
      orderNumber: 42,
      companyName: 'Tacos El Güero',
    });
    expect(link).toMatch(/^https:\/\/wa\.me\/523312345678\?text=/);
    expect(decodeURIComponent(link!.split('text=')[1]!)).toBe(
      'Hola Ana, te escribimos de Tacos El Güero por tu calificación del pedido #42. ',
    );
  });

  it('gives no link when the order has no phone left', () => {
    expect(
      replyLink({ customerPhone: '', customerName: 'Cliente eliminado', orderNumber: 1, companyName: 'X' }),
    ).toBeNull();
  });
});
