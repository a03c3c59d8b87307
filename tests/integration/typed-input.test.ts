/**
 * Input as people type it (docs/product.md#as-typed): the API accepts a phone, tax ID,
 * zip, tracking number or link with the separators or without the scheme people type,
 * checks the normalized value against the field's rule, and stores and returns it so.
 */
import { describe, expect, it } from 'vitest';
import { findCompanyById } from '@/server/services/companies';
import { call } from './helpers/account';
import { campaignApi, campaignCompany, campaignInput, createArgs } from './helpers/campaigns';
import { catalog, createBrand, dataOf, productInput, signedInCompany } from './helpers/catalog';
import { campaignWithDeals, dealApi, dealOf, dealUpTo } from './helpers/deals';
import { credit } from './helpers/wallet';
import { billingAddress, cardRows, money, tokenFor } from './helpers/money';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

describe('input as people type it', () => {
  it('onboarding takes "(415) 555-0134" and "+ 1" and stores 4155550134 and +1', async () => {
    const company = await t.createCompany({ onboard_position: 0 });
    const token = await t.createSession(company.id);
    const response = await call(
      t,
      'onboard',
      {
        company_name: 'Acme Studio',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '(415) 555-0134',
        area_code: '+ 1',
      },
      { token },
    );
    expect(response.body.errors).toBeUndefined();
    const stored = await findCompanyById(t.db, company.id);
    expect(stored).toMatchObject({ phone: '4155550134', area_code: '+1', onboard_position: 1 });
  });

  it('a phone still too short without its separators is refused, and nothing changes', async () => {
    const company = await t.createCompany({ onboard_position: 0, phone: null });
    const token = await t.createSession(company.id);
    const response = await call(
      t,
      'onboard',
      {
        company_name: 'Acme Studio',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '(415) 555-01',
      },
      { token },
    );
    expect(response.body.errors?.[0]?.extensions?.fields).toEqual({
      phone: 'The phone number must have 10 to 13 characters',
    });
    expect(await findCompanyById(t.db, company.id)).toMatchObject({
      onboard_position: 0,
      phone: null,
    });
  });

  it('CardAdd takes the tax ID "12-3456789" and the ZIP+4 "94103-1234" and keeps 123456789 and 94103', async () => {
    const { company, token: session } = await signedInCompany(t);
    const added = await money(t, session, 'cardAdd', {
      token: await tokenFor(t),
      billing_address: billingAddress({ tax_id: '12-3456789', zip: '94103-1234' }),
    });
    expect(dataOf(added).CardAdd.billing_address).toMatchObject({
      tax_id: '123456789',
      zip: '94103',
    });
    const [row] = await cardRows(t, company.id);
    expect(JSON.stringify(row)).toContain('123456789');
    expect(JSON.stringify(row)).not.toContain('12-3456789');
  });

  it('a product link without https:// is stored with it', async () => {
    const { token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    const created = await catalog(
      t,
      token,
      'productCreate',
      productInput(brand.id, { link: 'calmcream.com/serum' }),
    );
    const { id } = dataOf(created).ProductCreate;
    expect(dataOf(await catalog(t, token, 'product', { id })).Product.link).toBe(
      'https://calmcream.com/serum',
    );
  });

  it("a campaign's resource links without https:// are stored with it", async () => {
    const { company, token, brandId, productIds } = await campaignCompany(t, { productCount: 1 });
    await credit(t, company.id, 100_000_00);
    const input = campaignInput(brandId, productIds, {
      resource_links: ['calmcream.com/brand-kit', 'https://calmcream.com/faq'],
    });
    const created = dataOf(await campaignApi(t, token, 'create', createArgs(input))).CampaignCreate;
    expect(created.resource_links).toEqual([
      'https://calmcream.com/brand-kit',
      'https://calmcream.com/faq',
    ]);
  });

  it('DealShip takes a tracking number with the spaces labels print and stores it without', async () => {
    const { token, deals } = await campaignWithDeals(t, { delivery: 'shipping' });
    const shipped = dealOf(
      await dealApi(t, token, 'ship', {
        id: deals[0]!.id,
        carrier: 'ups',
        tracking_number: '1Z 999 AA1 01 2345 6784',
      }),
    );
    expect(shipped.tracking_number).toBe('1Z999AA10123456784');
  });

  it('CreatorDealReportPost takes a post link without https:// and stores it with', async () => {
    const { token, deals } = await campaignWithDeals(t, { type: 'social_media' });
    const deal = deals[0]!;
    const uploaded = await dealUpTo(
      t,
      token,
      deal,
      'social_media',
      'refund',
      'content_approved_by_admin',
    );
    await dealApi(t, token, 'accept', { id: deal.id, content_id: uploaded.contents[0]!.id });
    const reported = dealOf(
      await dealApi(t, deal.creatorToken, 'reportPost', {
        id: deal.id,
        post_url: 'instagram.com/p/abc123',
      }),
    );
    expect(reported.post_url).toBe('https://instagram.com/p/abc123');
  });
});
