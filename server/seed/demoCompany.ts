/**
 * The demo company of `npm run seed`: a verified, onboarded account with brands, products
 * with photos and a card on file (made first, before its history: see history.ts), then
 * two active campaigns of today (a refund one to pick creators for, a shipping one with a
 * creator picked once creators exist). Everything goes through the
 * same services the API uses, so the money, the ledger and the invoices are real.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { issueSandboxToken } from '../payments/sandbox/tokens';
import { addCard } from '../services/billing/add';
import { createBrand } from '../services/brands/mutations';
import { campaigns } from '../db/schema/campaigns';
import { creators } from '../db/schema/creators';
import { approveCampaign } from '../services/campaigns/review';
import { createCampaign } from '../services/campaigns/create';
import { createCompany } from '../services/companies';
import { matchingCampaign } from '../services/creators/matching';
import { createDeal } from '../services/deals/create';
import type { ServiceEnv } from '../services/env';
import { uploadImage } from '../services/images/upload';
import { createProduct } from '../services/products/mutations';
import { AGE_RANGES, ETHNICITIES, GENDERS } from '../../domain/campaigns/rules';
import type { ProductCategoryName } from '../../domain/products/rules';
import { productPhotoPng } from './productImages';

export const DEMO_EMAIL = 'demo@example.com';

interface DemoProduct {
  name: string;
  price: number;
  category: ProductCategoryName;
  colour: readonly [number, number, number];
  description: string;
}

const BRANDS: Array<{ name: string; description: string; products: DemoProduct[] }> = [
  {
    name: 'Glow Theory',
    description: 'Clean skincare for everyday routines.',
    products: [
      {
        name: 'Vitamin C glow serum',
        price: 34_00,
        category: 'beauty',
        colour: [232, 150, 60],
        description: 'A brightening serum with 15% vitamin C for a morning glow.',
      },
      {
        name: 'Overnight repair cream',
        price: 42_00,
        category: 'beauty',
        colour: [120, 90, 170],
        description: 'A rich night cream that restores the skin barrier while you sleep.',
      },
      {
        name: 'Hydrating lip balm',
        price: 9_00,
        category: 'beauty',
        colour: [210, 90, 120],
        description: 'A softly tinted balm with shea butter for all-day comfort.',
      },
    ],
  },
  {
    name: 'Trail & Tide',
    description: 'Outdoor essentials that pack light.',
    products: [
      {
        name: 'Mineral sunscreen SPF 50',
        price: 19_00,
        category: 'health',
        colour: [70, 150, 200],
        description: 'A reef-friendly mineral sunscreen that leaves no white cast.',
      },
    ],
  },
  {
    name: 'Morning Ritual',
    description: 'Small-batch coffee and tea.',
    products: [
      {
        name: 'Cold brew concentrate',
        price: 16_00,
        category: 'food',
        colour: [110, 70, 45],
        description: 'Smooth cold brew: mix one part with three parts water or milk.',
      },
    ],
  },
];

/** The sandbox's always-accepted test card, as the card form would send it. */
const TEST_CARD = { digits: '4242424242424242', expMonth: 12 };

const BILLING_ADDRESS = {
  full_name: 'Dana Demo',
  address_name: 'Head office',
  address_line1: '100 Market Street',
  city: 'San Francisco',
  state: 'California',
  country: 'United States',
  zip: '94105',
  tax_id: '123456789',
};

/** The demo account as history and today's campaigns need it. */
export interface DemoAccount {
  companyId: number;
  email: string;
  password: string;
  brands: number;
  products: number;
  /** Each brand's id (API) and its products' ids, in BRANDS' order. */
  catalogue: Array<{ brandId: string; productIds: string[] }>;
  cardId: string;
}

export interface DemoCompany extends DemoAccount {
  campaignId: number;
  /** The shipping campaign, whose deal waits for the company to ship the product. */
  shippingCampaignId: number;
}

/** An operator-readable random password: 16 URL-safe characters (96 bits). */
const newPassword = () => randomBytes(12).toString('base64url');

