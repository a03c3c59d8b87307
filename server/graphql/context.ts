import type { Config } from '../config';
import type { AccountRole } from '../db/schema/account';
import type { Database } from '../db/client';
import type { Locale } from '../i18n';
import type { ServiceEnv } from '../services/env';
import type { OperatorIdentity } from '../services/ops/actor';
import type { TeamRole } from '../../domain/teams/roles';

/** What every resolver of the guest endpoint (/v1/j/guest) gets. */
export interface GuestContext extends ServiceEnv {
  db: Database;
  config: Config;
  /** From the request's Accept-Language (en by default); `t` translates into it. */
  locale: Locale;
}

/** What every resolver of the authenticated endpoint (/v1/j) gets. */
export interface AppContext extends GuestContext {
  /**
   * The account of the verified session: every data field is scoped to it. A company's for
   * company operations; a creator's for the creator operations (the only ones it reaches).
   */
  companyId: number;
  /** The session's role: server/graphql/roles.ts decides which roles reach each operation. */
  role: AccountRole;
  /**
   * The person whose session it is: for a company session a member of the company
   * (`companyId`), whose own data (name, e-mail, password) the account operations change;
   * for a creator or an operator `companyId` again.
   */
  accountId: number;
  /** A company session's role in the company (docs/product.md#brand-teams); null otherwise. */
  teamRole: TeamRole | null;
  /** The verified session itself (logout and password change need to know which). */
  sessionId: string;
  /**
   * An operator session's operator (its id is `companyId`), as the audit log names it:
   * read it through operatorActor (server/services/ops/actor.ts). Absent for other roles.
   */
  operator?: OperatorIdentity;
}
