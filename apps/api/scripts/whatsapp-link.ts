import { WHATSAPP_QR, WHATSAPP_SESSION, type WhatsappSession } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import QRCode from 'qrcode';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { accounts } from '../src/db/schema/index.ts';
import { setupSecrets } from '../src/modules/secrets/secrets.setup.ts';
import { anyWhatsappAuth } from '../src/modules/whatsapp/auth-state.ts';
import { baileysSocketFactory } from '../src/modules/whatsapp/baileys-socket.ts';
import { WhatsappHub } from '../src/modules/whatsapp/session-hub.ts';

/**
 * npm run whatsapp:link [-- --email socio@demo.test]: links a real phone to a partner's WhatsApp from a
 * terminal. Prints the QR here, waits for the scan, stores the keys (sealed) in the database like the
 * web screen does, and exits; the server then resumes the session from them.
 */
const HELP = `Uso: npm run whatsapp:link -- [--email correo-de-un-admin] (por omisión socio@demo.test)
Con la base embebida, detén el servidor antes (un solo proceso abre DATA_DIR).`;

const main = async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return console.log(HELP);
  const emailIndex = args.indexOf('--email');
  const email = emailIndex >= 0 ? args[emailIndex + 1] : 'socio@demo.test';
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, email));
    if (!account?.partnerId || account.role !== 'admin')
      throw new Error(`${email} no es una cuenta administradora de socio.`);
    const { box } = await setupSecrets(config, database.db, log, [anyWhatsappAuth]);
    const done = new Promise<WhatsappSession>((resolve) => {
      const hub = new WhatsappHub({
        db: database.db,
        box,
        log,
        factory: baileysSocketFactory(config.WHATSAPP_WS_URL),
        emit: (_partnerId, event, payload) => {
          if (event === WHATSAPP_QR) {
            QRCode.toString((payload as { qr: string }).qr, { type: 'terminal', small: true }).then((text) =>
              console.log(`\nEscanea con WhatsApp › Dispositivos vinculados › Vincular un dispositivo:\n${text}`),
            );
          }
          if (event !== WHATSAPP_SESSION) return;
          const state = payload as WhatsappSession;
          if (state.retry)
            console.log(
              `\nNo hay conexión con WhatsApp; reintentando (intento ${state.retry.attempt} de ${state.retry.attempts}).`,
            );
          else if (state.connection === 'open' || state.closeReason) hub.close().then(() => resolve(state));
        },
      });
      console.log(`Iniciando la sesión de WhatsApp del socio de ${email}…`);
      hub.link(account.partnerId!).catch((error) => {
        console.error(error);
        process.exit(1);
      });
    });
    const state = await done;
    console.log(
      state.connection === 'open'
        ? `\nVinculado: ${state.phone}. El servidor retomará la sesión sin pedir otro código.`
        : `\nNo se vinculó (${state.closeReason}). Inténtalo de nuevo.`,
    );
  } finally {
    await database.close();
  }
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
