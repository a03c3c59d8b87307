import type { UnknownAction } from '@reduxjs/toolkit';
import { draftSaved, draftStepReached } from '@/features/campaigns/campaignsSlice';
import { flashAdded, flashRemoved } from '@/src/entities/flashes/flashesSlice';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { toastAdded, toastRemoved } from '@/src/entities/toasts/toastsSlice';

/**
 * A realistic stream of actions, the same for a given index, for the action log's bench
 * and tests: a user moving between the products and creators pages (RTK Query list
 * responses of 20 to 100 rows, fresh objects each time as if just parsed), typing into
 * the campaign wizard, real-time messages, a product's page, a mutation, toasts and
 * flashes. The endpoints are the app's own (RTK Query's reducers look up each request's
 * endpoint): import features/products/api and features/creators/api first.
 *
 * State stays bounded however many actions run: two list cache entries, one product, one
 * draft, the latest message.
 */

const COMPANY = '42';
const PAGES = [
  { endpointName: 'products', originalArgs: { sort: 'newest' } },
  { endpointName: 'creators', originalArgs: { campaign_id: '7', sort: 'tier' } },
] as const;
const cacheKey = (page: (typeof PAGES)[number]) =>
  `${page.endpointName}(${JSON.stringify(page.originalArgs)})`;

/** A tenth of the rows change between two responses: `n` in those, 0 in the others. */
const changed = (n: number, i: number) => (i % 10 === n % 10 ? n : 0);

/** 20 to 100, varying from one response to the next. */
const rowCount = (n: number) => 20 + ((n * 37) % 81);

function productRow(n: number, i: number) {
  return {
    id: `p${i}`,
    name: `Organic cotton tee, style ${i}`,
    // Refetched rows are the same products, some of them changed.
    price: 1900 + ((i * 113 + changed(n, i)) % 4000),
    category: 'apparel',
    brand: { id: `b${i % 5}`, name: `Northwind ${i % 5}` },
    images: [
      { id: `i${i}-1`, url: `https://cdn.ugc-desk.test/products/${i}/front.jpg` },
      { id: `i${i}-2`, url: `https://cdn.ugc-desk.test/products/${i}/back.jpg` },
    ],
  };
}

function creatorRow(n: number, i: number) {
  return {
    creator: {
      id: `c${i}`,
      name: `Creator number ${i}`,
      avatar_url: `https://cdn.ugc-desk.test/avatars/${i}.jpg`,
      tier: i % 3 ? 'basic' : 'pro',
      categories: ['beauty', 'food'],
      followers: 1000 + i * 97 + changed(n, i),
      views: 5000 + i * 311,
      engagement_rate: 0.012 + (i % 7) / 100,
      price: 15000 + i * 10,
    },
    application:
      i % 2
        ? null
        : { pitch: `I love this brand, pitch ${i}`, created_at: '2026-01-31T10:20:30.000Z' },
    invited: i % 4 === 0,
    deal: null,
  };
}

function listResponse(page: (typeof PAGES)[number], n: number) {
  const rows = rowCount(n);
  const row = page.endpointName === 'products' ? productRow : creatorRow;
  return {
    pages: [
      {
        nodes: Array.from({ length: rows }, (_, i) => row(n, i)),
        page_info: { has_next_page: true, end_cursor: `cursor-${n}` },
        total_count: 240,
      },
    ],
    pageParams: [null],
  };
}

/** RTK Query's request lifecycle actions, shaped as its thunks dispatch them. */
function request(
  kind: 'Query' | 'Mutation',
  phase: 'pending' | 'fulfilled',
  requestId: string,
  arg: Record<string, unknown>,
  payload?: unknown,
): UnknownAction {
  return {
    type: `api/execute${kind}/${phase}`,
    payload,
    meta: {
      arg,
      requestId,
      requestStatus: phase,
      ...(phase === 'pending' ? { startedTimeStamp: 1 } : { fulfilledTimeStamp: 2 }),
      RTK_autoBatch: true,
    },
  };
}

const pageArg = (page: (typeof PAGES)[number]) => ({
  type: 'query',
  subscribe: true,
  forceRefetch: true,
  endpointName: page.endpointName,
  originalArgs: page.originalArgs,
  queryCacheKey: cacheKey(page),
});

const productArg = {
  type: 'query',
  subscribe: true,
  endpointName: 'product',
  originalArgs: 'p1',
  queryCacheKey: 'product("p1")',
};

const updateArg = (n: number) => ({
  type: 'mutation',
  endpointName: 'productUpdate',
  track: true,
  originalArgs: {
    variables: { id: 'p1', name: `Tee ${n}`, price: 2500, brand_id: 'b1', image_ids: ['i1'] },
    preview: { brand: { id: 'b1', name: 'Northwind' }, images: [] },
  },
});

function draft(n: number, keystroke: number) {
  return {
    type: 'ugc_video' as const,
    name: `Spring launch ${n}`.slice(0, 8 + keystroke),
    brand_id: 'b1',
    product_ids: ['p1', 'p2'],
    number_of_deals: '5',
    creator_tier: 'pro',
    must_have_tags: ['#spring', '#tee'],
    content_brief: 'Show the tee outdoors, in daylight, and say what you like about it.',
    ages: ['18-24', '25-34'],
    genders: ['female'],
  };
}

/** One visit to a page; `n` numbers the visit. */
const cycle: Array<(n: number) => UnknownAction> = [
  // The router changes page: the old page's subscription goes, the new page's comes.
  (n) => ({
    type: 'api/internalSubscriptions/subscriptionsUpdated',
    payload: [
      ...(n > 0 ? [{ op: 'remove', path: [cacheKey(PAGES[(n + 1) % 2]!)] }] : []),
      { op: 'add', path: [cacheKey(PAGES[n % 2]!)], value: { [`s${n}`]: {} } },
    ],
    meta: { RTK_autoBatch: true },
  }),
  (n) => request('Query', 'pending', `q${n}`, pageArg(PAGES[n % 2]!)),
  (n) =>
    messageReceived({ topic: 'deal/7', message: { message: 'Deal started', deal: { id: n } } }),
  (n) =>
    request('Query', 'fulfilled', `q${n}`, pageArg(PAGES[n % 2]!), listResponse(PAGES[n % 2]!, n)),
  (n) => toastAdded({ id: `t${n % 4}`, message: 'Saved', type: 'success' }),
  ...[0, 1, 2, 3, 4, 5].map(
    (keystroke) => (n: number) => draftSaved({ companyId: COMPANY, values: draft(n, keystroke) }),
  ),
  () => draftStepReached({ companyId: COMPANY, step: 1 }),
  (n) => toastRemoved({ id: `t${(n + 2) % 4}` }),
  (n) => request('Query', 'pending', `d${n}`, productArg),
  (n) => request('Query', 'fulfilled', `d${n}`, productArg, productRow(n, 0)),
  (n) => messageReceived({ topic: 'deal/7/chat', message: { message: `Hello ${n}` } }),
  (n) => request('Mutation', 'pending', `m${n % 8}`, updateArg(n)),
  (n) => request('Mutation', 'fulfilled', `m${n % 8}`, updateArg(n), { status: 'ok' }),
  () => flashAdded({ id: 'saved', content: 'Product saved', themeColor: 'green' }),
  () => flashRemoved({ id: 'saved' }),
];

/** The `index`-th action of the stream. */
export function realisticAction(index: number): UnknownAction {
  return cycle[index % cycle.length]!(Math.floor(index / cycle.length));
}
