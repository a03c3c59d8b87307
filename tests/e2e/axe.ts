/**
 * axe-core in an end-to-end page: its source is evaluated in the page (not added as a
 * <script>), so the app's Content-Security-Policy has no say in it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'),
  'utf8',
);

export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The rules whose verdict a colour mode can change: contrast, and links told from their
 * text by colour alone. A page already checked with every rule in one mode needs only
 * these in the other, as switching the mode changes colours, not structure.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's serious and critical violations on the page as it is now, by every rule or by
 * `rules` only.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    // Only violations are read: axe need not detail what passed.
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map(
          (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`,
        ),
      }));
  }, rules);
}

/** Nothing on the page is still loading (announced busy). */
export async function notBusy(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/**
 * Waits until nothing on the page is mid-animation or mid-transition (endless ones, such as
 * a spinner, aside). axe measures what it sees: a button fading from disabled to enabled
 * fails contrast, and a modal still opening leaves the page behind it focusable.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
