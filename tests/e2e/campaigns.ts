/**
 * A brand and its product made through the API, as the brands and products screens would:
 * for tests that check the campaign wizard rather than the way to it.
 */
import type { Page } from 'playwright-core';
import texts from '@/locales/en/campaigns.json';
import productTexts from '@/locales/en/products.json';
import { en, heading } from './helpers';
import { graphql, sessionOf } from './money';

/** The first answer after a page load can take seconds on a busy machine. */
export const PAGE_LOAD = { timeout: 15_000 };

export interface WizardEntries {
  name: string;
  brand: string;
  product: string;
  brief: string;
  /** Runs on the parameters step, everything entered, before Next. */
  beforeSummary?: () => Promise<void>;
}

/**
 * Goes through the campaign wizard's first three steps as a person would: a UGC video
 * campaign of `brand`'s `product` for pro creators, 60 s, 3 deals, shipped by the company,
 * ($60 + $30 + $40) × 3 + 10% = $429 by wallet; ends on the summary step.
 */
export async function fillCampaignWizard(page: Page, entries: WizardEntries): Promise<void> {
  const next = () => page.getByRole('button', { name: texts.nav.next }).click();
  // On the page's own origin: the session is kept per origin.
  await page.goto(new URL('/campaign/creation/type', page.url()).href);
  await heading(page, en.screens.campaignCreationType.title).waitFor(PAGE_LOAD);
  await page.getByRole('radio', { name: new RegExp(texts.types.ugc_video.label) }).check();
  await next();

  await heading(page, en.screens.campaignCreationSettings.title).waitFor();
  await page.getByLabel(texts.settings.name).fill(entries.name);
  await page
    .getByLabel(texts.settings.brand, { exact: true })
    .selectOption({ label: entries.brand });
  await page.getByRole('checkbox', { name: new RegExp(entries.product) }).check(PAGE_LOAD);
  await page.getByRole('radio', { name: new RegExp(texts.settings.deliveryShipping) }).check();
  await page.getByLabel(texts.settings.deals).fill('3');
  await next();

  await heading(page, en.screens.campaignCreationParameters.title).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${texts.tiers.pro.label}`) }).check();
  await page
    .getByLabel(texts.parameters.category)
    .selectOption({ label: productTexts.categories.beauty });
  await page.getByLabel(texts.parameters.brief).fill(entries.brief);
  await page.getByRole('radio', { name: texts.parameters.formats.portrait }).check();
  await page.getByLabel(texts.parameters.duration).fill('1');
  await page.getByLabel(texts.parameters.durationUnit).selectOption(texts.parameters.units.minutes);
  await page.getByRole('checkbox', { name: '18-24' }).check();
  await page.getByRole('checkbox', { name: texts.parameters.gendersList.female }).check();
  await page.getByRole('checkbox', { name: texts.parameters.ethnicitiesList.asian }).check();
  await entries.beforeSummary?.();
  await next();
  await heading(page, en.screens.campaignCreationSummary.title).waitFor();
}

export async function brandWithProduct(
  impersonationPath: string,
  names: { brand: string; product: string },
): Promise<{ brandId: string; productId: string }> {
  const session = sessionOf(impersonationPath);
  const { BrandCreate } = await graphql<{ BrandCreate: { id: string } }>(
    session,
    `
      mutation ($name: String!) {
        BrandCreate(name: $name, description: "Skin care made simple") {
          id
        }
      }
    `,
    { name: names.brand },
  );
  const { ProductCreate } = await graphql<{ ProductCreate: { id: string } }>(
    session,
    `
      mutation ($brand: ID!, $name: String!) {
        ProductCreate(
          brand_id: $brand
          name: $name
          price: 2500
          link: "https://example.com/serum"
          description: "A light daily serum"
          category: beauty
        ) {
          id
        }
      }
    `,
    { brand: BrandCreate.id, name: names.product },
  );
  return { brandId: BrandCreate.id, productId: ProductCreate.id };
}
