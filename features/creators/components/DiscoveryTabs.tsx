import { useTranslation } from 'react-i18next';
import { TabRow } from '@/src/ui/TabRow';
import { DISCOVERY_TABS, type DiscoveryTab } from '../model/address';

export const tabId = (tab: DiscoveryTab) => `creators-tab-${tab}`;
export const panelId = (tab: DiscoveryTab) => `creators-panel-${tab}`;

/** Applicants | Find creators; the screen renders the chosen tab's panel. */
export function DiscoveryTabs({
  value,
  counts,
  onChange,
}: {
  value: DiscoveryTab;
  /** A number beside a tab's name (how many applied), once known. */
  counts: Partial<Record<DiscoveryTab, number>>;
  onChange: (tab: DiscoveryTab) => void;
}) {
  const { t } = useTranslation('creators');
  return (
    <TabRow
      label={t('tabs.label')}
      tabs={DISCOVERY_TABS}
      value={value}
      onChange={onChange}
      tabText={(tab) => t(`tabs.${tab}`)}
      count={(tab) => counts[tab]}
      tabId={tabId}
      panelId={panelId}
    />
  );
}
