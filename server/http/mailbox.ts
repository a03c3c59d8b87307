import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { OutboxRow } from '../db/schema/mail';
import { localeFromHeader, translatorFor } from '../i18n';
import { isLoopbackAddress } from '../loopback';
import { DEFAULT_OUTBOX_LIMIT, listOutbox, MAX_OUTBOX_LIMIT } from '../mail/outbox';

export const MAILBOX_PATH = '/dev/mailbox';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Makes plain-text URLs clickable (the text part is already escaped). */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(rows: OutboxRow[], smtp: boolean, to: string | undefined): string {
  const intro = smtp
    ? '<p><strong>SMTP_URL is set:</strong> mail goes to that SMTP server, so this outbox only shows what was stored before.</p>'
    : '<p>No <code>SMTP_URL</code> is set, so the server does not send mail: it stores every message here instead. Newest first.</p>';
  const filter = to
    ? `<p>Only mail to <strong>${escapeHtml(to)}</strong>. <a href="?">Show all</a></p>`
    : '';
  const mails = rows
    .map(
      (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To <a href="?to=${encodeURIComponent(row.to)}">${escapeHtml(row.to)}</a> · ${escapeHtml(row.created_at.toISOString())} · #${row.id}</p>
  <pre>${linkify(escapeHtml(row.text))}</pre>
  <details><summary>HTML version</summary><iframe sandbox srcdoc="${escapeHtml(row.html)}" title="HTML version of #${row.id}"></iframe></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · ugc-desk</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
  article { border: 1px solid #cbd5e0; border-radius: 8px; padding: 0 1rem 1rem; margin: 1rem 0; }
  .meta { color: #4a5568; font-size: .9rem; }
  pre { white-space: pre-wrap; background: #f7fafc; padding: .75rem; border-radius: 6px; }
  iframe { width: 100%; height: 420px; border: 1px solid #e2e8f0; }
</style></head><body>
<h1>Dev mailbox</h1>
${intro}
${filter}
<p>Also: <a href="?format=json${to ? `&amp;to=${encodeURIComponent(to)}` : ''}">this list as JSON</a> · <code>npm run admin -- mail</code> in a terminal. Only this machine can open this page, and it does not exist in production.</p>
${mails || '<p><em>No mail yet.</em> Sign up in the app, or ask for a password reset, and reload this page.</p>'}
</body></html>`;
}

/** Headers a reverse proxy adds: behind one, every visitor would reach us from loopback. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Only a client on this machine, connected directly (the socket's address, not headers). */
function fromThisMachine(req: FastifyRequest): boolean {
  return (
    isLoopbackAddress(req.socket.remoteAddress) &&
    !FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)
  );
}

/** No address holds control characters, and the database refuses NUL: answer 400, not 500. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * GET /dev/mailbox: the outbox as a page a newcomer can read (or `?format=json`,
 * optionally `&to=address&limit=N`). Registered only when config.devMailbox allows it,
 * and even then any other client gets the 404 of an unknown path.
 */
export function registerMailbox(app: FastifyInstance, config: Config, db: Database): void {
  if (!config.devMailbox) return;
  app.get(MAILBOX_PATH, async (req, reply) => {
    if (!fromThisMachine(req)) return reply.callNotFound();
    const query = req.query as Record<string, unknown>;
    const to = query.to || undefined;
    if (to !== undefined && (typeof to !== 'string' || hasControlCharacter(to))) {
      const t = translatorFor(localeFromHeader(req.headers['accept-language']));
      return reply.code(400).send({ errors: [{ message: t('errors:badInput') }] });
    }
    const requested = Number(query.limit);
    const limit =
      Number.isInteger(requested) && requested > 0
        ? Math.min(requested, MAX_OUTBOX_LIMIT)
        : DEFAULT_OUTBOX_LIMIT * 5;
    const rows = await listOutbox(db, { to, limit });
    void reply.header('cache-control', 'no-store');
    if (query.format === 'json') {
      return {
        mails: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      };
    }
    return reply.type('text/html; charset=utf-8').send(page(rows, !!config.smtpUrl, to));
  });
}
