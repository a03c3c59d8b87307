import type { Database } from '@/server/db/client';
import { products } from '@/server/db/schema/products';
import type { NewProductRow } from '@/server/db/schema/products';

const CATEGORIES = ['home', 'food', 'beauty', 'games'] as const;

/**
 * Inserts `count` products of a company straight through Drizzle (1,000 a statement),
 * spread over `brandIds` and four categories, with scattered names and prices and one
 * second between creation times. `from` numbers them on from an earlier batch.
 */
export async function seedProducts(
  db: Database,
  {
    companyId,
    brandIds,
    count,
    from = 0,
  }: {
    companyId: number;
    brandIds: number[];
    count: number;
    from?: number;
  },
): Promise<void> {
  const rows: NewProductRow[] = Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return {
      company_id: companyId,
      brand_id: brandIds[i % brandIds.length]!,
      name: `Item ${((i * 7919) % 5000).toString(36)} ${i}`,
      price_cents: 300 + ((i * 104_729) % 100_000),
      link: 'https://example.com/item',
      description: 'A seeded product',
      category: CATEGORIES[i % CATEGORIES.length]!,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(products).values(rows.slice(i, i + 1000));
  }
}
