import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../../errors.ts';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

/**
 * Seals short values with AES-256-GCM: a fresh random nonce per value, and a context (for
 * example `partner:<id>:<name>`) bound as additional data so a sealed value copied onto
 * another row or name does not open.
 */
export type SecretBox = {
  readonly available: boolean;
  seal: (plaintext: string | Buffer, context: string) => string;
  open: (sealed: string, context: string) => Buffer;
  openText: (sealed: string, context: string) => string;
};

export class SecretOpenError extends Error {}

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`a secrets key has ${SECRETS_KEY_BYTES} bytes`);
  const seal = (plaintext: string | Buffer, context: string) => {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
  };
  const open = (sealed: string, context: string) => {
    const [version, nonceText, bodyText] = sealed.split('.');
    if (version !== VERSION || !nonceText || !bodyText) throw new SecretOpenError('not a sealed value');
    const body = Buffer.from(bodyText, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonceText, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new SecretOpenError('the sealed value does not open with this key and context');
    }
  };
  return { available: true, seal, open, openText: (sealed, context) => open(sealed, context).toString('utf8') };
};

/** Without SECRETS_KEY on a shared database nothing can be sealed; callers get a clear 503. */
export const lockedSecretBox = (): SecretBox => {
  const refuse = (): never => {
    throw new AppError(
      503,
      'secrets_unavailable',
      'El servidor no tiene configurada la clave de cifrado (SECRETS_KEY); no se pueden guardar ni usar credenciales.',
    );
  };
  return { available: false, seal: refuse, open: refuse, openText: refuse };
};

/** SECRETS_KEY is 32 bytes written as 64 hexadecimal characters or as base64. */
export const parseSecretsKey = (text: string): Buffer | null => {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === SECRETS_KEY_BYTES ? key : null;
};
