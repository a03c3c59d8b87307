import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { CompassIcon } from '@/src/ui/icons';
import { ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageHeader } from '@/src/ui/PageHeader';
import { PageState } from '@/src/ui/PageState';
import { TabRow } from '@/src/ui/TabRow';
import { useCreatorApplicationsInfiniteQuery, useCreatorInvitationsInfiniteQuery } from '../api';
import { ApplicationList } from '../components/ApplicationList';
import { InvitationList } from '../components/InvitationList';

const TABS = ['applications', 'invitations'] as const;
type Tab = (typeof TABS)[number];

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h="20" rounded="xl" />
      ))}
    </Stack>
  );
}

function Empty({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('marketplace');
  return (
    <PageState icon={<CompassIcon />} title={title} description={body}>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.creator.marketplace}>{t('applications.toMarketplace')}</RouterLink>
      </Button>
    </PageState>
  );
}

function ApplicationsPanel() {
  const { t } = useTranslation('marketplace');
  const query = useCreatorApplicationsInfiniteQuery();
  const pages = query.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.nodes);
  return (
    <ListStates
      query={query}
      loaded={query.data !== undefined}
      count={entries.length}
      loading={<ListSkeleton label={t('applications.tabs.applications')} />}
      error={{ title: t('applications.error.title'), hint: t('applications.error.body') }}
      empty={
        <Empty
          title={t('applications.emptyApplications.title')}
          body={t('applications.emptyApplications.body')}
        />
      }
    >
      <Stack gap="5">
        <ApplicationList entries={entries} />
        <LoadMoreFooter
          query={query}
          texts={{
            showing: t('shown', { shown: entries.length, total: pages[0]?.total_count ?? 0 }),
            loadMore: t('loadMore'),
            loadError: t('applications.error.title'),
            loadErrorHint: t('applications.error.body'),
            loadMoreFailed: t('applications.error.title'),
          }}
        />
      </Stack>
    </ListStates>
  );
}

function InvitationsPanel() {
  const { t } = useTranslation('marketplace');
  const query = useCreatorInvitationsInfiniteQuery();
  const pages = query.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.nodes);
  return (
    <ListStates
      query={query}
      loaded={query.data !== undefined}
      count={entries.length}
      loading={<ListSkeleton label={t('applications.tabs.invitations')} />}
      error={{
        title: t('applications.invitationsError.title'),
        hint: t('applications.invitationsError.body'),
      }}
      empty={
        <Empty
          title={t('applications.emptyInvitations.title')}
          body={t('applications.emptyInvitations.body')}
        />
      }
    >
      <Stack gap="5">
        <InvitationList entries={entries} />
        <LoadMoreFooter
          query={query}
          texts={{
            showing: t('shown', { shown: entries.length, total: pages[0]?.total_count ?? 0 }),
            loadMore: t('loadMore'),
            loadError: t('applications.invitationsError.title'),
            loadErrorHint: t('applications.invitationsError.body'),
            loadMoreFailed: t('applications.invitationsError.title'),
          }}
        />
      </Stack>
    </ListStates>
  );
}

/**
 * Applications (/creator/applications): the creator's applications with their state, and
 * in the other tab (`?tab=invitations`) the invitations still open, to accept or decline.
 */
export default function Applications() {
  const { t } = useTranslation('marketplace');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invitations' ? 'invitations' : 'applications';
  const choose = (next: Tab) =>
    setParams(next === 'applications' ? {} : { tab: next }, { replace: true });
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title={t('applications.title')} description={t('applications.intro')} />
      <TabRow
        label={t('applications.title')}
        tabs={TABS}
        value={tab}
        onChange={choose}
        tabText={(item) => t(`applications.tabs.${item}`)}
        tabId={(item) => `creator-tab-${item}`}
        panelId={(item) => `creator-panel-${item}`}
      />
      <div role="tabpanel" id={`creator-panel-${tab}`} aria-labelledby={`creator-tab-${tab}`}>
        {tab === 'applications' ? <ApplicationsPanel /> : <InvitationsPanel />}
      </div>
    </Stack>
  );
}
