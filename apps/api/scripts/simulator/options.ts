import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const HELP = `Simulador de pedidos: coloca pedidos y mandados realistas en una instancia en marcha,
por la entrada pública (POST /api/orders y /api/errands) con una clave de canal.

  npm run simulate -- [opciones]

  --url URL          instancia (por omisión http://localhost:3000)
  --key CLAVE        clave de canal (por omisión: DATA_DIR/demo-channel-key.txt; DATA_DIR=./data)
  --rate N           envíos por minuto (por omisión 6)
  --count N          terminar tras N envíos (por omisión, sin límite; Ctrl+C para parar)
  --errands F        fracción de mandados entre 0 y 1 (por omisión 0.2)
  --company ID       solo este comercio (se puede repetir); por omisión, todos los de la sesión
  --email CORREO     cuenta para leer comercios y menús (por omisión socio@demo.test)
  --password CLAVE   su contraseña (por omisión la de la demo)
  --help             esta ayuda

La clave de canal solo sirve para tomar pedidos, no para leer el menú: por eso el simulador
inicia sesión con --email/--password (un socio que escucha a los comercios, o un comercio)
para leer comercios, productos, extras y promociones.`;

export type SimOptions = {
  url: string;
  key: string;
  rate: number;
  count?: number;
  errands: number;
  companies: string[];
  email: string;
  password: string;
};

export class UsageError extends Error {}

const numberOption = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(`--${name} debe ser un número entre ${min} y ${max} (recibido: ${raw}).`);
  }
  return value;
};

const readDemoKey = () => {
  const file = path.resolve(process.env.DATA_DIR || './data', 'demo-channel-key.txt');
  if (!fs.existsSync(file)) {
    throw new UsageError(
      `No encontré la clave de canal en ${file}.\n` +
        'Arranca la instancia con la base embebida (npm run serve) para que la cree, o pasa --key <clave>.',
    );
  }
  return fs.readFileSync(file, 'utf8').trim();
};

/** Returns undefined when only the help was asked for. */
export const readOptions = (args: string[]): SimOptions | undefined => {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string', default: 'http://localhost:3000' },
      key: { type: 'string' },
      rate: { type: 'string' },
      count: { type: 'string' },
      errands: { type: 'string' },
      company: { type: 'string', multiple: true },
      email: { type: 'string', default: 'socio@demo.test' },
      password: { type: 'string', default: 'demo-demo-2026' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return undefined;
  const rate = numberOption('rate', values.rate, 6, 0.1, 6000);
  const count = values.count === undefined ? undefined : numberOption('count', values.count, 0, 1, 1_000_000);
  const errands = numberOption('errands', values.errands, 0.2, 0, 1);
  return {
    url: values.url.replace(/\/+$/, ''),
    key: values.key ?? readDemoKey(),
    rate,
    count,
    errands,
    companies: values.company ?? [],
    email: values.email,
    password: values.password,
  };
};
