import type { ContentCardFields } from '@/features/content/api';

/** An upload as the API answers it: three images by Ana, under review, unless overridden. */
export function content(id: string, overrides: Partial<ContentCardFields> = {}): ContentCardFields {
  return {
    id,
    deal_id: `deal-${id}`,
    campaign_id: 'camp-1',
    campaign_name: 'Spring glow',
    brand_id: 'brand-1',
    brand_name: 'Acme',
    creator: { id: 'creator-1', name: 'Ana Ruiz', avatar_url: '/v1/images/avatar-1' },
    kind: 'image',
    status: 'pending_approval',
    round: 1,
    files: [1, 2, 3].map((n) => ({
      id: `${id}-f${n}`,
      role: 'main' as const,
      url: `/v1/content-files/${id}-f${n}`,
      content_type: 'image/jpeg',
      size: 1000 * n,
    })),
    feedback: null,
    time_comments: [],
    created_at: '2026-03-02T10:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

/** A video upload (one MP4) of the same deal shape. */
export function videoContent(id: string, overrides: Partial<ContentCardFields> = {}) {
  return content(id, {
    kind: 'video',
    files: [
      {
        id: `${id}-v`,
        role: 'main',
        url: `/v1/content-files/${id}-v`,
        content_type: 'video/mp4',
        size: 300_000,
      },
    ],
    ...overrides,
  });
}

/** One Contents page as the server answers it. */
export function contentsPage(
  nodes: ContentCardFields[],
  { total = nodes.length, next = null }: { total?: number; next?: string | null } = {},
) {
  return {
    data: {
      Contents: {
        nodes,
        page_info: { has_next_page: next !== null, end_cursor: next ?? nodes.at(-1)?.id ?? null },
        total_count: total,
      },
    },
  };
}

/** The filter's choices: two brands, three campaigns (two of Acme's). */
export const campaignOptions = {
  data: {
    Campaigns: {
      nodes: [
        { id: 'camp-1', name: 'Spring glow', brand: { id: 'brand-1' } },
        { id: 'camp-2', name: 'Summer drop', brand: { id: 'brand-1' } },
        { id: 'camp-3', name: 'Night serum', brand: { id: 'brand-2' } },
      ],
      total_count: 3,
    },
  },
};
export const brandOptions = {
  data: {
    Brands: {
      nodes: [
        { id: 'brand-1', name: 'Acme' },
        { id: 'brand-2', name: 'Lumen' },
      ],
      total_count: 2,
    },
  },
};
export const acceptedCount = (count: number) => ({ data: { Contents: { total_count: count } } });
