/**
 * Yup rules of a campaign, used by the wizard (one schema per step) and by CampaignQuote /
 * CampaignCreate on the server (all steps at once). Field names are the API's; money is
 * integer cents; messages are `validation:` keys with the limits as values.
 */
import { array, boolean, number, object } from 'yup';
import type { InferType } from 'yup';
import { PRODUCT_CATEGORIES } from '../products/rules';
import type { ProductCategoryName } from '../products/rules';
import { IDEMPOTENCY_KEY_PATTERN } from '../wallet/rules';
import { pageArgsSchema } from '../pagination';
import { normalizeWebUrl, normalizing } from '../normalize';
import {
  choices,
  lengthBetween,
  oneOf,
  requiredLength,
  storableString,
  withValues,
} from '../validation';
import {
  AGE_RANGES,
  allowedProductCounts,
  BRIEF_MAX,
  BRIEF_MIN,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_NAME_MIN,
  CAMPAIGN_NAME_PATTERN,
  CAMPAIGN_SEARCH_MAX,
  CAMPAIGN_TYPES,
  COMPENSATION_MAX_CENTS,
  CONTENT_FORMATS,
  CREATOR_TIERS,
  DEALS_MAX,
  DEALS_MIN,
  DELIVERY_TYPES,
  ETHNICITIES,
  GENDERS,
  isPackageSize,
  isVideoType,
  PRODUCTS_MAX,
  REJECTION_REASON_MAX,
  REJECTION_REASON_MIN,
  RESOURCE_LINK_MAX,
  RESOURCE_LINKS_MAX,
  REVISION_ROUNDS_DEFAULT,
  REVISION_ROUNDS_MAX,
  REVISION_ROUNDS_MIN,
  TAG_MAX,
  TAG_MIN,
  TAGS_MAX,
  VIDEO_DURATIONS,
} from './rules';
import { EXTRA_HOOKS_MAX, EXTRA_HOOKS_MIN, USAGE_RIGHTS, USAGE_RIGHTS_DEFAULT } from './rights';
import type { UsageRights } from './rights';
import type {
  CampaignPaymentMethod,
  CampaignType,
  ContentFormat,
  CreatorTier,
  DeliveryType,
} from './rules';

/** http(s) only: creators open resource links in their browser. */
export const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;

/** Step 1: what kind of campaign. */
export const campaignTypeSchema = object({
  type: oneOf<CampaignType>(CAMPAIGN_TYPES, 'validation:campaignTypeRequired'),
});

/** Step 2: name, brand, products, delivery, compensation and deals. */
export const campaignSettingsSchema = campaignTypeSchema.shape({
  name: lengthBetween(
    storableString().trim().required('validation:campaignNameRequired'),
    CAMPAIGN_NAME_MIN,
    CAMPAIGN_NAME_MAX,
    'validation:campaignNameLength',
  ).matches(CAMPAIGN_NAME_PATTERN, {
    message: 'validation:campaignNameCharacters',
    excludeEmptyString: true,
  }),
  brand_id: storableString().trim().required('validation:campaignBrandRequired'),
  delivery_type: oneOf<DeliveryType>(DELIVERY_TYPES, 'validation:campaignDeliveryRequired'),
  taxes_shipping_compensation: number()
    .typeError('validation:compensationInvalid')
    .required('validation:compensationInvalid')
    .integer('validation:compensationInvalid')
    .min(0, 'validation:compensationRange')
    .max(COMPENSATION_MAX_CENTS, 'validation:compensationRange'),
  number_of_deals: number()
    .typeError('validation:dealsInvalid')
    .required('validation:dealsInvalid')
    .integer('validation:dealsInvalid')
    .when('type', {
      is: 'product_package',
      then: (schema) =>
        schema.test({
          name: 'packageSize',
          message: 'validation:dealsPackageSize',
          test: (value) => value === undefined || isPackageSize(value),
        }),
      // One rule with both bounds: the message names the whole range ("1 to 100"), and
      // yup's min and max would each pass only their own.
      otherwise: (schema) =>
        schema.test({
          name: 'dealsRange',
          message: 'validation:dealsRange',
          params: { min: DEALS_MIN, max: DEALS_MAX },
          test: (value) => value === undefined || (value >= DEALS_MIN && value <= DEALS_MAX),
        }),
    }),
  product_ids: array(storableString().required('validation:campaignProductsRequired'))
    .required('validation:campaignProductsRequired')
    .min(1, 'validation:campaignProductsRequired')
    .max(PRODUCTS_MAX, 'validation:campaignProductsMax')
    .test({
      name: 'unique',
      message: 'validation:campaignProductsRepeated',
      test: (list) => list === undefined || new Set(list).size === list.length,
    })
    .test({
      name: 'packageProducts',
      message: 'validation:campaignPackageProducts',
      test(list) {
        const { type, number_of_deals: deals } = this.parent as {
          type?: CampaignType;
          number_of_deals?: number;
        };
        if (list === undefined || type !== 'product_package' || deals === undefined) return true;
        return !isPackageSize(deals) || allowedProductCounts(type, deals).includes(list.length);
      },
    }),
});

const isVideoChoice = (type: CampaignType | undefined) => type !== undefined && isVideoType(type);

/**
 * The content rights and options (docs/product.md#content-rights): any campaign buys a
 * usage right (organic use when none is given); raw footage and extra hooks are for video
 * types only, and anything but "none" on another type is refused, not silently dropped
 * (the wizard sends "none" for them when the type is not a video).
 */
