import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  NotificationFieldsFragment,
  NotificationsQuery,
  NotificationsQueryVariables,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { NOTIFICATIONS_PAGE_DEFAULT } from '@/domain/notifications/rules';

// The notification centre: the bell's unread count, the history a page at a time (all or
// only unread), and marking read.

const NOTIFICATION_FIELDS = graphql(`
  fragment NotificationFields on Notification {
    id
    message
    event
    deal_id
    campaign_id
    read
    created_at
  }
`);

export const NOTIFICATIONS = graphql(
  `
    query Notifications($first: Int, $after: String, $unread: Boolean) {
      Notifications(first: $first, after: $after, unread: $unread) {
        nodes {
          ...NotificationFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
        unread_count
      }
    }
  `,
  [NOTIFICATION_FIELDS],
);

/** The bell's badge: one unread row at most, for the count beside it. */
export const NOTIFICATIONS_UNREAD = graphql(`
  query NotificationsUnread {
    Notifications(first: 1, unread: true) {
      unread_count
    }
  }
`);

export const NOTIFICATIONS_MARK_READ = graphql(`
  mutation NotificationsMarkRead($ids: [ID!]!) {
    NotificationsMarkRead(ids: $ids)
  }
`);

export const NOTIFICATIONS_MARK_ALL_READ = graphql(`
  mutation NotificationsMarkAllRead {
    NotificationsMarkAllRead
  }
`);

export const NOTIFICATIONS_MARK_DEAL_READ = graphql(`
  mutation NotificationsMarkDealRead($deal_id: ID!) {
    NotificationsMarkDealRead(deal_id: $deal_id)
  }
`);

export const NOTIFICATION_SETTINGS = graphql(`
  query NotificationSettings {
    NotificationSettings {
      muted_kinds
    }
  }
`);

export const NOTIFICATION_SETTINGS_UPDATE = graphql(`
  mutation NotificationSettingsUpdate($muted_kinds: [String!]!) {
    NotificationSettingsUpdate(muted_kinds: $muted_kinds) {
      muted_kinds
    }
  }
`);

export type NotificationItem = NotificationFieldsFragment;
export type NotificationPage = NotificationsQuery['Notifications'];
/** Which history the bell shows: every notification or only the unread ones. */
export type NotificationsFilter = 'all' | 'unread';

/** Every notification query reads again when one arrives or is marked read elsewhere. */
export const NOTIFICATIONS_TAG = { type: 'Notification', id: 'LIST' } as const;

const FILTERS: readonly NotificationsFilter[] = ['all', 'unread'];

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notificationsUnread: build.query({
      ...graphqlEndpoint(NOTIFICATIONS_UNREAD),
      transformResponse: (data: { Notifications: { unread_count: number } }) =>
        data.Notifications.unread_count,
      providesTags: [NOTIFICATIONS_TAG],
    }),
    /** Newest first, a page at a time. */
    notifications: build.infiniteQuery<NotificationPage, NotificationsFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(NOTIFICATIONS, {
        variables: ({
          queryArg,
          pageParam,
        }: {
          queryArg: NotificationsFilter;
          pageParam: Cursor;
        }) => {
          const variables: NotificationsQueryVariables = {
            first: NOTIFICATIONS_PAGE_DEFAULT,
            after: pageParam,
          };
          if (queryArg === 'unread') variables.unread = true;
          return variables;
        },
      }),
      providesTags: [NOTIFICATIONS_TAG],
    }),
    /**
     * Shown read at once, the badge with the server's count of what is left. The other tabs
     * (and this one) hear `notifications_read` and read everything again.
     */
    notificationsMarkRead: build.mutation({
      ...graphqlEndpoint(NOTIFICATIONS_MARK_READ),
      onQueryStarted({ ids }, { dispatch, queryFulfilled }): Promise<void> {
        const marked = new Set(ids);
        return markShownRead(dispatch, queryFulfilled, (node) => marked.has(node.id));
      },
    }),
    notificationsMarkAllRead: build.mutation({
      ...graphqlEndpoint(NOTIFICATIONS_MARK_ALL_READ),
      onQueryStarted(_arg, { dispatch, queryFulfilled }): Promise<void> {
        return markShownRead(dispatch, queryFulfilled, () => true);
      },
    }),
    /** The kinds the person muted in this company (docs/product.md#notification-centre). */
    notificationSettings: build.query(graphqlEndpoint(NOTIFICATION_SETTINGS)),
    /** Saves the muted kinds; the settings then hold the server's answer. */
    notificationSettingsUpdate: build.mutation({
      ...graphqlEndpoint(NOTIFICATION_SETTINGS_UPDATE),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            notificationsApi.util.upsertQueryData('notificationSettings', undefined, data),
          );
        } catch {
          // Refused: the settings stay as the server has them (the screen says so).
        }
      },
    }),
    /** Opening a deal reads its notifications: shown read at once, like the others. */
    notificationsMarkDealRead: build.mutation({
      ...graphqlEndpoint(NOTIFICATIONS_MARK_DEAL_READ),
      onQueryStarted({ deal_id }, { dispatch, queryFulfilled }): Promise<void> {
        return markShownRead(dispatch, queryFulfilled, (node) => node.deal_id === deal_id);
      },
    }),
  }),
});

// The lifecycle's dispatch: typed with the api's own state, which would make this helper
// part of the api's type (a cycle TypeScript cannot infer).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK Query types it so
type PatchDispatch = ThunkDispatch<any, any, UnknownAction>;

/**
 * Marks the loaded notifications that `matches` picks read and takes those that were
 * unread off the badge; then sets the badge to the server's count, or puts everything
 * back if the server refused.
 *
 * The rows and the badge change together: while the badge's count is still being read,
 * its answer (counted before this marking) would land after the patch and put the marked
 * ones back on the badge, so the patch waits for it.
 */
async function markShownRead(
  dispatch: PatchDispatch,
  queryFulfilled: Promise<{ data: number }>,
  matches: (node: NotificationItem) => boolean,
): Promise<void> {
  const counting = dispatch(
    notificationsApi.util.getRunningQueryThunk('notificationsUnread', undefined),
  ) as PromiseLike<unknown> | undefined;
  if (counting) await counting;
  const newlyRead = new Set<string>();
  const patches = FILTERS.map((filter) =>
    dispatch(
      notificationsApi.util.updateQueryData('notifications', filter, (draft) => {
        for (const node of draft.pages.flatMap((page) => page.nodes)) {
          if (node.read || !matches(node)) continue;
          node.read = true;
          newlyRead.add(node.id);
        }
      }),
    ),
  );
  patches.push(
    dispatch(
      notificationsApi.util.updateQueryData('notificationsUnread', undefined, (unread) =>
        Math.max(0, unread - newlyRead.size),
      ),
    ),
  );
  try {
    const { data: left } = await queryFulfilled;
    dispatch(notificationsApi.util.updateQueryData('notificationsUnread', undefined, () => left));
  } catch {
    // Refused: nothing was marked, so nothing shows as marked.
    for (const patch of patches) patch.undo();
  }
}

export const {
  useNotificationsUnreadQuery,
  useNotificationsInfiniteQuery,
  useNotificationsMarkReadMutation,
  useNotificationsMarkAllReadMutation,
  useNotificationsMarkDealReadMutation,
  useNotificationSettingsQuery,
  useNotificationSettingsUpdateMutation,
} = notificationsApi;
