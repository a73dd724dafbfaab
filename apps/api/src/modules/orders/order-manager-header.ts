import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.ts';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const decoder = new TextDecoder('utf-8', { fatal: true });

const invalid = () =>
  badRequest(
    'El encabezado Order-Manager no es válido: envía el nombre de quien atiende en base64 de UTF-8.',
    undefined,
    'invalid_order_manager',
  );
const missing = () =>
  badRequest(
    'Falta el encabezado Order-Manager con el nombre de quien atiende (base64 de UTF-8).',
    undefined,
    'invalid_order_manager',
  );

/** Decodes the Order-Manager header (base64 of the UTF-8 display name); undefined when absent. */
export const readOrderManager = (request: FastifyRequest): string | undefined => {
  const raw = request.headers['order-manager'];
  if (raw === undefined) return undefined;
  const value = (Array.isArray(raw) ? raw[0] : raw).trim();
  if (!value || value.length > 400 || !BASE64.test(value) || value.length % 4 === 1) throw invalid();
  let name: string;
  try {
    name = decoder.decode(Buffer.from(value, 'base64'));
  } catch {
    throw invalid();
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being refused
  name = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name || name.length > 100) throw invalid();
  return name;
};

/** Status calls require the header (contract section 4). */
export const requireOrderManager = (request: FastifyRequest) => {
  const name = readOrderManager(request);
  if (name === undefined) throw missing();
  return name;
};
