import { Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { LoadError } from '@/src/ui/PageState';
import { SegmentedControl } from '@/src/ui/SegmentedControl';
import {
  useNotificationsInfiniteQuery,
  useNotificationsMarkAllReadMutation,
  useNotificationsMarkReadMutation,
  type NotificationsFilter,
} from '../api';
import { NotificationRow } from './NotificationRow';

const SKELETON_ROWS = 4;

export interface NotificationListProps {
  /** The company's unread count (the bell's): "Mark all as read" needs one at least. */
  unread: number;
  /** A notification's link was followed: the drawer closes. */
  onNavigate: () => void;
}

/**
 * The bell's history, newest first a page at a time: every notification or only the
 * unread ones, each marked read when opened, or all at once.
 */
export function NotificationList({ unread, onNavigate }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationsFilter>('all');
  const list = useNotificationsInfiniteQuery(filter);
  const [markRead, markOne] = useNotificationsMarkReadMutation();
  const [markAllRead, markAll] = useNotificationsMarkAllReadMutation();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.nodes);
  const total = pages.at(-1)?.total_count ?? items.length;

  let body;
  if (list.isLoading) {
    body = (
      <Stack gap="2" aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} h="16" rounded="lg" />
        ))}
      </Stack>
    );
  } else if (pages.length === 0) {
    body = (
      <LoadError
        title={t('panel.loadError')}
        hint={t('panel.loadErrorHint')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    const empty = filter === 'unread' ? 'unreadEmpty' : 'allEmpty';
    body = (
      <Stack align="center" textAlign="center" gap="1.5" py="10" px="4">
        <Text fontWeight="semibold">{t(`panel.${empty}Title`)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t(`panel.${empty}Body`)}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="4">
        <Stack as="ul" listStyleType="none" gap="1" data-testid="notification-list">
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              onMarkRead={() => void markRead({ ids: [item.id] })}
              onNavigate={onNavigate}
            />
          ))}
        </Stack>
        <LoadMoreFooter
          query={list}
          texts={{
            showing: t('panel.showing', { shown: items.length, count: total }),
            loadMore: t('panel.loadMore'),
            loadError: t('panel.loadError'),
            loadErrorHint: t('panel.loadErrorHint'),
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <SegmentedControl
          label={t('panel.filter')}
          value={filter}
          options={[
            { value: 'all', label: t('panel.all') },
            { value: 'unread', label: t('panel.unread') },
          ]}
          onChange={setFilter}
        />
        <Button
          variant="ghost"
          size="sm"
          colorPalette="brand"
          disabled={unread === 0}
          loading={markAll.isLoading}
          onClick={() => void markAllRead()}
        >
          {t('panel.markAllRead')}
        </Button>
      </Flex>
      {(markOne.isError || markAll.isError) && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('panel.markFailed')}
        </Text>
      )}
      {body}
    </Stack>
  );
}
