import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { passwordWeakness } from '../../modules/auth/password-strength.ts';
import { openDatabase } from '../client.ts';
import { createAccount, createCompany, createPartner, createProvider } from './factories.ts';

const usage = `Uso: npm run account:create -- --type company|partner|deliveries-provider --email CORREO --password CONTRASEÑA --name NOMBRE
  partner:              --business "Nombre del socio" --city Ciudad --state Estado [--role admin|member]
  company:              --partner-id ID --business "Nombre del comercio" --city Ciudad --state Estado
  deliveries-provider:  --business "Nombre de la flota" [--role admin|member]`;

const { values } = parseArgs({
  options: {
    type: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    business: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    'partner-id': { type: 'string' },
  },
});

const fail = (message: string): never => {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
};

const { type, email, password, name, business } = values;
if (!type || !email || !password || !name || !business) fail('Faltan datos.');
const weakness = passwordWeakness(password!, [email!, name!]);
if (weakness) fail(weakness);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const { db } = database;
try {
  if (type === 'partner') {
    const partner = await createPartner(db, {
      name: business!,
      city: values.city ?? fail('Falta --city'),
      state: values.state ?? fail('Falta --state'),
    });
    await createAccount(db, {
      email: email!,
      password: password!,
      name,
      type: 'partner',
      partnerId: partner.id,
      role: values.role === 'member' ? 'member' : 'admin',
    });
    console.log(`Socio creado: ${partner.id}`);
  } else if (type === 'company') {
    const company = await createCompany(db, {
      partnerId: values['partner-id'] ?? fail('Falta --partner-id'),
      name: business!,
      city: values.city ?? fail('Falta --city'),
      state: values.state ?? fail('Falta --state'),
      open: false,
      status: 'pending',
      schedules: {},
    });
    await createAccount(db, { email: email!, password: password!, name, type: 'company', companyId: company.id });
    console.log(`Comercio creado: ${company.id}`);
  } else if (type === 'deliveries-provider') {
    const provider = await createProvider(db, { name: business! });
    await createAccount(db, {
      email: email!,
      password: password!,
      name,
      type: 'deliveries-provider',
      providerId: provider.id,
      role: values.role === 'member' ? 'member' : 'admin',
    });
    console.log(`Flota creada: ${provider.id}`);
  } else {
    fail(`Tipo desconocido: ${type}`);
  }
  console.log(`Cuenta ${email} lista.`);
} finally {
  await database.close();
}
