import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import {
  earningsReply,
  historyReply,
  movement,
  payout,
  payoutsReply,
  renderEarnings,
  statement,
  statementsReply,
} from './earningsStub';

afterEach(() => vi.unstubAllGlobals());

/** The serious and critical violations axe finds in the document (colours need a browser). */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

const FULL = {
  CreatorEarnings: earningsReply({ pending: 80_00 }),
  CreatorPayouts: payoutsReply([
    payout('p-2', { status: 'failed', failure_reason: 'The account is closed' }),
    payout('p-1'),
  ]),
  CreatorEarningsHistory: historyReply([movement('1')], 'c-1'),
  CreatorEarningsStatements: statementsReply([statement('2026-03')]),
};

describe('Earnings accessibility (docs/product.md#navigation)', { timeout: 60_000 }, () => {
  it.each([
    ['a desktop', DESKTOP_WIDTH],
    ['a phone', PHONE_WIDTH],
  ])('has no serious violation on %s, dialogs open too', async (_name, width) => {
    setViewportWidth(width);
    const { user } = renderEarnings(FULL);
    await screen.findByText('The account is closed');
    await screen.findByRole('button', { name: 'Download March 2026' });
    await screen.findByText('Fee: Campaign 1 (Glow Lab)');
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Request a payout' }));
    await screen.findByRole('dialog', { name: 'Request a payout' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);
    // The page behind stays hidden from the accessibility tree until the dialog has left.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a payout account' }));
    await user.click(dialog.getByRole('button', { name: 'Add account' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
