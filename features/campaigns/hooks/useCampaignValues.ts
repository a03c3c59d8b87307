import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '@/src/entities/product/useCategoryOptions';
import { useMoneyFormat } from '@/src/ui/formats';
import type { CampaignInput } from '@/store/generated/graphql';
import { isVideoType } from '@/domain/campaigns/rules';
import { isUsageRights, USAGE_RIGHTS_DEFAULT } from '@/domain/campaigns/rights';

/** A campaign's entries as the wizard's summary and a campaign's page show them. */
export type CampaignValueKey =
  | 'type'
  | 'name'
  | 'deals'
  | 'brand'
  | 'products'
  | 'delivery'
  | 'compensation'
  | 'tier'
  | 'category'
  | 'tags'
  | 'brief'
  | 'format'
  | 'duration'
  | 'rights'
  | 'rawFootage'
  | 'extraHooks'
  | 'links'
  | 'ages'
  | 'genders'
  | 'ethnicities'
  | 'revisions';

/** One entry: its label and its value in words. */
export type CampaignValueRow = [label: string, value: string];

/** What the entries are read from: the campaign, with its brand and products by name. */
export type CampaignValuesSource = Omit<CampaignInput, 'brand_id' | 'product_ids'> & {
  brandName: string;
  productNames: readonly string[];
};

/**
 * A campaign's entries in words, in the reader's language: `rows(source, keys)` gives the
 * rows of `keys` in that order, leaving out those the campaign does not have (the
 * compensation of a shipped product, the duration of a non-video campaign).
 */
export function useCampaignValues() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const categories = useCategoryOptions();
  const none = t('summary.values.none');
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : none);
  const label = (key: string) => t(`summary.values.${key}` as 'summary.values.none');

  const valueOf = (source: CampaignValuesSource, key: CampaignValueKey): string | null => {
    switch (key) {
      case 'type':
        return t(`types.${source.type}.label`);
      case 'name':
        return source.name;
      case 'deals':
        return String(source.number_of_deals);
      case 'brand':
        return source.brandName;
      case 'products':
        return list(source.productNames);
      case 'delivery':
        return t(
          source.delivery_type === 'refund'
            ? 'settings.deliveryRefund'
            : 'settings.deliveryShipping',
        );
      case 'compensation':
        return source.delivery_type === 'refund' ? money(source.taxes_shipping_compensation) : null;
      case 'tier':
        return t(`tiers.${source.creator_tier}.label`);
      case 'category':
        return categories.find((option) => option.value === source.creator_category)?.label ?? '';
      case 'tags':
        return list(source.must_have_tags);
      case 'brief':
        return source.content_brief;
      case 'format':
        return t(`parameters.formats.${source.content_format}`);
      case 'duration':
        return source.video_duration
          ? t('summary.values.durationValue', { seconds: source.video_duration })
          : null;
      case 'rights':
        return t(
          `rights.options.${isUsageRights(source.usage_rights) ? source.usage_rights : USAGE_RIGHTS_DEFAULT}.label`,
        );
      // The options are a video's only, like its duration.
      case 'rawFootage':
        return isVideoType(source.type)
          ? t(source.raw_footage ? 'summary.values.yes' : 'summary.values.no')
          : null;
      case 'extraHooks':
        return isVideoType(source.type)
          ? t('rights.extraHooksOption', { count: source.extra_hooks ?? 0 })
          : null;
      case 'links':
        return list(source.resource_links);
      case 'ages':
        return list(source.ages);
      case 'genders':
        return list(
          source.genders.map((gender) =>
            t(`parameters.gendersList.${gender}` as 'parameters.gendersList.male'),
          ),
        );
      case 'ethnicities':
        return list(
          source.ethnicities.map((ethnicity) =>
            t(`parameters.ethnicitiesList.${ethnicity}` as 'parameters.ethnicitiesList.white'),
          ),
        );
      case 'revisions':
        return t('parameters.revisionsOption', { count: source.revision_rounds });
    }
  };

  return (source: CampaignValuesSource, keys: readonly CampaignValueKey[]): CampaignValueRow[] =>
    keys.flatMap((key) => {
      const value = valueOf(source, key);
      return value === null ? [] : [[label(key), value] as CampaignValueRow];
    });
}
