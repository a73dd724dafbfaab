import { describe, expect, it } from 'vitest';
import { initialWhatsappSession, whatsappReducer } from './whatsapp-state.ts';

describe('whatsapp session state', () => {
  it('starts closed with no QR', () => {
    expect(initialWhatsappSession).toMatchObject({ connection: 'close', qr: '', phone: null });
  });

  it('shows a new QR and ignores an empty one', () => {
    const withQr = whatsappReducer(initialWhatsappSession, { type: 'qr', payload: { qr: 'abc' } });
    expect(withQr).toMatchObject({ qr: 'abc', connecting: true });
    expect(whatsappReducer(withQr, { type: 'qr', payload: { qr: '' } }).qr).toBe('abc');
  });

  it('clears the QR when the connection opens, and keeps the number when it closes', () => {
    const withQr = whatsappReducer(initialWhatsappSession, { type: 'qr', payload: { qr: 'abc' } });
    const open = whatsappReducer(withQr, { type: 'connection', payload: { connection: 'open' } });
    expect(open).toMatchObject({ connection: 'open', qr: '', connecting: false });
    const linked = whatsappReducer(open, {
      type: 'session',
      payload: { ...open, phone: '+5213312345678', linkedAt: '2026-11-23T02:00:00.000Z' },
    });
    const closed = whatsappReducer(linked, { type: 'connection', payload: { connection: 'close' } });
    expect(closed).toMatchObject({ connection: 'close', phone: '+5213312345678' });
  });
});