const rightsFields = {
  usage_rights: oneOf<UsageRights>(USAGE_RIGHTS, 'validation:usageRightsInvalid').default(
    USAGE_RIGHTS_DEFAULT,
  ),
  raw_footage: boolean()
    .typeError('validation:rawFootageInvalid')
    .default(false)
    .when('type', {
      is: isVideoChoice,
      otherwise: (schema) =>
        schema.test({
          name: 'noRawFootage',
          message: 'validation:rawFootageNotVideo',
          test: (value) => value !== true,
        }),
    }),
  // One rule with both bounds, like the number of deals: the message names the range.
  extra_hooks: number()
    .typeError(
      withValues('validation:extraHooksRange', { min: EXTRA_HOOKS_MIN, max: EXTRA_HOOKS_MAX }),
    )
    .default(EXTRA_HOOKS_MIN)
    .test({
      name: 'extraHooksRange',
      message: 'validation:extraHooksRange',
      params: { min: EXTRA_HOOKS_MIN, max: EXTRA_HOOKS_MAX },
      test: (value) =>
        value === undefined ||
        (Number.isInteger(value) && value >= EXTRA_HOOKS_MIN && value <= EXTRA_HOOKS_MAX),
    })
    .when('type', {
      is: isVideoChoice,
      otherwise: (schema) =>
        schema.test({
          name: 'noExtraHooks',
          message: 'validation:extraHooksNotVideo',
          test: (value) => value === undefined || value === 0,
        }),
    }),
};

/** Step 3: who creates what. */
export const campaignParametersSchema = object({
  type: oneOf<CampaignType>(CAMPAIGN_TYPES, 'validation:campaignTypeRequired'),
  creator_tier: oneOf<CreatorTier>(CREATOR_TIERS, 'validation:creatorTierRequired'),
  creator_category: oneOf<ProductCategoryName>(
    PRODUCT_CATEGORIES,
    'validation:creatorCategoryRequired',
  ),
  must_have_tags: array(
    requiredLength(storableString().trim(), TAG_MIN, TAG_MAX, 'validation:tagLength'),
  )
    .default([])
    .max(TAGS_MAX, 'validation:tagsMax'),
  content_brief: lengthBetween(
    storableString().trim().required('validation:briefRequired'),
    BRIEF_MIN,
    BRIEF_MAX,
    'validation:briefLength',
  ),
  content_format: oneOf<ContentFormat>(CONTENT_FORMATS, 'validation:contentFormatRequired'),
  video_duration: number()
    .nullable()
    .default(null)
    .when('type', {
      is: (type: CampaignType | undefined) => type !== undefined && isVideoType(type),
      then: (schema) =>
        schema
          .required('validation:videoDurationRequired')
          .oneOf([...VIDEO_DURATIONS], 'validation:videoDurationInvalid'),
      otherwise: (schema) =>
        schema.test({
          name: 'noDuration',
          message: 'validation:videoDurationNotVideo',
          test: (value) => value === null || value === undefined,
        }),
    }),
  // Each gets its https:// when typed without (docs/product.md#as-typed).
  resource_links: array(
    storableString()
      .trim()
      .transform(normalizing(normalizeWebUrl))
      .required('validation:resourceLinkInvalid')
      .max(RESOURCE_LINK_MAX, 'validation:resourceLinkInvalid')
      .matches(WEB_URL, 'validation:resourceLinkInvalid'),
  )
    .default([])
    .max(RESOURCE_LINKS_MAX, 'validation:resourceLinksMax'),
  ages: choices(AGE_RANGES, 'validation:agesRequired'),
  genders: choices(GENDERS, 'validation:gendersRequired'),
  ethnicities: choices(ETHNICITIES, 'validation:ethnicitiesRequired'),
  revision_rounds: number()
    .typeError('validation:revisionRoundsRange')
    .default(REVISION_ROUNDS_DEFAULT)
    .integer('validation:revisionRoundsRange')
    .min(REVISION_ROUNDS_MIN, 'validation:revisionRoundsRange')
    .max(REVISION_ROUNDS_MAX, 'validation:revisionRoundsRange'),
  ...rightsFields,
});

/** A whole campaign: what CampaignQuote prices and CampaignCreate stores. */
export const campaignInputSchema = campaignSettingsSchema.concat(campaignParametersSchema);
export type CampaignInputValues = InferType<typeof campaignInputSchema>;

/** How a campaign is paid: from the wallet, or by one of the company's cards. */
export const campaignPaymentSchema = object({
  method: oneOf<CampaignPaymentMethod>(['WALLET', 'CARD'], 'validation:paymentMethodRequired'),
  card_id: storableString()
    .trim()
    .when('method', {
      is: 'CARD',
      then: (schema) => schema.required('validation:paymentCardRequired'),
      otherwise: (schema) => schema.optional(),
    }),
});

/** CampaignCreate's own arguments besides the campaign. */
export const campaignSubmissionSchema = object({
  idempotency_key: storableString()
    .required('validation:idempotencyKeyInvalid')
    .matches(IDEMPOTENCY_KEY_PATTERN, 'validation:idempotencyKeyInvalid'),
  accept_terms: boolean()
    .required('validation:termsRequired')
    .oneOf([true], 'validation:termsRequired'),
});

/** The reason an operator gives for rejecting a campaign, shown to the company. */
export const rejectionReasonSchema = requiredLength(
  storableString().trim(),
  REJECTION_REASON_MIN,
  REJECTION_REASON_MAX,
  'validation:rejectionReasonLength',
);

/** The text arguments of Campaigns and CampaignTabCounts (status, tab and sort are enums GraphQL checks). */
export const campaignListSchema = pageArgsSchema.shape({
  search: storableString()
    .trim()
    .max(CAMPAIGN_SEARCH_MAX, 'validation:campaignSearchLength')
    .optional(),
});
