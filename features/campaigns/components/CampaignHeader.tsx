import { Alert, Box, chakra, Flex, Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/src/lib/paths';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import type { CampaignDetail } from '../api';
import { CampaignActions } from './CampaignActions';
import { CampaignTitle, PANEL } from './CampaignTitle';
import { Figure } from './Figure';

/** The campaign's dates worth telling: submitted, reviewed, status changed, going live. */
function useDateRows(campaign: CampaignDetail): Array<[string, string]> {
  const { t } = useTranslation('campaigns');
  const date = useDateFormat('time');
  const rows: Array<[string, string]> = [[t('page.dates.submitted'), campaign.created_at]];
  if (campaign.reviewed_at) rows.push([t('page.dates.reviewed'), campaign.reviewed_at]);
  if (campaign.status === 'pending_admin_approval' && campaign.auto_approves_at) {
    rows.push([t('page.dates.autoApproves'), campaign.auto_approves_at]);
  }
  // A pause, a resume or the end: a change after the review (or the submission).
  const last = rows.at(-1)?.[1];
  if (campaign.status_changed_at !== last && campaign.status_changed_at !== campaign.created_at) {
    rows.push([t('page.dates.statusChanged'), campaign.status_changed_at]);
  }
  return rows.map(([label, iso]) => [label, date(iso)]);
}

/** The campaign's title, dates, rejection reason, and what can be done with it now. */
export function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns');
  const dates = useDateRows(campaign);
  return (
    <CampaignTitle campaign={campaign} back={{ to: paths.campaigns, label: t('page.back') }}>
      <chakra.dl display="flex" flexWrap="wrap" columnGap="5" rowGap="1" fontSize="sm">
        {dates.map(([label, value]) => (
          <Flex key={label} gap="1.5">
            <chakra.dt color="fg.muted">{label}</chakra.dt>
            <chakra.dd>{value}</chakra.dd>
          </Flex>
        ))}
      </chakra.dl>
      {campaign.status === 'rejected' && campaign.rejection_reason && (
        <Alert.Root status="error" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title overflowWrap="anywhere">
              {t('page.rejected', { reason: campaign.rejection_reason })}
            </Alert.Title>
            <Alert.Description>{t('page.rejectedRefund')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <CampaignActions campaign={campaign} />
    </CampaignTitle>
  );
}

/** How far the campaign has come and where its money is. */
export function CampaignFigures({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const of = (value: number, total: number) => t('page.figures.of', { value, total });
  return (
    // The list is named by a group around it: a `dl` keeps no role of its own.
    <Box role="group" aria-label={t('page.figures.label')} {...PANEL}>
      <Grid
        as="dl"
        templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }}
        gap="4"
      >
        <Figure
          size="lg"
          label={t('page.figures.deals')}
          value={of(campaign.deals_filled, campaign.number_of_deals)}
        />
        <Figure
          size="lg"
          label={t('page.figures.content')}
          value={of(campaign.content_accepted, campaign.content_expected)}
        />
        <Figure size="lg" label={t('page.figures.spent')} value={money(campaign.spent)} />
        <Figure size="lg" label={t('page.figures.inEscrow')} value={money(campaign.in_escrow)} />
        <Figure size="lg" label={t('page.figures.refunded')} value={money(campaign.refunded)} />
      </Grid>
    </Box>
  );
}
