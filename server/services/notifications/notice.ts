/**
 * A real-time notice as services queue it (see commitThenMail in ../env.ts), in a module
 * of its own: the env stores notices through ./store.ts, which takes this shape too.
 */
/** A real-time notification for a company, queued by a transaction for after its commit. */
export interface CompanyNotice {
  companyId: number;
  message: string;
  /** Published beside the message (see notifyCompany). */
  details?: Record<string, string>;
  /** How the stored notice joins an unread one of the same kind (see storeNotices). */
  coalesce?: NoticeCoalescing;
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
