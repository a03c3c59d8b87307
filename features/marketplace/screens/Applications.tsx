import { Button, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { CompassIcon } from '@/src/ui/icons';
import { ListStates, type ListQuery } from '@/src/ui/list/ListStates';
import { LoadMoreFooter, type PagedQuery } from '@/src/ui/LoadMoreFooter';
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

/** One tab's list: its states, its items and its Load more, from its infinite query. */
interface PanelQuery<Node> extends ListQuery, PagedQuery {
  data?: { pages: Array<{ nodes: Node[]; total_count: number }> };
}

/** The texts of one tab: what it is, when it failed, when it is empty. */
interface PanelTexts {
  label: string;
  errorTitle: string;
  errorBody: string;
  emptyTitle: string;
  emptyBody: string;
}

function PagedPanel<Node>({
  query,
  texts,
  list,
}: {
  query: PanelQuery<Node>;
  texts: PanelTexts;
  list: (entries: Node[]) => ReactNode;
}) {
  const { t } = useTranslation('marketplace');
  const pages = query.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.nodes);
  return (
    <ListStates
      query={query}
      loaded={query.data !== undefined}
      count={entries.length}
      loading={<ListSkeleton label={texts.label} />}
      error={{ title: texts.errorTitle, hint: texts.errorBody }}
      empty={<Empty title={texts.emptyTitle} body={texts.emptyBody} />}
    >
      <Stack gap="5">
        {list(entries)}
        <LoadMoreFooter
          query={query}
          texts={{
            showing: t('shown', { shown: entries.length, total: pages[0]?.total_count ?? 0 }),
            loadMore: t('loadMore'),
            loadError: texts.errorTitle,
            loadErrorHint: texts.errorBody,
            loadMoreFailed: texts.errorTitle,
          }}
        />
      </Stack>
    </ListStates>
  );
}

function ApplicationsPanel() {
  const { t } = useTranslation('marketplace');
  return (
    <PagedPanel
      query={useCreatorApplicationsInfiniteQuery()}
      texts={{
        label: t('applications.tabs.applications'),
        errorTitle: t('applications.error.title'),
        errorBody: t('applications.error.body'),
        emptyTitle: t('applications.emptyApplications.title'),
        emptyBody: t('applications.emptyApplications.body'),
      }}
      list={(entries) => <ApplicationList entries={entries} />}
    />
  );
}

function InvitationsPanel() {
  const { t } = useTranslation('marketplace');
  return (
    <PagedPanel
      query={useCreatorInvitationsInfiniteQuery()}
      texts={{
        label: t('applications.tabs.invitations'),
        errorTitle: t('applications.invitationsError.title'),
        errorBody: t('applications.invitationsError.body'),
        emptyTitle: t('applications.emptyInvitations.title'),
        emptyBody: t('applications.emptyInvitations.body'),
      }}
      list={(entries) => <InvitationList entries={entries} />}
    />
  );
}

/**
 * Applications (/creator/applications): the creator's applications with their state, and
 * in the other tab (`?tab=invitations`) the invitations still open, to accept or decline.
 */
export default function Applications() {
  const { t } = useTranslation('marketplace');
  const { t: tScreens } = useTranslation('screens');
  // The route's title, as the prerendered frame shows it (src/router/routes.tsx).
  const title = tScreens('creatorApplications.title');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invitations' ? 'invitations' : 'applications';
  const choose = (next: Tab) =>
    setParams(next === 'applications' ? {} : { tab: next }, { replace: true });
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeader title={title} description={t('applications.intro')} />
      <TabRow
        label={title}
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
