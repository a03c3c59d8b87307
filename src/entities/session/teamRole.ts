import { isTeamRole, mayHandleMoney, type TeamRole } from '@/domain/teams/roles';
import { selectAccount } from './api';

type State = Parameters<typeof selectAccount>[0];

/**
 * The signed-in person's role in the session's company (docs/product.md#brand-teams), as
 * CompanyData last returned it; null until the account is loaded.
 */
export const selectTeamRole = (state: State): TeamRole | null => {
  const role = selectAccount(state)?.team_role;
  return isTeamRole(role) ? role : null;
};

/**
 * Whether the person may see and handle the company's money. Before the account is
 * loaded nothing is hidden: the guards wait for it, and the server refuses a member anyway.
 */
export const selectMayHandleMoney = (state: State): boolean => {
  const role = selectTeamRole(state);
  return role === null || mayHandleMoney(role);
};
