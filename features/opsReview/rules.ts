import { DEAL_TRANSITIONS, type DealStatus } from '@/domain/deals/rules';

/**
 * Whether an operator may settle a deal now (docs/product.md#deal-statuses): after an
 * upload, before the company accepted it, the statuses an operator's finish leaves. The
 * server decides in the end; the page offers the settlement only where it can succeed.
 */
export function maySettle(deal: { status: DealStatus; contents: readonly unknown[] }): boolean {
  return DEAL_TRANSITIONS.finish.from.includes(deal.status) && deal.contents.length > 0;
}
