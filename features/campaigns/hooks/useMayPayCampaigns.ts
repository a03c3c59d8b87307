import { isTeamRole, mayHandleMoney } from '@/domain/teams/roles';
import { selectAccount } from '@/src/entities/session/sessionSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * Whether the signed-in person pays for campaigns (docs/product.md#brand-teams): owners
 * and admins do, members send the campaign to them. An unknown role is left to the server.
 */
export function useMayPayCampaigns(): boolean {
  const role = useAppSelector(selectAccount)?.team_role;
  return !isTeamRole(role) || mayHandleMoney(role);
}
