import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabRow } from '@/src/ui/TabRow';
import type { CampaignTabCount } from '../api';
import { CAMPAIGN_TABS, type CampaignTab } from '@/domain/campaigns/rules';

const tabId = (tab: CampaignTab) => `campaigns-tab-${tab}`;
const PANEL_ID = 'campaigns-panel';

export interface CampaignTabsProps {
  value: CampaignTab;
  /** How many campaigns each tab holds under the search (undefined while loading). */
  counts: readonly CampaignTabCount[] | undefined;
  onChange: (tab: CampaignTab) => void;
  /** The chosen tab's list. */
  children: ReactNode;
}

/**
 * The listing's tabs (docs/product.md#campaign-statuses) with their counts over one panel.
 * On a phone the five tabs are one scrolling row.
 */
export function CampaignTabs({ value, counts, onChange, children }: CampaignTabsProps) {
  const { t } = useTranslation('campaigns');
  return (
    <Box>
      <TabRow
        label={t('listing.tabsLabel')}
        tabs={CAMPAIGN_TABS}
        value={value}
        onChange={onChange}
        tabText={(tab) => t(`listing.tabs.${tab}`)}
        count={(tab) => counts?.find((entry) => entry.tab === tab)?.count}
        tabId={tabId}
        panelId={() => PANEL_ID}
        scrolls
        bracketCounts
        countsLoading={counts === undefined}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(value)} pt="4">
        {children}
      </Box>
    </Box>
  );
}