/** The verified, onboarded company with its brands, products with photos and a card. */
export async function createDemoAccount(env: ServiceEnv): Promise<DemoAccount> {
  const password = newPassword();
  const company = await createCompany(env.db, {
    email: DEMO_EMAIL,
    company_name: 'Demo Company',
    first_name: 'Dana',
    last_name: 'Demo',
    has_verified_email: true,
    onboard_position: 1,
    password_hash: await hashPassword(password, env.services.passwordHashing),
  });
  const companyId = company.id;

  const catalogue: DemoAccount['catalogue'] = [];
  for (const [b, brand] of BRANDS.entries()) {
    const created = await createBrand(env, companyId, {
      name: brand.name,
      description: brand.description,
    });
    const brandId = String(created.row.id);
    const productIds: string[] = [];
    for (const [p, product] of brand.products.entries()) {
      const photos = [];
      for (const view of ['front', 'side']) {
        const bytes = productPhotoPng(`${b}-${p}-${view}`, product.colour);
        photos.push(await uploadImage(env, companyId, new Blob([Buffer.from(bytes)])));
      }
      const { colour: _colour, ...fields } = product;
      const made = await createProduct(env, companyId, {
        ...fields,
        brand_id: brandId,
        link: `https://example.com/products/${b + 1}-${p + 1}`,
        image_ids: photos.map((photo) => photo.id),
      });
      productIds.push(String(made.row.id));
    }
    catalogue.push({ brandId, productIds });
  }

  const now = env.services.now();
  const token = await issueSandboxToken(
    env.db,
    { digits: TEST_CARD.digits, expMonth: TEST_CARD.expMonth, expYear: now.getUTCFullYear() + 3 },
    now,
  );
  const card = await addCard(env, companyId, { token: token.id, billing_address: BILLING_ADDRESS });
  return {
    companyId,
    email: DEMO_EMAIL,
    password,
    brands: BRANDS.length,
    products: BRANDS.reduce((sum, brand) => sum + brand.products.length, 0),
    catalogue,
    cardId: String(card.id),
  };
}

/** Basic tier, beauty, every audience: most of the seeded beauty creators match. */
export const DEMO_AUDIENCE = {
  creator_tier: 'basic',
  creator_category: 'beauty',
  must_have_tags: ['skincare', 'morning routine'],
  content_format: 'portrait',
  resource_links: ['https://example.com/brand-kit'],
  ages: [...AGE_RANGES],
  genders: [...GENDERS],
  ethnicities: [...ETHNICITIES],
  revision_rounds: 2,
};

/** Today's two active campaigns: a refund one to pick creators for, a shipping one. */
export async function createDemoCampaigns(
  env: ServiceEnv,
  account: DemoAccount,
): Promise<DemoCompany> {
  const { companyId } = account;
  const { brandId, productIds } = account.catalogue[0]!;
  const payment = { method: 'CARD', card_id: account.cardId } as const;
  const campaign = await createCampaign(env, companyId, 'en', {
    input: {
      ...DEMO_AUDIENCE,
      type: 'ugc_video',
      name: 'Glow serum launch',
      brand_id: brandId,
      product_ids: productIds.slice(0, 2),
      delivery_type: 'refund',
      taxes_shipping_compensation: 3_00,
      number_of_deals: 10,
      content_brief: 'Show the serum in your morning routine, in daylight, and say how it feels.',
      video_duration: 30,
    },
    payment,
    idempotency_key: `seed-demo-campaign-${companyId}`,
    accept_terms: true,
  });
  await approveCampaign(env, String(campaign.row.id));
  const shipping = await createCampaign(env, companyId, 'en', {
    input: {
      ...DEMO_AUDIENCE,
      type: 'ugc_video',
      name: 'Glow serum unboxing',
      brand_id: brandId,
      product_ids: productIds.slice(0, 1),
      delivery_type: 'shipping',
      taxes_shipping_compensation: 0,
      number_of_deals: 3,
      content_brief: 'Unbox the serum on camera and show its texture on your hand.',
      video_duration: 15,
    },
    payment,
    idempotency_key: `seed-demo-shipping-campaign-${companyId}`,
    accept_terms: true,
  });
  await approveCampaign(env, String(shipping.row.id));
  return { ...account, campaignId: campaign.row.id, shippingCampaignId: shipping.row.id };
}

/**
 * Picks the first seeded creator who matches the shipping campaign: a deal at "Deal
 * started" that waits for the company to ship. Null when no creator matches (none seeded).
 */
export async function pickDemoCreator(env: ServiceEnv, demo: DemoCompany): Promise<number | null> {
  const [campaign] = await env.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, demo.shippingCampaignId));
  if (!campaign) return null;
  const [creator] = await env.db
    .select({ id: creators.id })
    .from(creators)
    .where(matchingCampaign(campaign))
    .orderBy(asc(creators.id))
    .limit(1);
  if (!creator) return null;
  const deal = await createDeal(env, demo.companyId, {
    campaign_id: String(campaign.id),
    creator_id: String(creator.id),
  });
  return deal.row.id;
}
