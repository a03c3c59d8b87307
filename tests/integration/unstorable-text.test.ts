import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, getNamedType, GraphQLID, GraphQLString, isInputObjectType } from 'graphql';
import type { GraphQLInputType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountLinks, companies, loginThrottle, sessions } from '@/server/db/schema/account';
import { verificationCodes } from '@/server/db/schema/account';
import { cards, gatewayCustomers, invoices } from '@/server/db/schema/billing';
import { brands } from '@/server/db/schema/brands';
import { campaignProducts, campaigns } from '@/server/db/schema/campaigns';
import { campaignApplications, campaignInvitations, creators } from '@/server/db/schema/creators';
import { contentFiles, contents, dealEvents, dealMessages, deals } from '@/server/db/schema/deals';
import { jobs } from '@/server/db/schema/jobs';
import { notifications } from '@/server/db/schema/notifications';
import { images } from '@/server/db/schema/images';
import { outbox } from '@/server/db/schema/mail';
import { creatorPayouts, payoutAccounts } from '@/server/db/schema/payouts';
import { productImages, products } from '@/server/db/schema/products';
import {
  bankTransferInformation,
  ledgerEntries,
  ledgerTransactions,
  paymentAttempts,
  wallets,
} from '@/server/db/schema/wallet';
import { pay } from '@/server/services/wallet/payments';
import { loadTypeDefs, SCHEMA_KINDS } from '@/server/graphql/sdl';
import { call, errorOf, GOOD_PASSWORD } from './helpers/account';
import type { CallOptions } from './helpers/account';
import { brandInput, catalog, createBrand, createProduct, productInput } from './helpers/catalog';
import type { CatalogOp } from './helpers/catalog';
import type { GraphqlResponse } from './helpers/http';
import { campaignApi, campaignInput, createArgs } from './helpers/campaigns';
import type { CampaignOp } from './helpers/campaigns';
import { manageApi } from './helpers/campaignManagement';
import type { ManageOp } from './helpers/campaignManagement';
import { postGraphql } from './helpers/http';
import { creatorCall } from './helpers/creatorAccount';
import type { CreatorAccountOp } from './helpers/creatorAccount';
import {
  creatorApi,
  creatorSession,
  insertCampaignRow,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import type { CreatorOp } from './helpers/creators';
import { profileApi, VALID_ADDRESS } from './helpers/creatorProfile';
import { marketApi } from './helpers/marketplace';
import type { MarketplaceOp } from './helpers/marketplace';
import type { ProfileOp } from './helpers/creatorProfile';
import { dealListApi, insertDeals } from './helpers/dealRows';
import type { DealListOp } from './helpers/dealRows';
import { dealApi, uploadContent, videoBytes } from './helpers/deals';
import { earningsApi } from './helpers/earnings';
import type { EarningsOp } from './helpers/earnings';
import type { DealOp } from './helpers/deals';
import { addCard, billingAddress, money } from './helpers/money';
import type { CardOp } from './helpers/money';
import { serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { operatorSession } from './helpers/operator';
import { OPS_ID_ARGUMENTS, opsTextCases } from './helpers/opsTextCases';
import { DRAFT_ID_ARGUMENTS, draftSubmit } from './helpers/draftTextCases';
import { TEAM_ID_ARGUMENTS, teamTextCases } from './helpers/teamTextCases';
import { credit, moneyEnv, purposeOf, walletApi } from './helpers/wallet';
import type { WalletOp } from './helpers/wallet';

const t = serverForFile();

const MESSAGE = {
  en: 'This contains characters that cannot be saved: please remove them',
  es: 'Contiene caracteres que no se pueden guardar: quítalos, por favor',
};

/** Every row of every table an operation could write: compared before and after. */
async function everything() {
  const tables = [
    companies,
    sessions,
    verificationCodes,
    accountLinks,
    loginThrottle,
    outbox,
    brands,
    products,
    productImages,
    images,
    cards,
    gatewayCustomers,
    invoices,
    wallets,
    ledgerTransactions,
    ledgerEntries,
    paymentAttempts,
    bankTransferInformation,
    campaigns,
    campaignProducts,
    jobs,
    creators,
    campaignApplications,
    campaignInvitations,
    deals,
    dealEvents,
    contents,
    contentFiles,
    dealMessages,
    notifications,
    payoutAccounts,
    creatorPayouts,
  ] as const;
  const rows = await Promise.all(tables.map((table) => t.db.select().from(table)));
  return rows.map((list) => list.map((row) => JSON.stringify(row)).sort());
}

type Send = (
  variables: Record<string, unknown>,
  locale: string,
) => Promise<GraphqlResponse<unknown>>;

interface Case {
  operation: string;
  send: Send;
  /** Arguments every rule accepts. */
  valid: Record<string, unknown>;
  /** Its text arguments, each refused in turn (`input.field` for an input object's field). */
  text: string[];
  /** The field its error names, when not the argument's path (a campaign's own fields). */
  field?: (argument: string) => string;
}

/** `value` with `bad` put inside it (an absent value becomes text around `bad`). */
function spoiled(value: unknown, bad: string): unknown {
  if (Array.isArray(value)) return [`${bad}x`];
  const base = typeof value === 'string' ? value : 'text';
  return `${base.slice(0, 1)}${bad}${base.slice(1)}`;
}

/** `valid` with the argument (or input field) at `path` spoiled by `bad`. */
function spoiledAt(
  valid: Record<string, unknown>,
  path: string,
  bad: string,
): Record<string, unknown> {
  const [name = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...valid, [name]: spoiled(valid[name], bad) };
  const inner = (valid[name] ?? {}) as Record<string, unknown>;
  return { ...valid, [name]: spoiledAt(inner, rest.join('.'), bad) };
}

let cases: Case[] = [];

/** A creator's profile every rule accepts (a creator of 30 or so, whatever today is). */
const CREATOR_PROFILE = {
  name: 'Ana Lima',
  handles: {
    instagram: { handle: 'ana.lima', followers: 10 },
    tiktok: { handle: 'analima', followers: 10 },
    youtube: { handle: 'ana-lima', followers: 10 },
  },
  categories: ['beauty'],
  country: 'BR',
  date_of_birth: '1996-05-05',
  price: 100_00,
};

beforeAll(async () => {
  const company = await t.createCompany({ password: GOOD_PASSWORD });
  const token = await t.createSession(company.id);
  const brand = await createBrand(t, token);
  const product = await createProduct(t, token, brand.id);
  const guest =
    (op: Parameters<typeof call>[1]): Send =>
    (variables, locale) =>
      call(t, op, variables, { locale });
  const signedIn =
    (op: Parameters<typeof call>[1]): Send =>
    (variables, locale) =>
      call(t, op, variables, { token, locale } satisfies CallOptions);
  const inCatalog =
    (op: CatalogOp): Send =>
    (variables, locale) =>
      catalog(t, token, op, variables, locale);
  const withCards =
    (op: CardOp): Send =>
    (variables, locale) =>
      money(t, token, op, variables, locale);
  const inWallet =
    (op: WalletOp): Send =>
    (variables, locale) =>
      walletApi(t, token, op, variables, locale);
  const inCampaigns =
    (op: CampaignOp): Send =>
    (variables, locale) =>
      campaignApi(t, token, op, variables, locale);
  const managing =
    (op: ManageOp): Send =>
    (variables, locale) =>
      manageApi(t, token, op, variables, locale);
  const notificationsApi =
    (query: string): Send =>
    (variables, locale) =>
      postGraphql(`${t.url}/v1/j`, query, {
        token,
        variables,
        headers: { 'accept-language': locale },
      });
  const inCreators =
    (op: CreatorOp, as = token): Send =>
    (variables, locale) =>
      creatorApi(t, as, op, variables, locale);
  const onDeal =
    (op: DealOp, as = token): Send =>
    (variables, locale) =>
      dealApi(t, as, op, variables, locale);
  const onDeals =
    (op: DealListOp, as = token): Send =>
    (variables, locale) =>
      dealListApi(t, as, op, variables, locale);
  const creatorAccount =
    (op: CreatorAccountOp, as?: string): Send =>
    (variables, locale) =>
      creatorCall(t, op, variables, { token: as, locale });
  const inMarket =
    (op: MarketplaceOp): Send =>
    (variables, locale) =>
      marketApi(t, creatorToken, op, variables, locale);
  const onProfile =
    (op: ProfileOp): Send =>
    (variables, locale) =>
      profileApi(t, creatorToken, op, variables, locale);
  const onEarnings =
    (op: EarningsOp): Send =>
    (variables, locale) =>
      earningsApi(t, creatorToken, op, variables, locale);
  const cardId = await addCard(t, token);
  const campaign_id = String(
    (await insertCampaignRow(t, company.id, Number(brand.id), { creator_category: 'beauty' })).id,
  );
  const [creator] = await insertCreators(t, variedCreators(1));
  const creatorToken = await creatorSession(t, creator!.id);
  // The discovery filter's errors name its fields as the screen's filters do.
  const filterField = (argument: string) => argument.replace(/^filter\./, '');
  const email = 'ada@example.com';
  const input = campaignInput(brand.id, [product.id]);
  const inputText = [
    'name',
    'brand_id',
    'product_ids',
    'creator_category',
    'must_have_tags',
    'content_brief',
    'resource_links',
    'ages',
    'genders',
    'ethnicities',
    'usage_rights',
  ].map((field) => `input.${field}`);
  // A campaign's errors name its fields as the wizard's forms do, without `input.`/`payment.`.
  const ownField = (argument: string) => argument.replace(/^(input|payment)\./, '');
  const image_ids = ['an-image-id'];
  const operator = await operatorSession(t);
  cases = [
    ...opsTextCases(t.url, operator.token),
    ...teamTextCases(t, token),
    {
      operation: 'CompanyCreate',
      send: guest('create'),
      valid: { email, password: GOOD_PASSWORD },
      text: ['email', 'password'],
    },
    {
      operation: 'CompanyLogin',
      send: guest('login'),
      valid: { email: company.email, password: GOOD_PASSWORD },
      text: ['email', 'password'],
    },
    {
      operation: 'RequestResetPassword',
      send: guest('requestReset'),
      valid: { email: company.email, type: 'company' },
      text: ['email', 'type'],
    },
    {
      operation: 'ResetPasswordMutation',
      send: guest('reset'),
      valid: {
        email: company.email,
        token: 'a-link-token',
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      },
      text: ['email', 'token', 'password', 'password_confirmation'],
    },
    {
      operation: 'CompanyUpdateEmail',
      send: guest('updateEmail'),
      valid: { password: GOOD_PASSWORD, token: 'a-link-token', old_email: company.email },
      text: ['password', 'token', 'old_email'],
    },
    {
      operation: 'CompanyOnboardPositionOne',
      send: signedIn('onboard'),
      valid: {
        company_name: 'Acme Studio',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '5551234567',
        area_code: '+1',
      },
      text: ['company_name', 'first_name', 'last_name', 'phone', 'area_code'],
    },
    {
      operation: 'CompanyEmailVerificationByCode',
      send: signedIn('verify'),
      valid: { email_validation_code: '123456' },
      text: ['email_validation_code'],
    },
    {
      operation: 'CompanyUpdateData',
      send: signedIn('update'),
      valid: {
        company_name: 'Acme Studio',
        new_email: 'new@example.com',
        password: GOOD_PASSWORD,
        new_password: 'Another-Password-2',
        confirm_password: 'Another-Password-2',
      },
      text: ['company_name', 'new_email', 'password', 'new_password', 'confirm_password'],
    },
    {
      operation: 'CompanyRequestToChangeEmail',
      send: signedIn('requestEmailChange'),
      valid: { email: company.email, new_email: 'new@example.com', password: GOOD_PASSWORD },
      text: ['email', 'new_email', 'password'],
    },
    // The creators' account: the same arguments as the company's, on their own operations.
    {
      operation: 'CreatorCreate',
      send: creatorAccount('create'),
      valid: { email, password: GOOD_PASSWORD },
      text: ['email', 'password'],
    },
    {
      operation: 'CreatorLogin',
      send: creatorAccount('login'),
      valid: { email, password: GOOD_PASSWORD },
      text: ['email', 'password'],
    },
    {
      operation: 'CreatorUpdateEmail',
      send: creatorAccount('updateEmail'),
      valid: { password: GOOD_PASSWORD, token: 'a-link-token', old_email: email },
      text: ['password', 'token', 'old_email'],
    },
    {
      operation: 'CreatorEmailVerificationByCode',
      send: creatorAccount('verify', creatorToken),
      valid: { email_validation_code: '123456' },
      text: ['email_validation_code'],
    },
    {
      operation: 'CreatorRequestToChangeEmail',
      send: creatorAccount('requestEmailChange', creatorToken),
      valid: { email, new_email: 'new@example.com', password: GOOD_PASSWORD },
      text: ['email', 'new_email', 'password'],
    },
    {
      operation: 'CreatorLanguageUpdate',
      send: creatorAccount('language', creatorToken),
      valid: { language: 'es' },
      text: ['language'],
    },
    { operation: 'Brands', send: inCatalog('brands'), valid: {}, text: ['after'] },
    {
      operation: 'BrandCreate',
      send: inCatalog('brandCreate'),
      valid: brandInput({ name: 'Other brand' }),
      text: ['name', 'description', 'logo_image_id'],
    },
    {
      operation: 'BrandUpdate',
      send: inCatalog('brandUpdate'),
      valid: brandInput({ id: brand.id }),
      text: ['name', 'description', 'logo_image_id'],
    },
    {
      operation: 'Products',
      send: inCatalog('products'),
      valid: {},
      text: ['after', 'brand_id', 'search'],
    },
    {
      operation: 'ProductCreate',
      send: inCatalog('productCreate'),
      valid: productInput(brand.id, { image_ids }),
      text: ['brand_id', 'name', 'link', 'description', 'image_ids'],
    },
    {
      operation: 'ProductUpdate',
      send: inCatalog('productUpdate'),
      valid: productInput(brand.id, { id: product.id, image_ids }),
      text: ['brand_id', 'name', 'link', 'description', 'image_ids'],
    },
    {
      operation: 'CardAdd',
      send: withCards('cardAdd'),
      valid: { token: 'tok_0123456789abcdef01234567', billing_address: billingAddress() },
      text: ['token', ...Object.keys(billingAddress()).map((field) => `billing_address.${field}`)],
    },
    {
      operation: 'WalletTopUp',
      send: inWallet('topUp'),
      valid: { amount_cents: 10_00, card_id: cardId, idempotency_key: 'a-good-key-1' },
      text: ['card_id', 'idempotency_key'],
    },
    {
      operation: 'Transactions',
      send: inWallet('transactions'),
      valid: { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' },
      text: ['after', 'from', 'to'],
    },
    { operation: 'Invoices', send: inWallet('invoices'), valid: {}, text: ['after'] },
    {
      operation: 'CampaignQuote',
      send: inCampaigns('quote'),
      valid: { input, method: 'WALLET' },
      text: inputText,
      field: ownField,
    },
    {
      operation: 'CampaignDraftSubmit',
      send: draftSubmit(t, token),
      valid: { input },
      text: inputText,
      field: ownField,
    },
    {
      operation: 'CampaignCreate',
      send: inCampaigns('create'),
      valid: createArgs(input, cardId),
      text: [...inputText, 'payment.card_id', 'idempotency_key'],
      field: ownField,
    },
    { operation: 'Campaigns', send: managing('campaigns'), valid: {}, text: ['after', 'search'] },
    { operation: 'CampaignTabCounts', send: managing('tabCounts'), valid: {}, text: ['search'] },
    {
      operation: 'Notifications',
      send: notificationsApi(
        'query Notifications($after: String) { Notifications(after: $after) { total_count } }',
      ),
      valid: {},
      text: ['after'],
    },
    {
      operation: 'NotificationsMarkRead',
      send: notificationsApi(
        'mutation NotificationsMarkRead($ids: [ID!]!) { NotificationsMarkRead(ids: $ids) }',
      ),
      valid: { ids: ['1'] },
      text: ['ids'],
    },
    {
      operation: 'NotificationSettingsUpdate',
      send: notificationsApi(
        'mutation NotificationSettingsUpdate($muted_kinds: [String!]!) { NotificationSettingsUpdate(muted_kinds: $muted_kinds) { muted_kinds } }',
      ),
      valid: { muted_kinds: ['deals'] },
      text: ['muted_kinds'],
    },
    {
      operation: 'NotificationsMarkDealRead',
      send: notificationsApi(
        'mutation NotificationsMarkDealRead($deal_id: ID!) { NotificationsMarkDealRead(deal_id: $deal_id) }',
      ),
      valid: { deal_id: '1' },
      text: ['deal_id'],
    },
    {
      operation: 'Creators',
      send: inCreators('creators'),
      valid: {
        campaign_id,
        filter: { search: 'an', genders: ['female'], ethnicities: ['asian'], countries: ['US'] },
      },
      text: ['after', 'filter.search', 'filter.genders', 'filter.ethnicities', 'filter.countries'],
      field: filterField,
    },
    {
      operation: 'CampaignApplicants',
      send: inCreators('applicants'),
      valid: { campaign_id },
      text: ['after'],
    },
    {
      operation: 'CreatorCampaigns',
      send: inCreators('creatorCampaigns', creatorToken),
      valid: {},
      text: ['after'],
    },
    {
      operation: 'CreatorApplications',
      send: inMarket('applications'),
      valid: {},
      text: ['after'],
    },
    { operation: 'CreatorInvitations', send: inMarket('invitations'), valid: {}, text: ['after'] },
    {
      operation: 'CreatorApply',
      send: inCreators('apply', creatorToken),
      valid: { campaign_id, pitch: 'I film skincare routines in daylight' },
      text: ['pitch'],
    },
    // Deal operations check their text before looking the deal up: any id will do.
    {
      operation: 'Deals',
      send: onDeals('deals'),
      valid: { filter: { campaign_id, search: 'an' } },
      text: ['after', 'filter.campaign_id', 'filter.search'],
      field: filterField,
    },
    {
      operation: 'CreatorDeals',
      send: onDeals('creatorDeals', creatorToken),
      valid: {},
      text: ['after'],
    },
    {
      operation: 'Contents',
      send: onDeals('contents'),
      valid: { filter: { campaign_id, brand_id: brand.id } },
      text: ['after', 'filter.campaign_id', 'filter.brand_id'],
      field: filterField,
    },
    { operation: 'DealMessages', send: onDeals('messages'), valid: { id: '1' }, text: ['after'] },
    {
      operation: 'CreatorDealMessages',
      send: onDeals('creatorMessages', creatorToken),
      valid: { id: '1' },
      text: ['after'],
    },
    {
      operation: 'DealMessageSend',
      send: onDeals('send'),
      valid: { id: '1', text: 'Hello there' },
      text: ['text'],
    },
    {
      operation: 'CreatorEarningsHistory',
      send: onEarnings('history'),
      valid: { from: '2026-01-01', to: '2026-01-31' },
      text: ['after', 'from', 'to'],
    },
    { operation: 'CreatorPayouts', send: onEarnings('payouts'), valid: {}, text: ['after'] },
    {
      operation: 'CreatorPayoutAccountAdd',
      send: onEarnings('addAccount'),
      valid: { holder_name: 'Ana Lima', token: 'btok_unused' },
      text: ['holder_name', 'token'],
    },
    {
      operation: 'CreatorPayoutRequest',
      send: onEarnings('request'),
      valid: { amount_cents: 2000, idempotency_key: 'payout-key-1' },
      text: ['idempotency_key'],
    },
    {
      operation: 'CreatorDealMessageSend',
      send: onDeals('creatorSend', creatorToken),
      valid: { id: '1', text: 'Hello there' },
      text: ['text'],
    },
    {
      operation: 'DealShip',
      send: onDeal('ship'),
      valid: { id: '1', carrier: 'ups', tracking_number: '1Z999AA10123456784' },
      text: ['tracking_number'],
    },
    {
      operation: 'DealRequestRevision',
      send: onDeal('revision'),
      valid: {
        id: '1',
        content_id: '1',
        feedback: 'Please film it in daylight',
        time_comments: { at_seconds: 2, text: 'Hold the bottle still' },
      },
      text: ['feedback', 'time_comments.text'],
      field: (argument) => argument.replace('time_comments.', 'time_comments[0].'),
    },
    {
      operation: 'DealCancel',
      send: onDeal('cancel'),
      valid: { id: '1', reason: 'We changed our plans' },
      text: ['reason'],
    },
    {
      operation: 'CreatorDealCancel',
      send: onDeal('creatorCancel', creatorToken),
      valid: { id: '1', reason: 'I cannot make it in time' },
      text: ['reason'],
    },
    {
      operation: 'CreatorDealReportPurchase',
      send: onDeal('reportPurchase', creatorToken),
      // Checked before the image is looked up: an id of the right shape will do.
      valid: {
        id: '1',
        order_number: 'ORD-123456',
        order_total_cents: 2500,
        receipt_image_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
      text: ['order_number', 'receipt_image_id'],
    },
    {
      operation: 'CreatorDealReportPost',
      send: onDeal('reportPost', creatorToken),
      valid: { id: '1', post_url: 'https://social.example.com/p/1' },
      text: ['post_url'],
    },
    ...(['CreatorOnboard', 'CreatorProfileUpdate'] as const).map((operation) => ({
      operation,
      send: onProfile(operation === 'CreatorOnboard' ? 'onboard' : 'update'),
      valid: CREATOR_PROFILE,
      text: [
        'name',
        'handles.instagram.handle',
        'handles.tiktok.handle',
        'handles.youtube.handle',
        'country',
        'date_of_birth',
        'gender',
        'ethnicity',
        'bio',
        'avatar_image_id',
        'portfolio_image_ids',
        'portfolio_urls',
        'intro_video_id',
      ],
    })),
    {
      operation: 'CreatorAddressUpdate',
      send: onProfile('address'),
      valid: { address: VALID_ADDRESS },
      text: Object.keys(VALID_ADDRESS).map((name) => `address.${name}`),
    },
  ];
});

async function expectRefused(bad: string, locale: 'en' | 'es') {
  const before = await everything();
  const refused: string[] = [];
  for (const { operation, send, valid, text, field = (argument: string) => argument } of cases) {
    for (const argument of text) {
      const response = await send(spoiledAt(valid, argument, bad), locale);
      const where = `${operation}(${argument})`;
      expect(response.status, where).toBe(200);
      expect(response.body.data ?? null, where).toBeNull();
      // Other fields may be told about too (a confirmation that no longer matches).
      expect(errorOf(response).extensions, where).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field(argument)]: MESSAGE[locale] },
      });
      refused.push(where);
    }
  }
  expect(refused.sort()).toEqual(
    textArguments().filter(
      (name) =>
        !ID_ARGUMENTS.includes(name) &&
        !OPS_ID_ARGUMENTS.includes(name) &&
        !TEAM_ID_ARGUMENTS.includes(name) &&
        !DRAFT_ID_ARGUMENTS.includes(name),
    ),
  );
  expect(await everything()).toEqual(before);
}

