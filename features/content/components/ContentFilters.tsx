import { Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/src/ui/forms/SelectField';
import { ToolbarSelect } from '@/src/ui/list/ListToolbar';
import {
  CONTENT_STATUS_LABEL_KEYS,
  CONTENT_STATUSES,
  type ContentStatus,
} from '@/domain/content/rules';
import { CONTENT_RIGHTS_FILTERS, type ContentRightsFilter } from '@/domain/campaigns/rights';
import type { ContentFilterChanges, ContentFilterState } from '../hooks/useContentAddress';

export interface ContentFiltersProps {
  state: ContentFilterState;
  filtered: boolean;
  campaigns: ReadonlyArray<SelectOption & { brandId: string }>;
  brands: ReadonlyArray<SelectOption>;
  onChange: (changes: ContentFilterChanges) => void;
  onClear: () => void;
}

/** The rights chips' texts: "Usable in ads now", "Expiring within 30 days". */
const RIGHTS_FILTER_KEYS = {
  usable_in_ads: 'listing.filters.usableInAds',
  expiring_soon: 'listing.filters.expiringSoon',
} as const satisfies Record<ContentRightsFilter, string>;

/** A toggle chip: pressed while its filter is on. */
function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      size="xs"
      rounded="full"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette={pressed ? 'brand' : 'gray'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The listing's campaign and brand (selects), statuses (toggle chips, any of them) and
 * rights (toggle chips, each must hold: docs/product.md#content-rights).
 * Picking a brand narrows the campaigns to its own and drops a campaign of another brand.
 */
export function ContentFilters({
  state,
  filtered,
  campaigns,
  brands,
  onChange,
  onClear,
}: ContentFiltersProps) {
  const { t } = useTranslation(['content']);
  const statusId = useId();
  const rightsId = useId();
  const shownCampaigns = state.brand
    ? campaigns.filter((campaign) => campaign.brandId === state.brand)
    : campaigns;
  const brandOf = (campaignId: string) =>
    campaigns.find((campaign) => campaign.value === campaignId)?.brandId;

  const toggle = (status: ContentStatus) =>
    onChange({
      statuses: state.statuses.includes(status)
        ? state.statuses.filter((chosen) => chosen !== status)
        : [...state.statuses, status],
    });
  const toggleRights = (rights: ContentRightsFilter) =>
    onChange({
      rights: state.rights.includes(rights)
        ? state.rights.filter((chosen) => chosen !== rights)
        : [...state.rights, rights],
    });

  return (
    <Stack role="search" aria-label={t('listing.filters.label')} gap="3">
      <Grid
        templateColumns={{ base: '1fr 1fr', md: 'minmax(12rem, 18rem) minmax(12rem, 18rem) 1fr' }}
        gap="3"
        alignItems="end"
      >
        <ToolbarSelect
          label={t('listing.filters.brand')}
          labelShown
          value={state.brand}
          options={brands}
          allLabel={t('listing.filters.allBrands')}
          onChange={(brand) => {
            const keepCampaign = !brand || !state.campaign || brandOf(state.campaign) === brand;
            onChange(keepCampaign ? { brand } : { brand, campaign: '' });
          }}
        />
        <ToolbarSelect
          label={t('listing.filters.campaign')}
          labelShown
          value={state.campaign}
          options={shownCampaigns}
          allLabel={t('listing.filters.allCampaigns')}
          onChange={(campaign) => onChange({ campaign })}
        />
      </Grid>
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Flex gap="2" align="center" wrap="wrap" role="group" aria-labelledby={statusId}>
          <Text id={statusId} fontSize="sm" fontWeight="medium" me="1">
            {t('listing.filters.status')}
          </Text>
          {CONTENT_STATUSES.map((status) => (
            <Chip
              key={status}
              pressed={state.statuses.includes(status)}
              onClick={() => toggle(status)}
            >
              {t(CONTENT_STATUS_LABEL_KEYS[status] as 'content:status.created')}
            </Chip>
          ))}
        </Flex>
        <Flex gap="2" align="center" wrap="wrap" role="group" aria-labelledby={rightsId}>
          <Text id={rightsId} fontSize="sm" fontWeight="medium" me="1">
            {t('listing.filters.rights')}
          </Text>
          {CONTENT_RIGHTS_FILTERS.map((rights) => (
            <Chip
              key={rights}
              pressed={state.rights.includes(rights)}
              onClick={() => toggleRights(rights)}
            >
              {t(RIGHTS_FILTER_KEYS[rights])}
            </Chip>
          ))}
        </Flex>
        <Button
          variant="ghost"
          size="sm"
          colorPalette="brand"
          onClick={onClear}
          disabled={!filtered}
        >
          {t('listing.filters.clear')}
        </Button>
      </Flex>
    </Stack>
  );
}
