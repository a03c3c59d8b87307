import { selectMayHandleMoney } from '@/src/entities/session/teamRole';
import { useAppSelector } from '@/store/hooks';

/**
 * Whether the signed-in person pays for campaigns (docs/product.md#brand-teams): owners
 * and admins do, members send the campaign to them. An unknown role is left to the server.
 */
export function useMayPayCampaigns(): boolean {
  return useAppSelector(selectMayHandleMoney);
}
