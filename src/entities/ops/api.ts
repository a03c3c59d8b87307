import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import type { OpsQueueQuery } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import type { OpsQueue } from '@/domain/realtime/rules';

/** What waits for the operators, queue by queue (docs/product.md#operator-console). */
export type OpsQueueCounts = OpsQueueQuery['OpsQueue'];

export const OPS_QUEUE = graphql(`
  query OpsQueue {
    OpsQueue {
      campaigns {
        count
        oldest_at
      }
      content {
        count
        oldest_at
      }
      disputes {
        count
        oldest_at
      }
      creators {
        count
        oldest_at
      }
      payouts {
        count
        oldest_at
      }
      content_screening_manual
    }
  }
`);

/**
 * Each queue's RTK Query tag: the console's screens tag their lists with it, and a message
 * that the queue changed invalidates it (with `OpsQueue`, the counts).
 */
export const OPS_QUEUE_TAGS = {
  campaigns: 'OpsCampaigns',
  content: 'OpsScreenings',
  disputes: 'OpsDisputes',
  creators: 'OpsCreators',
  payouts: 'OpsPayouts',
} as const satisfies Record<OpsQueue, string>;

/** Shared by the console's sidebar (its badges) and the queue home, read once for both. */
export const opsQueueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    opsQueue: build.query({ ...graphqlEndpoint(OPS_QUEUE), providesTags: ['OpsQueue'] }),
  }),
});

export const { useOpsQueueQuery } = opsQueueApi;
