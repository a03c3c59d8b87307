/**
 * The kinds of notification a person of a team mutes in one company
 * (docs/product.md#notification-centre): kept on their membership, read by every notice's
 * fan-out (recipients.ts). A muted kind is neither stored for them nor shown as a toast;
 * their open screens still refresh.
 */
import { and, eq } from 'drizzle-orm';
import { MUTABLE_NOTICE_KINDS } from '../../../domain/notifications/rules';
import type { MutableNoticeKind } from '../../../domain/notifications/rules';
import { notificationSettingsSchema } from '../../../domain/notifications/schema';
import { companyMembers } from '../../db/schema/teams';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import type { Bell } from './list';

export interface NotificationSettingsView {
  mutedKinds: MutableNoticeKind[];
}

/** The person's membership is gone (removed meanwhile, which also ends their sessions). */
const notMember = () => new ServiceError('NOT_FOUND', 'errors:teamMemberNotFound');

/** In the kinds' own order, each once (what the screens list). */
const inKindOrder = (kinds: readonly string[]): MutableNoticeKind[] =>
  MUTABLE_NOTICE_KINDS.filter((kind) => kinds.includes(kind));

const ofPerson = ({ companyId, personId }: Bell) =>
  and(eq(companyMembers.company_id, companyId), eq(companyMembers.account_id, personId));

export async function notificationSettings(
  env: ServiceEnv,
  person: Bell,
): Promise<NotificationSettingsView> {
  const [row] = await env.db
    .select({ muted: companyMembers.muted_kinds })
    .from(companyMembers)
    .where(ofPerson(person));
  if (!row) throw notMember();
  return { mutedKinds: inKindOrder(row.muted) };
}

/** NotificationSettingsUpdate: the muted kinds become exactly `muted_kinds`. */
export async function updateNotificationSettings(
  env: ServiceEnv,
  person: Bell,
  args: { muted_kinds: readonly string[] },
): Promise<NotificationSettingsView> {
  const input = await validated(notificationSettingsSchema, {
    muted_kinds: [...new Set(args.muted_kinds)],
  });
  const mutedKinds = inKindOrder(input.muted_kinds);
  const [row] = await env.db
    .update(companyMembers)
    .set({ muted_kinds: mutedKinds })
    .where(ofPerson(person))
    .returning({ muted: companyMembers.muted_kinds });
  if (!row) throw notMember();
  return { mutedKinds: inKindOrder(row.muted) };
}
