/**
 * A deal as a move holds it (see moves.ts), in a module of its own: the deal's money and
 * notices take it too, and moves.ts imports those, so it cannot live there without a loop.
 */
import type { CampaignRow } from '../../db/schema/campaigns';
import type { DealRow } from '../../db/schema/deals';
import type { Locale } from '../../i18n';

/** A deal locked for a move, with what its moves, money and notices need. */
export interface LockedDeal {
  row: DealRow;
  campaign: CampaignRow;
  creatorName: string;
  /** The language the creator is told in (its account's). */
  creatorLocale: Locale;
  /** Where the creator's deal news is mailed (its account's e-mail). */
  creatorEmail: string;
  companyName: string;
}
