import { useSearchParams } from 'react-router-dom';
import { CAMPAIGN_TYPES, type CampaignType } from '@/domain/campaigns/rules';
import { PRODUCT_CATEGORIES, type ProductCategoryName } from '@/domain/products/rules';
import type { MarketFilter } from '../api';

const isType = (value: string | null): value is CampaignType =>
  (CAMPAIGN_TYPES as readonly (string | null)[]).includes(value);
const isCategory = (value: string | null): value is ProductCategoryName =>
  (PRODUCT_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * The marketplace's filters kept in the address (`?type=…&category=…`), so a filtered
 * list can be shared, reloaded and gone back to; an unknown value is no filter.
 */
export function useMarketFilter() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const category = params.get('category');
  const filter: MarketFilter = {
    ...(isType(type) ? { type } : {}),
    ...(isCategory(category) ? { category } : {}),
  };
  const set = (name: keyof MarketFilter, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filter, set, clear };
}
