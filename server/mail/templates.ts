/**
 * The account e-mails, each with a plain-text and an HTML part in the locale of the
 * request that caused it (texts: locales/<locale>/mail.json). Links are built from
 * PUBLIC_URL and point at the client routes of docs/product.md#logged-out-layout.
 */
import { CODE_TTL_MS, LINK_TTL_MS } from '../../domain/account/rules';
import type { AccountRole } from '../db/schema/account';
import type { Translate } from '../i18n';
import type { OutgoingMail } from './mailer';

interface Body {
  paragraphs: string[];
  /** Shown large: the verification code. */
  code?: string;
  actions?: Array<{ label: string; url: string }>;
  after?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function render(t: Translate, to: string, subject: string, body: Body): OutgoingMail {
  const greeting = t('mail:greeting');
  const signature = t('mail:signature');
  const actions = body.actions ?? [];
  const after = body.after ?? [];

  const text = [
    greeting,
    ...body.paragraphs,
    ...(body.code ? [body.code] : []),
    ...actions.map((action) => `${action.label}: ${action.url}`),
    ...after,
    `-- \n${signature}`,
  ].join('\n\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c;max-width:560px;margin:0 auto;padding:24px">',
    p(escapeHtml(greeting)),
    ...body.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    ...(body.code
      ? [
          `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(body.code)}</p>`,
        ]
      : []),
    ...actions.map((action) =>
      p(
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2b6cb0;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a><br><span style="font-size:12px;color:#4a5568">${escapeHtml(action.url)}</span>`,
      ),
    ),
    ...after.map((paragraph) => p(escapeHtml(paragraph))),
    p(escapeHtml(signature)),
    '</body></html>',
  ].join('\n');

  return { to, subject, text, html };
}

const minutes = (ms: number) => Math.round(ms / 60_000);

export function verificationCodeMail(t: Translate, to: string, code: string): OutgoingMail {
  return render(t, to, t('mail:verificationCode.subject'), {
    paragraphs: [t('mail:verificationCode.intro')],
    code,
    after: [t('mail:verificationCode.expiry', { minutes: minutes(CODE_TTL_MS) }), t('mail:notYou')],
  });
}

/**
 * Where an account's mailed links open: the company app's routes, or the same screens of
 * the creators' app under /creator (docs/product.md#creators-accounts).
 */
const LINK_ROUTES: Record<AccountRole, { reset: string; changeEmail: string; base: string }> = {
  company: { reset: '/new-password', changeEmail: '/update', base: '' },
  creator: {
    reset: '/creator/reset-password',
    changeEmail: '/creator/change-email',
    base: '/creator',
  },
  // Operators set their password through the link `operator-add` prints; they have no
  // e-mail change, and a reset is a new link from the same command.
  operator: { reset: '/ops/set-password', changeEmail: '/ops', base: '/ops' },
};

const tokenLink = (publicUrl: string, route: string, token: string, email: string) =>
  `${publicUrl}${route}/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;

/** `${PUBLIC_URL}/new-password/${token}?email=…` (the NewPassword screen; /creator/reset-password/… for a creator). */
export function resetPasswordLink(
  publicUrl: string,
  token: string,
  email: string,
  role: AccountRole,
): string {
  return tokenLink(publicUrl, LINK_ROUTES[role].reset, token, email);
}

/** `${PUBLIC_URL}/update/${token}?email=<old e-mail>` (the UpdateEmail screen; /creator/change-email/… for a creator). */
export function changeEmailLink(
  publicUrl: string,
  token: string,
  oldEmail: string,
  role: AccountRole,
): string {
  return tokenLink(publicUrl, LINK_ROUTES[role].changeEmail, token, oldEmail);
}

export function resetPasswordMail(t: Translate, to: string, link: string): OutgoingMail {
  return render(t, to, t('mail:resetPassword.subject'), {
    paragraphs: [t('mail:resetPassword.intro')],
    actions: [{ label: t('mail:resetPassword.action'), url: link }],
    after: [t('mail:resetPassword.expiry', { minutes: minutes(LINK_TTL_MS) }), t('mail:notYou')],
  });
}

export function changeEmailMail(
  t: Translate,
  { oldEmail, newEmail, link }: { oldEmail: string; newEmail: string; link: string },
): OutgoingMail {
  return render(t, newEmail, t('mail:changeEmail.subject'), {
    paragraphs: [t('mail:changeEmail.intro', { oldEmail, newEmail })],
    actions: [{ label: t('mail:changeEmail.action'), url: link }],
    after: [t('mail:changeEmail.expiry', { minutes: minutes(LINK_TTL_MS) }), t('mail:notYou')],
  });
}

/** To an existing account's owner when someone signs up (or asks to move) to their address. */
export function signupAttemptMail(
  t: Translate,
  to: string,
  publicUrl: string,
  role: AccountRole,
): OutgoingMail {
  const base = `${publicUrl}${LINK_ROUTES[role].base}`;
  return render(t, to, t('mail:signupAttempt.subject'), {
    paragraphs: [t('mail:signupAttempt.intro', { email: to })],
    actions: [
      { label: t('mail:signupAttempt.login'), url: `${base}/login` },
      { label: t('mail:signupAttempt.forgot'), url: `${base}/forgot` },
    ],
    after: [t('mail:notYou')],
  });
}

/** What a mailed notice is about: its button and its closing line say so. */
export type NoticeMailKind = 'dealNotice' | 'payoutNotice';

/** A notice that is also mailed (see NoticeMail): its text, and a link to open it in the app. */
export function noticeMail(
  t: Translate,
  {
    to,
    kind,
    subject,
    message,
    link,
  }: { to: string; kind: NoticeMailKind; subject: string; message: string; link: string },
): OutgoingMail {
  return render(t, to, subject, {
    paragraphs: [message],
    actions: [{ label: t(`mail:${kind}.action`), url: link }],
    after: [t(`mail:${kind}.why`)],
  });
}
