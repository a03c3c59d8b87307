import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignCreator, CreatorPage } from '@/features/creators/api';
import { CreatorList, type CreatorListQuery } from '@/features/creators/components/CreatorList';
import { TYPING_TIMEOUT } from '../account/apiStub';
import type * as FormatsModule from '@/src/entities/creator/useCreatorFormats';
import { renderWithProviders } from '../renderWithProviders';
import { entry } from './fixtures';

// Each CreatorRow render asks for the formats once (and the list once per its own render):
// counting the calls counts the rows React rendered again.
const formats = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/src/entities/creator/useCreatorFormats', async (importOriginal) => {
  const actual = await importOriginal<typeof FormatsModule>();
  return {
    ...actual,
    useCreatorFormats: () => {
      formats.calls += 1;
      return actual.useCreatorFormats();
    },
  };
});

const ENTRIES = 40;

function page(nodes: CampaignCreator[]): CreatorPage {
  return {
    nodes,
    page_info: { has_next_page: false, end_cursor: null },
    total_count: nodes.length,
  } as CreatorPage;
}

function query(pages: CreatorPage[], isFetching: boolean): CreatorListQuery {
  return {
    data: { pages },
    isLoading: false,
    isFetching,
    isFetchingNextPage: false,
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: false,
    fetchNextPage: () => undefined,
    refetch: () => undefined,
  };
}

const onOpen = () => undefined;
const onPick = () => undefined;

/** The list as the discovery screen holds it, with a way to change what it gets. */
function renderList() {
  const loaded = [page(Array.from({ length: ENTRIES }, (_, i) => entry(i + 1)))];
  let change: (next: { pages: CreatorPage[]; fetching: boolean }) => void = () => undefined;
  function Screen() {
    const [state, setState] = useState({ pages: loaded, fetching: false });
    change = setState;
    return (
      <CreatorList
        query={query(state.pages, state.fetching)}
        countKey="list.count"
        empty={null}
        mobile={false}
        pickBlock={undefined}
        pickingId={undefined}
        onOpen={onOpen}
        onPick={onPick}
      />
    );
  }
  renderWithProviders(<Screen />);
  return { loaded, change: (next: { pages: CreatorPage[]; fetching: boolean }) => change(next) };
}

describe('CreatorList re-renders', { timeout: TYPING_TIMEOUT }, () => {
  it('leaves rows alone while another filter loads, and re-renders only a row whose creator changed', async () => {
    const { loaded, change } = renderList();
    const rows = await screen.findAllByTestId('creator-row');
    // Virtual: the window's rows and a few around them, not all forty.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(ENTRIES);

    // A filter changed: the same rows stay, dimmed, until the new ones arrive.
    formats.calls = 0;
    act(() => change({ pages: loaded, fetching: true }));
    expect(screen.getByRole('list', { name: 'Creators' }).getAttribute('aria-busy')).toBe('true');
    act(() => change({ pages: loaded, fetching: false }));
    // The list's own two renders; every visible row again would be dozens.
    expect(formats.calls).toBeLessThanOrEqual(2);

    // Creator 2 was picked: a new page whose other entries are the same objects.
    const [first] = loaded;
    const picked = { ...first!.nodes[1]!, deal: { id: 'deal-1', status: 'creator_accepted' } };
    const nodes = first!.nodes.map((node, i) => (i === 1 ? picked : node)) as CampaignCreator[];
    formats.calls = 0;
    act(() => change({ pages: [page(nodes)], fetching: false }));
    // The list and the one changed row.
    expect(formats.calls).toBe(2);
    const second = screen.getAllByTestId('creator-row')[1]!;
    expect(within(second).getByText('Picked')).toBeTruthy();
  });
});
