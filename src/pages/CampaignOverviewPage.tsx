import { CampaignContent } from '@/features/content/components/CampaignContent';
import CampaignOverview from '@/features/campaigns/screens/CampaignOverview';
import { CampaignDeals } from '@/features/deals/components/CampaignDeals';

/**
 * The campaign overview as the route shows it: the campaigns feature's page, with the
 * campaign's deals (deals feature) and the content received (content feature) in it.
 * Composed here because no feature imports another.
 */
export default function CampaignOverviewPage() {
  return (
    <CampaignOverview
      sections={(campaignId) => (
        <>
          <CampaignDeals campaignId={campaignId} />
          <CampaignContent campaignId={campaignId} />
        </>
      )}
    />
  );
}
