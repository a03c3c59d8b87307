/**
 * The team invitation e-mail (docs/product.md#brand-teams), written like the account
 * e-mails of ./templates.ts (texts: locales/<locale>/mail.json, teamInvitation).
 */
import { INVITATION_TTL_MS } from '../../domain/teams/roles';
import type { InvitableRole } from '../../domain/teams/roles';
import type { Translate } from '../i18n';
import type { OutgoingMail } from './mailer';
import { render } from './templates';

/** `${PUBLIC_URL}/team/join/${token}`: the screen that shows the invitation and joins. */
export const teamJoinLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/team/join/${encodeURIComponent(token)}`;

export interface TeamInvitationMail {
  to: string;
  /** Who invites: their name, else their e-mail. */
  inviter: string;
  company: string;
  role: InvitableRole;
  link: string;
}

const days = (ms: number) => Math.round(ms / 86_400_000);

export function teamInvitationMail(
  t: Translate,
  { to, inviter, company, role, link }: TeamInvitationMail,
): OutgoingMail {
  const values = { inviter, company, role: t(`mail:teamInvitation.roles.${role}`) };
  return render(t, to, t('mail:teamInvitation.subject', values), {
    paragraphs: [t('mail:teamInvitation.intro', values)],
    actions: [{ label: t('mail:teamInvitation.action', values), url: link }],
    after: [
      t('mail:teamInvitation.expiry', { inviter, days: days(INVITATION_TTL_MS) }),
      t('mail:notYou'),
    ],
  });
}
