import { Button, chakra, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { CheckCircleIcon, CompassIcon } from '@/src/ui/icons';
import { LoadError, PageState } from '@/src/ui/PageState';
import { useMoneyFormat } from '@/src/ui/formats';
import { SupportHours } from '@/src/ui/SupportHours';
import { useCampaignQuery } from '../api';
import { CampaignStatusBadge } from '@/src/entities/campaign/CampaignStatusBadge';
import { AUTO_APPROVAL_HOURS } from '@/domain/campaigns/rules';

/** The campaign just paid for: its name, what was paid and its status, kept current. */
function CreatedCampaign({ id }: { id: string }) {
  const { t } = useTranslation('campaigns');
  const { t: tCreators } = useTranslation('creators');
  const money = useMoneyFormat();
  // Real-time status changes invalidate this query (listeners.ts): an approval shows at once.
  const campaign = useCampaignQuery(id);
  if (campaign.isLoading) return <Skeleton h="32" rounded="xl" />;
  if (!campaign.data) {
    return (
      <LoadError
        title={t('created.loadError')}
        hint={t('created.loadErrorHint')}
        onRetry={() => void campaign.refetch()}
      />
    );
  }
  const { name, total, status, rejection_reason: reason } = campaign.data;
  const row = (label: string, value: ReactNode) => (
    <Flex justify="space-between" gap="4" align="center" wrap="wrap">
      <chakra.dt color="fg.muted">{label}</chakra.dt>
      <chakra.dd fontWeight="medium" textAlign="end">
        {value}
      </chakra.dd>
    </Flex>
  );
  return (
    <Stack gap="4">
      <chakra.dl
        display="flex"
        flexDirection="column"
        gap="3"
        p="5"
        rounded="xl"
        borderWidth="1px"
        bg="surface.panel"
      >
        {row(t('created.name'), name)}
        {row(t('created.total'), money(total))}
        {row(
          t('created.status'),
          <chakra.span role="status">
            <CampaignStatusBadge status={status} />
          </chakra.span>,
        )}
        {status === 'rejected' && reason && (
          <Text color="fg.error">{t('created.reason', { reason })}</Text>
        )}
      </chakra.dl>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.campaign(id)}>{t('created.open')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.creatorsDiscovery(id)}>{tCreators('findCreators')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.campaigns}>{t('created.list')}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}

/** The wizard's end (docs/product.md#campaigns): what happens next, and the campaign. */
export default function CampaignCreated() {
  const { t } = useTranslation('campaigns');
  const { t: tScreens } = useTranslation('screens');
  const [params] = useSearchParams();
  const id = params.get('campaign');
  return (
    <Stack gap="6" maxW="3xl">
      <Flex gap="3" align="center">
        <chakra.span color="green.fg" fontSize="3xl" aria-hidden>
          <CheckCircleIcon />
        </chakra.span>
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {tScreens('campaignCreated.title')}
        </Heading>
      </Flex>
      <Stack gap="2">
        <Text fontSize="lg" fontWeight="medium">
          {t('created.heading')}
        </Text>
        <Text>{t('created.live', { hours: AUTO_APPROVAL_HOURS })}</Text>
        <SupportHours />
      </Stack>
      {id ? (
        <CreatedCampaign id={id} />
      ) : (
        <PageState icon={<CompassIcon />} title={t('created.missing')} description="">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.campaigns}>{t('created.list')}</RouterLink>
          </Button>
        </PageState>
      )}
    </Stack>
  );
}