/** `prefix` and the String and ID fields inside an argument's type (input objects opened). */
function textPaths(type: GraphQLInputType, prefix: string): string[] {
  const named = getNamedType(type);
  if (named === GraphQLString || named === GraphQLID) return [prefix];
  if (!isInputObjectType(named)) return [];
  return Object.values(named.getFields()).flatMap((field) =>
    textPaths(field.type, `${prefix}.${field.name}`),
  );
}

/**
 * `Operation(argument)` of every String and ID argument of both schemas, and
 * `Operation(argument.field)` of every String and ID field of an input object, sorted.
 */
function textArguments(): string[] {
  const names: string[] = [];
  for (const kind of SCHEMA_KINDS) {
    const schema = buildASTSchema(mergeTypeDefs(loadTypeDefs(kind)));
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        for (const arg of field.args) {
          for (const path of textPaths(arg.type, arg.name)) names.push(`${field.name}(${path})`);
        }
      }
    }
  }
  return [...new Set(names)].sort();
}

/** Row ids: one that cannot name a row is answered like one that does not exist. */
const ID_ARGUMENTS = [
  'Brand(id)',
  'BrandDelete(id)',
  'BrandUpdate(id)',
  'Campaign(id)',
  'CampaignApplicants(campaign_id)',
  'CampaignDeactivate(id)',
  'CampaignDuplicate(id)',
  'CampaignPause(id)',
  'CampaignProducts(id)',
  'CampaignResume(id)',
  'CardDelete(id)',
  'CardSetDefault(id)',
  'ContentArchiveLink(campaign_id)',
  'ContentLicence(content_id)',
  'ContentRightsExtend(licence_id)',
  'Creator(id)',
  'CreatorApply(campaign_id)',
  'CreatorCampaign(id)',
  'CreatorContentUpload(id)',
  'CreatorDeal(id)',
  'CreatorDealCancel(id)',
  'CreatorDealConfirmReceipt(id)',
  'CreatorDealLicence(deal_id)',
  'CreatorDealMessageSend(id)',
  'CreatorDealMessages(id)',
  'CreatorDealMessagesRead(id)',
  'CreatorDealReportPost(id)',
  'CreatorDealReportPurchase(id)',
  'CreatorInvitationDecline(campaign_id)',
  'CreatorInvite(campaign_id)',
  'CreatorInvite(creator_id)',
  'CreatorWithdraw(campaign_id)',
  'Creators(campaign_id)',
  'Deal(id)',
  'DealAcceptContent(content_id)',
  'DealAcceptContent(id)',
  'DealCancel(id)',
  'DealCreate(campaign_id)',
  'DealCreate(creator_id)',
  'DealLicence(deal_id)',
  'DealMessageSend(id)',
  'DealMessages(id)',
  'DealMessagesRead(id)',
  'DealRequestRevision(content_id)',
  'DealRequestRevision(id)',
  'DealShip(id)',
  'Invoice(id)',
  'Product(id)',
  'ProductDelete(id)',
  'ProductUpdate(id)',
];

