import { Button, Grid, NativeSelect } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedInput } from '@/src/ui/DebouncedInput';
import { SelectOptions, type SelectOption } from '@/src/ui/forms/SelectField';
import { useDealLabels } from '@/src/entities/deal/useDealLabels';
import { DEAL_DELIVERIES, DEAL_SEARCH_MAX, type DealDelivery } from '@/domain/deals/rules';
import { isFiltered, type DealsAddress } from '@/src/entities/deal/address';

interface ToolbarSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  allLabel: string;
  onChange: (value: string) => void;
}

function ToolbarSelect({ label, value, options, allLabel, onChange }: ToolbarSelectProps) {
  return (
    <NativeSelect.Root size="md">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="surface.panel"
      >
        <SelectOptions options={options} empty={allLabel} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

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
    <Grid
      role="search"
      aria-label={t('list.toolbar')}
      templateColumns={{ base: '1fr 1fr', lg: 'minmax(12rem, 1fr) 16rem 12rem auto' }}
      gap="3"
      alignItems="center"
    >
      <Grid gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <DebouncedInput
          type="search"
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          clearLabel={t('list.clearSearch')}
          maxLength={DEAL_SEARCH_MAX}
          value={state.search}
          onCommit={onSearch}
        />
      </Grid>
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
      <Button
        variant="ghost"
        colorPalette="brand"
        onClick={onClear}
        disabled={!isFiltered(state)}
        gridColumn={{ base: '1 / -1', lg: 'auto' }}
        justifySelf={{ base: 'end', lg: 'auto' }}
      >
        {t('list.clear')}
      </Button>
    </Grid>
  );
}
