import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config.ts';
import { createSecretBox, lockedSecretBox, parseSecretsKey, SECRETS_KEY_BYTES, type SecretBox } from './secret-box.ts';

export const SECRETS_KEY_FILE = 'secrets.key';

export type ResolvedSecretBox = { box: SecretBox; note?: string; warning?: string };

type KeySource = { SECRETS_KEY?: string; DATABASE_URL?: string; dataDir: string };

/**
 * Where the key comes from (docs/decisions, "secrets at rest"): SECRETS_KEY when set; on the
 * embedded database a key file generated once in DATA_DIR (0600); on a shared PostgreSQL without
 * SECRETS_KEY a locked box, and a refusal to start when sealed values are already stored.
 */
export const resolveSecretBox = async (
  source: KeySource,
  hasSealedValues: () => Promise<boolean>,
): Promise<ResolvedSecretBox> => {
  if (source.SECRETS_KEY) {
    const key = parseSecretsKey(source.SECRETS_KEY);
    if (!key) throw new ConfigError('Invalid configuration:\n  SECRETS_KEY: 32 bytes as 64 hex characters or base64');
    return { box: createSecretBox(key) };
  }
  if (!source.DATABASE_URL) return readOrCreateKeyFile(source.dataDir);
  if (await hasSealedValues())
    throw new ConfigError(
      'SECRETS_KEY is not set, but the database holds encrypted secrets. Set SECRETS_KEY to the key they were sealed with.',
    );
  return {
    box: lockedSecretBox(),
    warning: '  Aviso: sin SECRETS_KEY no se pueden guardar credenciales de socios ni sesiones de WhatsApp.',
  };
};

const readOrCreateKeyFile = (dataDir: string): ResolvedSecretBox => {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(SECRETS_KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    return {
      box: createSecretBox(readKeyFile(file)),
      note: `  Clave de cifrado de secretos generada en ${file} (permisos 0600): respáldala junto con la base de datos.`,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { box: createSecretBox(readKeyFile(file)) };
  }
};

const readKeyFile = (file: string) => {
  const key = parseSecretsKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new ConfigError(`The secrets key file ${file} does not hold a 32-byte key.`);
  return key;
};
