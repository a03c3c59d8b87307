import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { paths } from '@/src/lib/paths';

/**
 * The message above the brand list after a change (docs/product.md#toasts-and-flashes).
 * One id, so each change replaces the last one's message: a deletion never leaves
 * "Brand updated" standing.
 */
export function brandFlash(change: 'created' | 'updated' | 'deleted') {
  return flashAdded({
    id: 'brand',
    contentKey: `brands:flash.${change}`,
    themeColor: change === 'deleted' ? 'blue' : 'green',
    path: paths.brands,
  });
}
