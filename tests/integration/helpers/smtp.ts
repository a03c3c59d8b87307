import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw RFC 5322 message (headers and MIME parts). */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail to `to` (already received ones included). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port, keeping what it receives. No STARTTLS (its
 * built-in certificate is self-signed) and no authentication: a local test relay.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        for (const waiter of waiting.splice(0)) {
          if (mail.to.includes(waiter.to)) waiter.resolve(mail);
          else waiting.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: (to) =>
      new Promise((resolve) => {
        const done = received.find((mail) => mail.to.includes(to));
        if (done) resolve(done);
        else waiting.push({ to, resolve });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Decodes quoted-printable text (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The body of the first MIME part of this content type, transfer-decoded. */
export function mimePart(raw: string, contentType: string): string | null {
  const escaped = contentType.replace('/', '\\/');
  const match = new RegExp(
    `Content-Type: ${escaped}[^\\r\\n]*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*)\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`,
    'i',
  ).exec(raw);
  if (!match) return null;
  const headers = match[1] ?? '';
  const body = match[2] ?? '';
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}
