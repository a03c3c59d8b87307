import { Badge, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OpsRecordPage } from '@/src/entities/ops/OpsRecordPage';
import { OpsFacts } from '@/src/entities/ops/OpsFacts';
import { OpsMoment } from '@/src/entities/ops/OpsMoment';
import { paths } from '@/src/lib/paths';
import { Avatar } from '@/src/ui/Avatar';
import { useMoneyFormat } from '@/src/ui/formats';
import { useOpsCompanyQuery, type OpsCompanyDetail as Detail } from '../api';
import { CompanyRecords } from '../components/CompanyRecords';
import { ImpersonateAction } from '../components/ImpersonateAction';
import { WalletCreditForm } from '../components/WalletCreditForm';

function Overview({ detail }: { detail: Detail }) {
  const { t } = useTranslation('opsCompanies');
  const money = useMoneyFormat();
  const { company } = detail;
  const owner = [company.first_name, company.last_name].filter(Boolean).join(' ');
  return (
    <Stack gap="8">
      <Flex gap="4" align="center" minW="0">
        <Avatar name={company.name} size="14" fontSize="xl" />
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" letterSpacing="-0.02em" overflowWrap="anywhere">
            {company.name}
          </Heading>
          <Text color="fg.muted" overflowWrap="anywhere">
            {owner ? `${owner} · ${company.email}` : company.email}
          </Text>
          {company.deleted && (
            <Badge colorPalette="red" variant="subtle" alignSelf="start">
              {t('deleted')}
            </Badge>
          )}
        </Stack>
      </Flex>
      <OpsFacts
        label={t('detail.facts')}
        large
        facts={[
          { label: t('detail.wallet'), value: money(company.wallet_balance) },
          { label: t('detail.escrow'), value: money(company.in_escrow) },
          { label: t('detail.campaigns'), value: company.campaigns_count },
          { label: t('detail.deals'), value: company.deals_count },
          { label: t('detail.created'), value: <OpsMoment at={company.created_at} /> },
        ]}
      />
      {company.deleted && <Text color="fg.muted">{t('detail.deletedNote')}</Text>}
      <ImpersonateAction company={company} />
      <WalletCreditForm company={company} />
      <CompanyRecords detail={detail} />
    </Stack>
  );
}

function OverviewSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton h="14" w="60%" />
      <Skeleton h="24" />
      <Skeleton h="48" />
    </Stack>
  );
}

/**
 * OpsCompanyDetail (`/ops/companies/{companyId}`): one company, read only — its figures,
 * newest campaigns, deals and wallet movements — with an impersonation link and a bank
 * transfer credit (docs/product.md#operator-console). An unknown id is "not found".
 */
export default function OpsCompanyDetail() {
  const { t } = useTranslation('opsCompanies');
  const { companyId = '' } = useParams();
  const query = useOpsCompanyQuery(companyId, { skip: !companyId });

  return (
    <OpsRecordPage
      id={companyId}
      query={query}
      backTo={paths.ops.companies}
      texts={{
        back: t('detail.back'),
        notFoundTitle: t('detail.notFoundTitle'),
        notFoundBody: t('detail.notFoundBody'),
        loadError: t('detail.loadError'),
        loadErrorHint: t('detail.loadErrorHint'),
      }}
      skeleton={<OverviewSkeleton />}
    >
      {(detail) => <Overview detail={detail} />}
    </OpsRecordPage>
  );
}
