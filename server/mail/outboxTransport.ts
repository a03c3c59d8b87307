import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/mail';

export interface OutboxInfo {
  /** The outbox row id. */
  messageId: string;
  envelope: { from: string; to: string[] };
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  throw new Error('the outbox transport stores text and html given as strings only');
}

/**
 * A nodemailer transport that stores each message in the `outbox` table instead of
 * delivering it, so development and tests need no mail server and can read every mail.
 */
export function outboxTransport(db: Database): Transport<OutboxInfo> {
  return {
    name: 'outbox',
    version: '1',
    send(mail: MailMessage<OutboxInfo>, callback) {
      const envelope = mail.message.getEnvelope();
      const to = envelope.to.join(', ');
      const { subject, text: plain, html } = mail.data;
      db.insert(outbox)
        .values({ to, subject: subject ?? '', text: text(plain), html: text(html) })
        .returning({ id: outbox.id })
        .then(
          ([row]) =>
            callback(null, {
              messageId: String(row?.id),
              envelope: { from: envelope.from || '', to: envelope.to },
            }),
          (error: Error) => callback(error, undefined as unknown as OutboxInfo),
        );
    },
  };
}
