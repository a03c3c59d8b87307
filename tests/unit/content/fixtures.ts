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
        url: `/v1/content-files/${id}-v`,
        content_type: 'video/mp4',
        size: 300_000,
      },
    ],
    ...overrides,
  });
}
