/**
 * Who a company's notice reaches (docs/product.md#notification-centre): each person of
 * its team, in one statement for a whole batch of notices. A person who muted the notice's
 * kind gets it as a refresh only (their open screens still update, nothing is stored, no
 * toast); a notice for one person reaches that person only. An account without a team (a
 * creator) is its own one person.
 */
import { inArray } from 'drizzle-orm';
import { noticeKindOf } from '../../../domain/notifications/rules';
import { NOTICE_RECIPIENT_FIELD } from '../../../domain/realtime/rules';
import type { Database } from '../../db/client';
import { companyMembers } from '../../db/schema/teams';
import { companyToOpen } from '../teams/membership';
import type { CompanyNotice } from './notice';

/** The detail that addresses a publication to one person (the broker forwards it to them only). */
export const RECIPIENT_DETAIL = NOTICE_RECIPIENT_FIELD;

interface Person {
  id: number;
  muted: readonly string[];
}

/** The people of each company among `companyIds` (none listed: a creator). */
async function teamsOf(tx: Database, companyIds: number[]): Promise<Map<number, Person[]>> {
  const teams = new Map<number, Person[]>();
  if (companyIds.length === 0) return teams;
  const rows = await tx
    .select({
      companyId: companyMembers.company_id,
      id: companyMembers.account_id,
      muted: companyMembers.muted_kinds,
    })
    .from(companyMembers)
    .where(inArray(companyMembers.company_id, companyIds))
    .orderBy(companyMembers.company_id, companyMembers.account_id);
  for (const { companyId, id, muted } of rows) {
    teams.set(companyId, [...(teams.get(companyId) ?? []), { id, muted }]);
  }
  return teams;
}

/** `notice` addressed to one person: as it is, or (muted) as a refresh only. */
function addressed(notice: CompanyNotice, personId: number, muted: boolean): CompanyNotice {
  const details = { ...notice.details, [RECIPIENT_DETAIL]: String(personId) };
  return muted
    ? { companyId: notice.companyId, personId, message: '', details }
    : { ...notice, personId, details };
}

/**
 * Each notice with a message as one notice per person it reaches, in the notices' order;
 * a refresh-only notice stays as it is (it is for every open screen of the company).
 */
export async function perPerson(
  tx: Database,
  notices: readonly CompanyNotice[],
): Promise<CompanyNotice[]> {
  const teamWide = notices.filter(
    (notice) => notice.message !== '' && notice.personId === undefined,
  );
  const teams = await teamsOf(tx, [...new Set(teamWide.map((notice) => notice.companyId))]);
  return notices.flatMap((notice) => {
    if (notice.message === '') return [notice];
    if (notice.personId !== undefined) return [addressed(notice, notice.personId, false)];
    const people = teams.get(notice.companyId) ?? [{ id: notice.companyId, muted: [] }];
    const kind = noticeKindOf(notice.details?.event);
    return people.map((person) =>
      addressed(notice, person.id, kind !== null && person.muted.includes(kind)),
    );
  });
}

/**
 * A notice for one person about themselves (their e-mail verified or changed, an operator's
 * note), in the company they work in last; a creator, or a person in no company, in their
 * own account.
 */
export async function personalNotice(
  tx: Database,
  personId: number,
  message: string,
): Promise<CompanyNotice> {
  const membership = await companyToOpen(tx, personId);
  return { companyId: membership?.companyId ?? personId, personId, message };
}
