import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/src/ui/forms/SelectField';
import { ListToolbar, ToolbarClear, ToolbarSearch, ToolbarSelect } from '@/src/ui/list/ListToolbar';
import { useDealLabels } from '@/src/entities/deal/useDealLabels';
import { DEAL_DELIVERIES, DEAL_SEARCH_MAX, type DealDelivery } from '@/domain/deals/rules';
import { isFiltered, type DealsAddress } from '@/src/entities/deal/address';

export interface DealsToolbarProps {
  state: DealsAddress;
  campaigns: readonly SelectOption[];
  onChange: (changes: Partial<DealsAddress>) => void;
  onClear: () => void;
}

/** Search by creator, campaign and delivery of the deal list, and a way back to every deal. */
export function DealsToolbar({ state, campaigns, onChange, onClear }: DealsToolbarProps) {
  const { t } = useTranslation('deals');
  const labels = useDealLabels();
  // Stable while the address stays: the search's pending pause survives unrelated renders.
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  // A campaign in the address that is not (or no longer) listed still shows as chosen.
  const campaignOptions =
    state.campaign && !campaigns.some((option) => option.value === state.campaign)
      ? [...campaigns, { value: state.campaign, label: t('list.otherCampaign') }]
      : campaigns;
  const deliveries = DEAL_DELIVERIES.map((value) => ({ value, label: labels.delivery(value) }));
  return (
    <ListToolbar label={t('list.toolbar')} columns="minmax(12rem, 1fr) 16rem 12rem auto">
      <ToolbarSearch
        label={t('list.search')}
        clearLabel={t('list.clearSearch')}
        maxLength={DEAL_SEARCH_MAX}
        value={state.search}
        onCommit={onSearch}
      />
      <ToolbarSelect
        label={t('list.campaign')}
        allLabel={t('list.allCampaigns')}
        value={state.campaign}
        options={campaignOptions}
        onChange={(campaign) => onChange({ campaign })}
      />
      <ToolbarSelect
        label={t('list.delivery')}
        allLabel={t('list.allDeliveries')}
        value={state.delivery}
        options={deliveries}
        onChange={(delivery) => onChange({ delivery: delivery as DealDelivery | '' })}
      />
      <ToolbarClear label={t('list.clear')} filtered={isFiltered(state)} onClear={onClear} />
    </ListToolbar>
  );
}
