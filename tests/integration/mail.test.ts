import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { createLogger } from '@/server/logger';
import { findCompanyByEmail } from '@/server/services/companies';
import { call, codeOf, freshEmail, GOOD_PASSWORD, logIn, signUp } from './helpers/account';
import { mimePart, startSmtpServer } from './helpers/smtp';
import type { TestSmtpServer } from './helpers/smtp';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

describe('through a real SMTP server (SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let t: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'UGC Desk <hello@ugc-desk.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the verification code, which then verifies the account', async () => {
    const email = freshEmail('smtp');
    const created = await call(t, 'create', { email, password: GOOD_PASSWORD }, { locale: 'es' });
    expect(created.body.errors).toBeUndefined();
    const mail = await smtp.next(email);
    expect(mail.raw).toMatch(/^From: UGC Desk <hello@ugc-desk\.test>/m);
    expect(mail.raw).toMatch(/multipart\/alternative/);

    const text = mimePart(mail.raw, 'text/plain');
    const html = mimePart(mail.raw, 'text/html');
    expect(text).toContain('Usa este código para verificar tu correo electrónico:');
    const code = codeOf({ text: text ?? '' });
    expect(html).toContain(code);

    const token = await logIn(t, email);
    const verified = await call(t, 'verify', { email_validation_code: code }, { token });
    expect(verified.body.errors).toBeUndefined();
    expect((await findCompanyByEmail(t.db, email))?.has_verified_email).toBe(true);
    // Nothing went to the outbox table.
    expect(await t.mails(email)).toEqual([]);
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('when the SMTP server cannot be reached', () => {
  const logLines: string[] = [];
  let t: TestServer;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      logger: createLogger({ logLevel: 'info' }, sink),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the committed change and logs the failure without the mail', async () => {
    const email = freshEmail('down');
    const response = await call(t, 'create', { email, password: GOOD_PASSWORD });
    expect(response.body.errors).toBeUndefined();
    expect(await findCompanyByEmail(t.db, email)).not.toBeNull();

    const failures = logLines.filter((line) => line.includes('mail not sent'));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0]!)).toMatchObject({
      level: 50,
      mail: { to: email, transport: 'smtp' },
    });
    const everything = logLines.join('\n');
    expect(everything).not.toContain('verification code');
    expect(everything).not.toContain('Use this code');
    expect(everything).not.toContain(GOOD_PASSWORD);
  });
});

describe('the outbox (no SMTP_URL)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /dev/mailbox shows the mails newest first, as HTML or JSON', async () => {
    const first = freshEmail('box');
    const second = freshEmail('box');
    await signUp(t, first);
    await signUp(t, second);

    const page = await fetch(`${t.url}/dev/mailbox`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Dev mailbox');
    expect(html.indexOf(second)).toBeGreaterThan(-1);
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));

    const json = (await (
      await fetch(`${t.url}/dev/mailbox?format=json&to=${encodeURIComponent(first)}`)
    ).json()) as {
      mails: Array<{ to: string; subject: string; text: string; html: string; created_at: string }>;
    };
    expect(json.mails).toHaveLength(1);
    expect(json.mails[0]).toMatchObject({ to: first, subject: 'Your UGC Desk verification code' });
    expect(json.mails[0]?.html).toMatch(/^<!doctype html>/);
    expect(Date.parse(json.mails[0]!.created_at)).not.toBeNaN();
  });

  it('npm run admin -- mail [--to] [--limit] prints the outbox', async () => {
    const email = freshEmail('cli');
    const code = await signUp(t, email);
    const result = await runAdminCommand(t.dataDir, ['mail', '--to', email, '--limit', '1']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`To:      ${email}`);
    expect(result.stdout).toContain('Subject: Your UGC Desk verification code');
    expect(result.stdout).toContain(code);

    const all = await runAdminCommand(t.dataDir, ['mail', '--limit', '2']);
    expect(all.stdout.match(/^To: /gm)).toHaveLength(2);
    const bad = await runAdminCommand(t.dataDir, ['mail', '--limit', 'lots']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--limit must be a whole number');
    const help = await runAdminCommand(t.dataDir, ['help']);
    expect(help.stdout).toContain('mail [--to email] [--limit N]');
  });
});

describe('in production', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no /dev/mailbox', async () => {
    const response = await fetch(`${t.url}/dev/mailbox?format=json`);
    expect(response.status).toBe(404);
  });
});
