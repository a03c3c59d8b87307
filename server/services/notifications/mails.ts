/**
 * Notices that are also e-mailed (NoticeMail, docs/product.md#notification-centre): each
 * stored one becomes a mail in its account's language, linking to where it points.
 */
import { translatorFor } from '../../i18n';
import { noticeMail } from '../../mail/templates';
import type { OutgoingMail } from '../../mail/mailer';
import type { CompanyNotice } from './notice';
import { isStoredNotice } from './store';

/** The mails of the notices that carry one and were stored (not turned into a refresh). */
export function noticeMails(publicUrl: string, notices: readonly CompanyNotice[]): OutgoingMail[] {
  return notices.flatMap((notice) =>
    notice.mail && isStoredNotice(notice)
      ? [
          noticeMail(translatorFor(notice.mail.locale), {
            to: notice.mail.to,
            kind: notice.mail.kind,
            subject: notice.mail.subject,
            message: notice.message,
            link: `${publicUrl}${notice.mail.path}`,
          }),
        ]
      : [],
  );
}
