import { describe, expect, it } from 'vitest';
import { initialWhatsappState, whatsappReducer } from './whatsapp-state.ts';

describe('whatsapp state', () => {
  it('starts closed with no QR', () => {
    expect(initialWhatsappState).toEqual({ status: 'close', qrCode: '' });
  });

  it('stores a non-empty QR and ignores an empty one', () => {
    const withQr = whatsappReducer(initialWhatsappState, { type: 'qr', payload: { qr: 'abc' } });
    expect(withQr.qrCode).toBe('abc');
    expect(whatsappReducer(withQr, { type: 'qr', payload: { qr: '' } }).qrCode).toBe('abc');
  });

  it('opens and clears the QR, and closes on close', () => {
    const withQr = whatsappReducer(initialWhatsappState, { type: 'qr', payload: { qr: 'abc' } });
    const open = whatsappReducer(withQr, { type: 'connection', payload: { connection: 'open' } });
    expect(open).toEqual({ status: 'open', qrCode: '' });
    expect(whatsappReducer(open, { type: 'connection', payload: { connection: 'close' } }).status).toBe('close');
  });
});
