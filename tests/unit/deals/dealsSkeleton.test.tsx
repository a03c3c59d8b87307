import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reply } from '../account/apiStub';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { dealPage, dealRow, dealsReply, renderDeals } from './fixtures';

/** A card's cells, each by its label (or by its place when it has none), and its avatars. */
function cardShape(card: HTMLElement) {
  const cells = Array.from(card.querySelectorAll('td'));
  return {
    cells: cells.map((cell, index) => cell.getAttribute('data-label') ?? `cell ${index}`),
    // The creator's avatar (36 px) is the card's tallest line: the skeleton holds one too.
    firstCellChildren: cells[0]!.firstElementChild!.children.length,
  };
}

describe('The deals skeleton', { timeout: TYPING_TIMEOUT }, () => {
  it('shows, on a phone, cards with the cells of the deals that replace them', async () => {
    setViewportWidth(PHONE_WIDTH);
    let answer: (reply: Reply) => void = () => undefined;
    renderDeals('/deals', { Deals: () => new Promise<Reply>((resolve) => (answer = resolve)) });

    // The skeleton: cards (not bars) with the deal card's cells, labels and avatar.
    const skeletons = await screen.findAllByTestId('deal-row-skeleton');
    expect(skeletons.length).toBeGreaterThan(1);
    const skeleton = cardShape(skeletons[0]!);
    expect(skeletons[0]!.closest('[aria-busy="true"]')).not.toBeNull();

    answer(dealsReply(dealPage([dealRow(1)])));
    // The list renders in one go after the answer; a loaded machine takes a while to.
    const list = await screen.findByRole('list', { name: 'Deals' }, { timeout: 15_000 });
    const [card] = within(list).getAllByTestId('deal-row');
    expect(screen.queryByTestId('deal-row-skeleton')).toBeNull();
    const real = cardShape(card!);
    expect(skeleton.cells).toEqual(real.cells);
    expect(skeleton.firstCellChildren).toBeGreaterThanOrEqual(2);
  });
});