/** The answer to a content id that is not the one under review. */
const NOT_CURRENT = 'This is not the content waiting for your review';

/** A licence read (the company's by content or deal, the creator's by deal). */
const licenceOf = (
  t: TestServer,
  token: string,
  operation: 'ContentLicence' | 'DealLicence' | 'CreatorDealLicence',
  argument: 'content_id' | 'deal_id',
  { id, locale }: { id: string; locale?: string },
) =>
  postGraphql(
    `${t.url}/v1/j`,
    `query ${operation}($${argument}: ID!) { ${operation}(${argument}: $${argument}) { id } }`,
    {
      token,
      variables: { [argument]: id },
      headers: locale ? { 'accept-language': locale } : undefined,
    },
  );

describe('text the database cannot store (docs/product.md#fields-and-limits)', () => {
  it('refuses a NUL byte in every text argument, translated, and writes nothing', async () => {
    await expectRefused('\u0000', 'en');
  });

  it('refuses half of a UTF-16 surrogate pair the same way', async () => {
    await expectRefused('\uD800', 'es');
    await expectRefused('\uDC00', 'en');
  });

  it('answers an id with a NUL byte like an unknown one, translated', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const brand = await createBrand(t, token);
    const product = await createProduct(t, token, brand.id);
    const cardId = await addCard(t, token);
    await credit(t, company.id, 10_00);
    const { invoice } = await pay(
      moneyEnv(t),
      company.id,
      10_00,
      { wallet: true },
      'an-invoice',
      purposeOf(10_00),
    );
    const campaign = await insertCampaignRow(t, company.id, Number(brand.id));
    const [creator] = await insertCreators(t, variedCreators(1, 2));
    const creatorToken = await creatorSession(t, creator!.id);
    // A deal of this company and this creator, so each id below would name a real row.
    const [deal] = await insertDeals(t, campaign, [creator!.id], () => ({
      status: 'content_approved_by_admin',
      has_content: true,
    }));
    const dealId = String(deal!.id);
    const before = await everything();
    const id = (real: string | number) => `${real}\u0000`;
    const onCampaign = { campaign_id: String(campaign.id), creator_id: String(creator!.id) };
    const answers = {
      'Brand(id)': await catalog(t, token, 'brand', { id: id(brand.id) }),
      'BrandUpdate(id)': await catalog(t, token, 'brandUpdate', brandInput({ id: id(brand.id) })),
      'BrandDelete(id)': await catalog(t, token, 'brandDelete', { id: id(brand.id) }),
      'Product(id)': await catalog(t, token, 'product', { id: id(product.id) }, 'es'),
      'ProductUpdate(id)': await catalog(
        t,
        token,
        'productUpdate',
        productInput(brand.id, { id: id(product.id) }),
        'es',
      ),
      'ProductDelete(id)': await catalog(t, token, 'productDelete', { id: id(product.id) }, 'es'),
      'CardSetDefault(id)': await money(t, token, 'cardSetDefault', { id: id(cardId) }),
      'CardDelete(id)': await money(t, token, 'cardDelete', { id: id(cardId) }, 'es'),
      'Invoice(id)': await walletApi(t, token, 'invoice', { id: id(invoice.id) }, 'es'),
      'Campaign(id)': await campaignApi(t, token, 'campaign', { id: id(1) }),
      'CampaignProducts(id)': await manageApi(t, token, 'products', { id: id(campaign.id) }),
      'CampaignPause(id)': await manageApi(t, token, 'pause', { id: id(campaign.id) }),
      'CampaignResume(id)': await manageApi(t, token, 'resume', { id: id(campaign.id) }),
      'CampaignDeactivate(id)': await manageApi(t, token, 'deactivate', { id: id(campaign.id) }),
      'CampaignDuplicate(id)': await manageApi(t, token, 'duplicate', { id: id(campaign.id) }),
      'Creators(campaign_id)': await creatorApi(t, token, 'creators', {
        campaign_id: id(campaign.id),
      }),
      'CampaignApplicants(campaign_id)': await creatorApi(t, token, 'applicants', {
        campaign_id: id(campaign.id),
      }),
      'Creator(id)': await creatorApi(t, token, 'creator', { id: id(creator!.id) }),
      'CreatorInvite(campaign_id)': await creatorApi(t, token, 'invite', {
        ...onCampaign,
        campaign_id: id(campaign.id),
      }),
      'CreatorInvite(creator_id)': await creatorApi(t, token, 'invite', {
        ...onCampaign,
        creator_id: id(creator!.id),
      }),
      'DealCreate(campaign_id)': await creatorApi(t, token, 'pick', {
        ...onCampaign,
        campaign_id: id(campaign.id),
      }),
      'DealCreate(creator_id)': await creatorApi(t, token, 'pick', {
        ...onCampaign,
        creator_id: id(creator!.id),
      }),
      'CreatorApply(campaign_id)': await creatorApi(t, creatorToken, 'apply', {
        campaign_id: id(campaign.id),
        pitch: 'I film skincare routines in daylight',
      }),
      'CreatorWithdraw(campaign_id)': await creatorApi(t, creatorToken, 'withdraw', {
        campaign_id: id(campaign.id),
      }),
      'CreatorCampaign(id)': await marketApi(t, creatorToken, 'campaign', { id: id(campaign.id) }),
      'CreatorInvitationDecline(campaign_id)': await marketApi(t, creatorToken, 'decline', {
        campaign_id: id(campaign.id),
      }),
      'Deal(id)': await dealApi(t, token, 'deal', { id: id(dealId) }),
      'DealShip(id)': await dealApi(t, token, 'ship', {
        id: id(dealId),
        carrier: 'ups',
        tracking_number: '1Z999AA101',
      }),
      'DealAcceptContent(id)': await dealApi(t, token, 'accept', {
        id: id(dealId),
        content_id: '1',
      }),
      'DealAcceptContent(content_id)': await dealApi(t, token, 'accept', {
        id: dealId,
        content_id: id(1),
      }),
      'DealRequestRevision(id)': await dealApi(t, token, 'revision', {
        id: id(dealId),
        content_id: '1',
        feedback: 'Please film it in daylight',
      }),
      'DealRequestRevision(content_id)': await dealApi(t, token, 'revision', {
        id: dealId,
        content_id: id(1),
        feedback: 'Please film it in daylight',
      }),
      'DealCancel(id)': await dealApi(t, token, 'cancel', {
        id: id(dealId),
        reason: 'We changed our plans',
      }),
      'DealMessages(id)': await dealListApi(t, token, 'messages', { id: id(dealId) }),
      'DealMessageSend(id)': await dealListApi(t, token, 'send', { id: id(dealId), text: 'Hi' }),
      'DealMessagesRead(id)': await dealListApi(t, token, 'read', { id: id(dealId) }),
      'ContentArchiveLink(campaign_id)': await dealListApi(t, token, 'archiveLink', {
        campaign_id: id(campaign.id),
      }),
      'CreatorDeal(id)': await dealApi(t, creatorToken, 'creatorDeal', { id: id(dealId) }),
      'CreatorDealReportPurchase(id)': await dealApi(t, creatorToken, 'reportPurchase', {
        id: id(dealId),
        order_number: 'ORD-123456',
        receipt_image_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      }),
      'CreatorDealConfirmReceipt(id)': await dealApi(t, creatorToken, 'confirmReceipt', {
        id: id(dealId),
      }),
      'CreatorContentUpload(id)': await uploadContent(t, creatorToken, id(dealId), [
        { bytes: videoBytes(1024), name: 'clip.webm', type: 'video/webm' },
      ]),
      'CreatorDealReportPost(id)': await dealApi(t, creatorToken, 'reportPost', {
        id: id(dealId),
        post_url: 'https://social.example.com/p/1',
      }),
      'CreatorDealCancel(id)': await dealApi(t, creatorToken, 'creatorCancel', {
        id: id(dealId),
        reason: 'I cannot make it in time',
      }),
      'CreatorDealMessages(id)': await dealListApi(t, creatorToken, 'creatorMessages', {
        id: id(dealId),
      }),
      'CreatorDealMessageSend(id)': await dealListApi(t, creatorToken, 'creatorSend', {
        id: id(dealId),
        text: 'Hi',
      }),
      'CreatorDealMessagesRead(id)': await dealListApi(t, creatorToken, 'creatorRead', {
        id: id(dealId),
      }),
      'ContentLicence(content_id)': await licenceOf(t, token, 'ContentLicence', 'content_id', {
        id: id(1),
        locale: 'es',
      }),
      'DealLicence(deal_id)': await licenceOf(t, token, 'DealLicence', 'deal_id', {
        id: id(dealId),
      }),
      'ContentRightsExtend(licence_id)': await postGraphql(
        `${t.url}/v1/j`,
        'mutation E($licence_id: ID!) { ContentRightsExtend(licence_id: $licence_id) { id } }',
        { token, variables: { licence_id: id(1) } },
      ),
      'CreatorDealLicence(deal_id)': await licenceOf(
        t,
        creatorToken,
        'CreatorDealLicence',
        'deal_id',
        { id: id(dealId) },
      ),
    };
    const messages: Record<string, string> = {
      'CreatorInvite(creator_id)': 'Creator not found',
      'DealCreate(creator_id)': 'Creator not found',
      'Creator(id)': 'Creator not found',
      Creator: 'Campaign not found',
      Creators: 'Campaign not found',
      DealCreate: 'Campaign not found',
      Brand: 'Brand not found',
      Product: 'No hemos encontrado el producto',
      CardSetDefault: 'Card not found',
      CardDelete: 'Tarjeta no encontrada',
      Invoice: 'Factura no encontrada',
      Campaign: 'Campaign not found',
      // A content id names the upload under review or nothing: answered as not that one.
      'DealAcceptContent(content_id)': NOT_CURRENT,
      'DealRequestRevision(content_id)': NOT_CURRENT,
      Deal: 'Deal not found',
      CreatorDeal: 'Deal not found',
      CreatorContentUpload: 'Deal not found',
      ContentArchiveLink: 'Campaign not found',
      CreatorInvitationDecline: 'There is no open invitation to decline',
      ContentLicence: 'Licencia no encontrada',
      ContentRightsExtend: 'Licence not found',
      DealLicence: 'Licence not found',
      CreatorDealLicence: 'Licence not found',
    };
    expect(Object.keys(answers).sort()).toEqual(ID_ARGUMENTS);
    for (const [where, response] of Object.entries(answers)) {
      // The most specific entry: `CreatorDeal` before `Creator`.
      const operation = Object.keys(messages)
        .filter((name) => where.startsWith(name))
        .sort((a, b) => b.length - a.length)[0]!;
      expect(response.status, where).toBe(200);
      expect(errorOf(response), where).toMatchObject({
        message: messages[operation],
        extensions: {
          code: messages[operation] === NOT_CURRENT ? 'CONTENT_NOT_CURRENT' : 'NOT_FOUND',
        },
      });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a page cursor whose sort value the database cannot read', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const after = Buffer.from(JSON.stringify(['name_asc', 'a\u0000', 1])).toString('base64url');
    const response = await catalog(t, token, 'products', { sort: 'name_asc', after });
    expect(errorOf(response).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { after: 'This page is no longer valid: start again from the first page' },
    });
  });

  it('accepts a whole surrogate pair (an emoji) as any other text', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const brand = await createBrand(t, token, { name: 'Rocket 🚀' });
    expect(brand.name).toBe('Rocket 🚀');
  });
});
