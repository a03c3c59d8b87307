/**
 * bench:lighthouse's company, so each logged-in page shows real content: campaigns in every
 * status with deals across every stage, uploads, a ledger and notifications (the
 * dashboard's bulk seed at a small scale), written by the server in this process on the
 * data directory the production server then opens; and PRODUCTS products with their brand,
 * made through the API of that production server as a user would.
 */
import { BRAND_CREATE } from '@/features/brands/api';
import { PRODUCT_CREATE } from '@/features/products/api';
import { desc, eq } from 'drizzle-orm';
import { hashPassword, PASSWORD_HASH_PARAMS } from '@/server/auth/passwords';
import { companies } from '@/server/db/schema/account';
import type { CreatorRow } from '@/server/db/schema/creators';
import { deals } from '@/server/db/schema/deals';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import type { RunningServer } from '@/server/main';
import { insertCreators, variedCreators } from '../integration/helpers/creators';
import { gqlRequest } from '../integration/helpers/http';
import { seedDashboardCompany } from './dashboardSeed';

const PRODUCTS = 20;

/** The password of the creator the creators' pages are measured as. */
export const CREATOR_PASSWORD = 'Bench-creator-1';

/**
 * A creator whom the seeded company's active campaigns are open to (basic tier, beauty,
 * 18–24, female, Asian: their audience), so its marketplace shows them.
 */
const MARKET_CREATOR = {
  ...variedCreators(1, 9)[0]!,
  tier: 'basic' as const,
  categories: ['beauty' as const],
  age: 22,
  gender: 'female' as const,
  ethnicity: 'asian' as const,
};

/** Gives the creator CREATOR_PASSWORD, so the bench logs in as it; answers its e-mail. */
async function withPassword(server: RunningServer, creator: CreatorRow): Promise<string> {
  const [account] = await server.db
    .update(companies)
    .set({ password_hash: await hashPassword(CREATOR_PASSWORD, PASSWORD_HASH_PARAMS) })
    .where(eq(companies.id, creator.id))
    .returning({ email: companies.email });
  return account!.email;
}

/**
 * 40 campaigns (every status) and 400 deals (every stage) for one company in `dataDir`,
 * and 60 creators; answers the company's e-mail, and that of a creator its active
 * campaigns are open to, whom the creators' pages are measured as. The server stops before answering: the data directory is free
 * again.
 */
export async function seedPages(
  dataDir: string,
): Promise<{ email: string; creatorEmail: string; creatorDealId: string }> {
  const logger = createLogger({ logLevel: 'silent' });
  const server = await startServer({ env: {}, dataDir, port: 0, host: '127.0.0.1', logger });
  try {
    const creators = await insertCreators(server, variedCreators(60, 3));
    const [market] = await insertCreators(server, [MARKET_CREATOR]);
    // The measured creator is among those the company picked: My deals shows its deals.
    const seeded = await seedDashboardCompany(
      server,
      [market!.id, ...creators.map((creator) => creator.id)],
      { scale: 0.2, deals: 400, notifications: 60 },
    );
    const [deal] = await server.db
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.creator_id, market!.id))
      .orderBy(desc(deals.id))
      .limit(1);
    if (!deal) throw new Error('the measured creator has no deal');
    return {
      email: seeded.email,
      creatorEmail: await withPassword(server, market!),
      creatorDealId: String(deal.id),
    };
  } finally {
    await server.close();
  }
}

/** A brand and PRODUCTS products for the company the session `token` belongs to. */
export async function seedProducts(url: string, token: string) {
  const endpoint = `${url}/v1/j`;
  const brand = await gqlRequest(endpoint, BRAND_CREATE, {
    token,
    variables: { name: 'Acme Co', description: 'Tools for every trade' },
  });
  const brandId = brand.body.data?.BrandCreate.id;
  if (!brandId) throw new Error(`brand not created: ${JSON.stringify(brand.body)}`);
  for (let i = 1; i <= PRODUCTS; i += 1) {
    const product = await gqlRequest(endpoint, PRODUCT_CREATE, {
      token,
      variables: {
        brand_id: brandId,
        name: `Product ${i}`,
        price: 1000 + i,
        link: `https://shop.example.com/p/${i}`,
        description: 'A product of the benchmark',
        category: 'home',
      },
    });
    if (!product.body.data) throw new Error(`product not created: ${JSON.stringify(product.body)}`);
  }
}
