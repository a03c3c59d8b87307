import { cursorPageOptions, type Cursor } from '@/store/cursorPages';
import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  OpsAuditFilter,
  OpsAuditLogQuery,
  OpsAuditLogQueryVariables,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

export const OPS_AUDIT_LOG = graphql(`
  query OpsAuditLog($filter: OpsAuditFilter, $first: Int, $after: String) {
    OpsAuditLog(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        created_at
        operator
        action
        record_type
        record_id
        reason
        details
      }
      page_info {
        has_next_page
        end_cursor
      }
    }
  }
`);

export type AuditPage = OpsAuditLogQuery['OpsAuditLog'];
export type AuditEntry = AuditPage['nodes'][number];

/** A page of the log: the API's default (50) is more than a screen, fewer than a scroll. */
export const AUDIT_PAGE_SIZE = 50;

export const opsAuditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, a page at a time; every operator action adds a row (its tag). */
    opsAuditLog: build.infiniteQuery<AuditPage, OpsAuditFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_AUDIT_LOG, {
        variables: ({ queryArg, pageParam }: { queryArg: OpsAuditFilter; pageParam: Cursor }) => {
          const variables: OpsAuditLogQueryVariables = { first: AUDIT_PAGE_SIZE, after: pageParam };
          if (Object.keys(queryArg).length > 0) variables.filter = queryArg;
          return variables;
        },
      }),
      providesTags: ['OpsAudit'],
    }),
  }),
});

export const { useOpsAuditLogInfiniteQuery } = opsAuditApi;
