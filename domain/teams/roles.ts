/**
 * A company's people and what each may do (docs/product.md#brand-teams): the owner
 * (everything, including deleting the company and managing its members), admins
 * (everything but those two) and members (campaigns, creators, deals, content and chat;
 * no money). Shared by the server, which enforces them on every operation, and the app,
 * which hides what a role cannot do.
 */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change may give: ownership moves only by a transfer. */
export const INVITABLE_ROLES = ['admin', 'member'] as const satisfies readonly TeamRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** How long an invitation's link stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

const RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

/** Whether `role` may do what needs at least `needed`. */
export const teamRoleReaches = (role: TeamRole, needed: TeamRole): boolean =>
  RANK[role] >= RANK[needed];

/** Paying, topping up, cards, invoices and the wallet: owners and admins. */
export const mayHandleMoney = (role: TeamRole): boolean => teamRoleReaches(role, 'admin');

/** Inviting people, resending and revoking invitations: owners and admins. */
export const mayInvite = (role: TeamRole): boolean => teamRoleReaches(role, 'admin');

/** Changing roles, removing members, transferring ownership, deleting the company. */
export const mayManageMembers = (role: TeamRole): boolean => role === 'owner';
