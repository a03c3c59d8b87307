import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outboxTransport } from './outboxTransport';

/** One e-mail, always with both a plain-text and an HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where mail goes: 'smtp' (SMTP_URL) or 'outbox' (the database table). */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends each mail; never throws. A failure is logged (recipient and error, never the
   * content: it holds codes and links) and the others are still sent. Callers send
   * after their transaction committed, so a mail problem never undoes an account change.
   * `log`: the request's logger, so that a failure carries its request id.
   */
  send(mails: OutgoingMail[], log?: FastifyBaseLogger): Promise<void>;
  close(): void;
}

/** What of a nodemailer error is safe to log: SMTP codes, not message bodies or URLs. */
function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, command, responseCode } = error as Error & Record<string, unknown>;
  return { name: error.name, message: error.message, code, command, responseCode };
}

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set, otherwise into the `outbox` table
 * (readable at /dev/mailbox while developing and with `npm run admin -- mail`).
 */
export function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Mailer {
  const kind = config.smtpUrl ? 'smtp' : 'outbox';
  const transporter: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom })
    : nodemailer.createTransport(outboxTransport(db), { from: config.mailFrom });

  return {
    kind,
    async send(mails, requestLog = log) {
      for (const mail of mails) {
        try {
          await transporter.sendMail(mail);
        } catch (error) {
          requestLog.error(
            { mail: { to: mail.to, transport: kind }, err: describe(error) },
            'mail not sent',
          );
        }
      }
    },
    close: () => transporter.close(),
  };
}
