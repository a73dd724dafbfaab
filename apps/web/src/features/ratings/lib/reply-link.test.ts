import { customerPhoneKey } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link.ts';

const linkTo = (customerPhone: string) =>
  replyLink({ customerPhone, customerName: 'Ana López', orderNumber: 42, companyName: 'Tacos El Güero' });

describe('replyLink', () => {
  it('opens WhatsApp on the customer’s number with a first line', () => {
    const link = linkTo('33 1234 5678');
    expect(link).toMatch(/^https:\/\/wa\.me\/523312345678\?text=/);
    expect(decodeURIComponent(link!.split('text=')[1]!)).toBe(
      'Hola Ana, te escribimos de Tacos El Güero por tu calificación del pedido #42. ',
    );
  });

  it('dials the number the customer book keys the phone with, however it was typed', () => {
    for (const typed of [
      '33 1234 5678',
      '(33) 1234-5678',
      '+52 33 1234 5678',
      '+52 1 33 1234 5678',
      '521 3312345678',
      '55 1234 5678',
      '81 8123 4567',
      '477 123 4567',
      '999 123 4567',
      '+1 415 555 0100',
      '+34 612 345 678',
    ]) {
      const key = customerPhoneKey(typed).replace(/\D/g, '');
      expect(linkTo(typed), typed).toMatch(new RegExp(`^https://wa\\.me/${key}\\?text=`));
    }
  });

  it('gives no link when the order has no phone left', () => {
    expect(
      replyLink({ customerPhone: '', customerName: 'Cliente eliminado', orderNumber: 1, companyName: 'X' }),
    ).toBeNull();
  });
});
