/**
 * A company is the account row it was signed up with, and that row is also its founder's
 * login (docs/product.md#brand-teams). Deleting the company erases the row's personal data;
 * the founder's login goes with it only when the founder is still its owner and belongs to
 * no other company (a one-person company deleted by its person, as before teams). Otherwise
 * (the ownership was handed on, or the founder works in other companies too) the founder's
 * login moves to an account of their own first, with their places, sessions, bells and
 * "by" names in the other companies, so deleting one company takes no one's login.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies, sessions } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { campaignDrafts } from '../../db/schema/campaignDrafts';
import { campaignEvents } from '../../db/schema/campaignEvents';
import { dealEvents } from '../../db/schema/deals';
import { notifications } from '../../db/schema/notifications';
import { companyMembers, teamInvitations } from '../../db/schema/teams';
import { ledgerTransactions } from '../../db/schema/wallet';

/** A founder moved to their own account: its id, and the login to give it once freed. */
export interface KeptFounder {
  personId: number;
  email: string;
}

/** The rows of other companies that name the founder, by the column that names them. */
const NAMING: Array<[PgTable, AnyPgColumn, AnyPgColumn]> = [
  [companyMembers, companyMembers.account_id, companyMembers.company_id],
  [sessions, sessions.account_id, sessions.company_id],
  [notifications, notifications.recipient_id, notifications.company_id],
  [dealEvents, dealEvents.member_id, dealEvents.company_id],
  [ledgerTransactions, ledgerTransactions.member_id, ledgerTransactions.company_id],
  [campaignEvents, campaignEvents.member_id, campaignEvents.company_id],
  [teamInvitations, teamInvitations.invited_by, teamInvitations.company_id],
  [campaignDrafts, campaignDrafts.created_by, campaignDrafts.company_id],
];

/** A unique e-mail the founder's account holds until the company row lets theirs go. */
const movingEmail = (companyId: number) => `moving-${companyId}@deleted.invalid`;

/**
 * Before `company` is erased: moves its founder's login to an account of their own when
 * it must outlive the company (see above); null when it goes with the company. Call
 * `giveLogin` once the company row's e-mail has been erased.
 */
export async function keepFounder(tx: Database, company: CompanyRow): Promise<KeptFounder | null> {
  const places = await tx
    .select({ companyId: companyMembers.company_id, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.account_id, company.id));
  const ownsIt = places.some((place) => place.companyId === company.id && place.role === 'owner');
  const elsewhere = places.some((place) => place.companyId !== company.id);
  if (company.role !== 'company' || (ownsIt && !elsewhere)) return null;

  const [person] = await tx
    .insert(companies)
    .values({
      email: movingEmail(company.id),
      role: 'company',
      first_name: company.first_name,
      last_name: company.last_name,
      phone: company.phone,
      area_code: company.area_code,
      has_verified_email: company.has_verified_email,
      onboard_position: company.onboard_position,
      password_hash: company.password_hash,
      privacy: company.privacy,
      locale: company.locale,
      created_at: company.created_at,
    })
    .returning({ id: companies.id });
  const personId = person!.id;
  for (const [table, names, companyOf] of NAMING) {
    await tx
      .update(table)
      .set({ [names.name]: personId })
      .where(and(eq(names, company.id), ne(companyOf, company.id)));
  }
  return { personId, email: company.email };
}

/** Gives the kept founder their e-mail back, now that the company row no longer holds it. */
export async function giveLogin(tx: Database, founder: KeptFounder): Promise<void> {
  await tx
    .update(companies)
    .set({ email: founder.email })
    .where(eq(companies.id, founder.personId));
}
