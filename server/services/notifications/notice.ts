/**
 * A real-time notice as services queue it (see commitThenMail in ../env.ts), in a module
 * of its own: the env stores notices through ./store.ts, which takes this shape too.
 */
import type { Locale } from '../../i18n';
import type { NoticeMailKind } from '../../mail/templates';

/**
 * A notice that is also e-mailed to its account (a creator's deal news: creators work from
 * their phones and need not have the app open), in the account's language, with a link
 * to where the notice points. Sent after the commit, with the publication.
 */
export interface NoticeMail {
  to: string;
  locale: Locale;
  kind: NoticeMailKind;
  subject: string;
  /** The app's path the mail links to (`/creator/deals/12`). */
  path: string;
}

/** A real-time notification for a company, queued by a transaction for after its commit. */
export interface CompanyNotice {
  companyId: number;
  /**
   * The one person of the company's team it is for (their own e-mail changed, an operator's
   * note to them). Without it a notice with a message reaches every person of the team who
   * did not mute its kind (see storeNotices); a creator is its own one person.
   */
  personId?: number;
  message: string;
  /** Published beside the message (see notifyCompany). */
  details?: Record<string, string>;
  /** How the stored notice joins an unread one of the same kind (see storeNotices). */
  coalesce?: NoticeCoalescing;
  /** Also mailed (only when stored: a notice turned into a refresh is not). */
  mail?: NoticeMail;
}

/**
 * One unread notification per company and `key` (docs/product.md#notification-centre).
 * `update`: a further notice updates it (count, text from `messageFor(count)`, time, and a
 * new id, so it lists as the newest); `once`: a further notice is not stored and is
 * published only as a refresh (no toast) until the unread one is read.
 */
export interface NoticeCoalescing {
  key: string;
  mode: 'update' | 'once';
  messageFor?: (count: number) => string;
}
