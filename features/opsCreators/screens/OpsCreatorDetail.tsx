import { Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { OpsRecordPage } from '@/src/entities/ops/OpsRecordPage';
import { OpsFacts, type OpsFact } from '@/src/entities/ops/OpsFacts';
import { OpsMoment } from '@/src/entities/ops/OpsMoment';
import { paths } from '@/src/lib/paths';
import { Avatar } from '@/src/ui/Avatar';
import { useOpsCreatorQuery, type OpsCreator } from '../api';
import { CreatorActions } from '../components/CreatorActions';
import { CreatorBadges } from '../components/CreatorBadges';
import { HandlesCheckForm } from '../components/HandlesCheckForm';

function Facts({ creator }: { creator: OpsCreator }) {
  const { t } = useTranslation(['opsCreators', 'products']);
  const format = useCreatorFormats();
  const facts: OpsFact[] = [
    { label: t('detail.country'), value: format.country(creator.country) },
    {
      label: t('detail.categories'),
      value:
        creator.categories.map((category) => t(`products:categories.${category}`)).join(', ') ||
        t('detail.noCategories'),
    },
    { label: t('detail.followers'), value: format.whole(creator.followers) },
    { label: t('detail.acceptedDeals'), value: format.whole(creator.accepted_deals) },
    { label: t('detail.mayBePro'), value: t(creator.may_be_pro ? 'detail.yes' : 'detail.no') },
    { label: t('detail.joined'), value: <OpsMoment at={creator.joined_at} /> },
    {
      label: t('detail.checked'),
      value: creator.handles_checked_at ? (
        <OpsMoment at={creator.handles_checked_at} />
      ) : (
        t('detail.neverChecked')
      ),
    },
  ];
  if (creator.suspended_at) {
    facts.push({ label: t('detail.suspendedAt'), value: <OpsMoment at={creator.suspended_at} /> });
  }
  return <OpsFacts facts={facts} label={t('detail.facts')} />;
}

function Overview({ creator }: { creator: OpsCreator }) {
  return (
    <Stack gap="8" maxW="4xl">
      <Flex gap="4" align="center" minW="0">
        <Avatar name={creator.name} size="14" fontSize="xl" />
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" letterSpacing="-0.02em" overflowWrap="anywhere">
            {creator.name}
          </Heading>
          <Text color="fg.muted" overflowWrap="anywhere">
            {creator.email}
          </Text>
          <CreatorBadges creator={creator} />
        </Stack>
      </Flex>
      <Facts creator={creator} />
      <HandlesCheckForm creator={creator} />
      <CreatorActions creator={creator} />
    </Stack>
  );
}

function OverviewSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" maxW="4xl">
      <Skeleton h="14" w="60%" />
      <Skeleton h="40" />
      <Skeleton h="32" />
    </Stack>
  );
}

/**
 * OpsCreatorDetail (`/ops/creators/{creatorId}`): one creator for an operator — profile,
 * handles to check, tier and suspension (docs/product.md#operator-console). An unknown
 * id is "not found".
 */
export default function OpsCreatorDetail() {
  const { t } = useTranslation('opsCreators');
  const { creatorId = '' } = useParams();
  const query = useOpsCreatorQuery(creatorId, { skip: !creatorId });

  return (
    <OpsRecordPage
      id={creatorId}
      query={query}
      backTo={paths.ops.creators}
      texts={{
        back: t('detail.back'),
        notFoundTitle: t('detail.notFoundTitle'),
        notFoundBody: t('detail.notFoundBody'),
        loadError: t('detail.loadError'),
        loadErrorHint: t('detail.loadErrorHint'),
      }}
      skeleton={<OverviewSkeleton />}
    >
      {(creator) => <Overview creator={creator} />}
    </OpsRecordPage>
  );
}
