import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/**
 * Sends mail through SMTP_URL. Without it (a local install, development) the message is written to the
 * log instead, so that a password reset link can still be followed by whoever reads the log.
 */
export const createMailer = (settings: { smtpUrl?: string; from: string }, log: FastifyBaseLogger): Mailer => {
  if (!settings.smtpUrl) {
    return {
      send: async (mail) => log.warn({ mail }, 'SMTP_URL is not set: mail written to the log instead of sent'),
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: settings.from, ...mail });
    },
    close: () => transport.close(),
  };
};
