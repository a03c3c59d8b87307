import { screen, within } from '@testing-library/react';
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

const WIDTHS = [
  ['a desktop', DESKTOP_WIDTH],
  ['a phone', PHONE_WIDTH],
] as const;

/** The page with every part filled: payouts, history, statements. */
async function renderFilled(width: number) {
  setViewportWidth(width);
  const rendered = renderEarnings(FULL);
  await screen.findByText('The account is closed');
  await screen.findByRole('button', { name: 'Download March 2026' });
  await screen.findByText('Fee: Campaign 1 (Glow Lab)');
  return rendered;
}

// Each dialog is checked on a page of its own: a closed dialog leaves the page only once
// its closing animation has ended, which jsdom may never report.
describe('Earnings accessibility (docs/product.md#navigation)', { timeout: 60_000 }, () => {
  it.each(WIDTHS)(
    'has no serious violation on %s, the payout dialog open too',
    async (_name, width) => {
      const { user } = await renderFilled(width);
      expect(await seriousViolations()).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Request a payout' }));
      await screen.findByRole('dialog', { name: 'Request a payout' });
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it.each(WIDTHS)(
    'has no serious violation in the payout account dialog on %s',
    async (_name, width) => {
      const { user } = await renderFilled(width);
      await user.click(screen.getByRole('button', { name: 'Replace' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Add a payout account' }));
      await user.click(dialog.getByRole('button', { name: 'Add account' }));
      expect(await seriousViolations()).toEqual([]);
    },
  );
});
