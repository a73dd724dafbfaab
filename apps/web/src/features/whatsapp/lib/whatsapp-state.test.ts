import type { WhatsappSession } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import {
  closeReasonText,
  initialWhatsappSession,
  linkLabel,
  retryText,
  statusBadge,
  whatsappReducer,
} from './whatsapp-state.ts';

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

describe('linking without a connection to WhatsApp', () => {
  const now = Date.parse('2026-11-25T18:00:00.000Z');
  const retrying: WhatsappSession = {
    ...initialWhatsappSession,
    connecting: true,
    closeReason: 'offline',
    retry: { attempt: 1, attempts: 3, at: '2026-11-25T18:00:30.000Z' },
  };

  it('says there is no connection and counts down to the next attempt, not «Preparando el código QR»', () => {
    expect(statusBadge(retrying).label).toBe('Sin conexión, reintentando');
    expect(retryText(retrying.retry!, now)).toBe(
      'No hay conexión con WhatsApp; reintentando en 30 s (intento 2 de 3).',
    );
    expect(retryText(retrying.retry!, now + 29_200)).toBe(
      'No hay conexión con WhatsApp; reintentando en 1 s (intento 2 de 3).',
    );
    expect(retryText(retrying.retry!, now + 31_000)).toBe(
      'No hay conexión con WhatsApp; reintentando ahora (intento 2 de 3).',
    );
    expect(statusBadge({ ...retrying, retry: null }).label).toBe('Conectando…');
  });

  it('after giving up shows «Sin conexión con WhatsApp» and offers «Reintentar», never that a QR expired', () => {
    const gaveUp: WhatsappSession = { ...retrying, connecting: false, retry: null };
    expect(statusBadge(gaveUp)).toEqual({ color: 'red', label: 'Sin conexión con WhatsApp' });
    expect(closeReasonText.offline).toContain('No hubo conexión con WhatsApp');
    expect(closeReasonText.offline).not.toContain('QR');
    expect(linkLabel(gaveUp)).toBe('Reintentar');
    expect(linkLabel({ ...gaveUp, closeReason: 'link_timeout' })).toBe('Vincular');
  });

  it('drops the warning as soon as a QR arrives', () => {
    const withQr = whatsappReducer(retrying, { type: 'qr', payload: { qr: 'abc' } });
    expect(withQr).toMatchObject({ qr: 'abc', closeReason: null, retry: null });
    expect(statusBadge(withQr).label).toBe('Esperando el escaneo');
  });
});
