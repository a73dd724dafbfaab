import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, conflict } from '../../errors.ts';

/** JSON with keys sorted, so that the same body in another key order hashes the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('base64url');

/** The Idempotency-Key header: 1–200 visible characters. */
export const readIdempotencyKey = (request: FastifyRequest, required: boolean) => {
  const raw = request.headers['idempotency-key'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) {
    if (required) throw badRequest('Falta el encabezado Idempotency-Key.', undefined, 'idempotency_key_required');
    return undefined;
  }
  if (value.length > 200 || !/^[\x21-\x7e]+$/.test(value)) {
    throw badRequest('El encabezado Idempotency-Key no es válido.', undefined, 'idempotency_key_required');
  }
  return value;
};

/** What an earlier request under the same key gets back: itself if the body is the same, else 409. */
export const sameRequestOrConflict = <Row extends { requestHash: string | null }>(
  earlier: Row,
  hash: string,
  noun: 'pedido' | 'mandado',
) => {
  if (earlier.requestHash !== hash) {
    throw conflict('idempotency_key_reused', `Esa clave de idempotencia ya se usó con otro ${noun} distinto.`);
  }
  return earlier;
};
