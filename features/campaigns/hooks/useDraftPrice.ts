import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useCampaignProductOptionsQuery } from '../api';
import type { CampaignDraft } from '../campaignsSlice';
import { draftPricingInput } from '../model/draftInput';
import { campaignPrice, type CampaignPaymentMethod } from '@/domain/campaigns/rules';

/** The products of the draft's brand (nothing before a brand is chosen). */
export const useBrandProducts = (brandId: string | undefined) =>
  useCampaignProductOptionsQuery(brandId ? brandId : skipToken);

/**
 * The price of the draft as it stands, from the one pricing function: what the panel and
 * the summary show, recomputed as the user types. Null before a type is chosen.
 */
export function useDraftPrice(draft: CampaignDraft, method: CampaignPaymentMethod) {
  const { data } = useBrandProducts(draft.brand_id);
  const prices = useMemo(
    () => new Map((data?.nodes ?? []).map((product) => [product.id, product.price])),
    [data],
  );
  return useMemo(() => {
    const input = draftPricingInput(draft, prices, method);
    return input ? { input, price: campaignPrice(input) } : null;
  }, [draft, prices, method]);
}
