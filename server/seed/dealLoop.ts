/**
 * The deal half of `npm run simulate`: creators a deal waits for (the admin command
 * `creator-session --deals`) answer the company's messages and take their next step, one
 * action per pause (minutes, at a person's pace: pace.ts), the longest waiting first.
 */
import { acknowledgeRevision, answerMessages, creatorDeals, playStep } from './dealSimulator';
import { pauseMs, realSleep } from './pace';
import type { PlayerOptions } from './pace';
import { seededRandom } from './random';

/** A creator a deal waits for, with a session token. */
export interface DealCandidate {
  id: number;
  token: string;
}

export interface DealLoopOptions extends PlayerOptions {
  /** Only this deal (API id). */
  dealId?: string;
  /** Up to `limit` creators deals wait for, the longest waiting first. */
  candidates(limit: number): Promise<DealCandidate[]>;
}

const BATCH = 20;

/** Runs until the budget is spent (or the signal); returns how many actions were taken. */
export async function simulateDeals(options: DealLoopOptions): Promise<number> {
  const { url, budget, log, signal } = options;
  const random = seededRandom(`deals:${options.seed}`);
  const pace = seededRandom(`pace:deals:${options.seed}`);
  const sleep = options.sleep ?? realSleep;
  const pause = () => sleep(pauseMs(pace, options.speed), signal);
  const done = () => budget.spent() || signal?.aborted === true;
  let acted = 0;
  // Said once each time no deal needs its creator, so a quiet run explains itself.
  let waiting = false;
  while (!done()) {
    const creators = await options.candidates(BATCH);
    if (creators.length === 0 && !waiting) {
      log('waiting for a deal to need its creator (a step to take or a message to answer)');
    }
    waiting = creators.length === 0;
    if (creators.length === 0) await pause();
    for (const creator of creators) {
      const deals = (await creatorDeals(url, creator.token)).filter(
        (deal) =>
          (options.dealId === undefined || deal.id === options.dealId) &&
          (options.campaignId === undefined || deal.campaign.id === options.campaignId),
      );
      for (const deal of deals) {
        if (done()) return acted;
        const lines = [
          await answerMessages(url, creator.token, deal, random),
          await acknowledgeRevision(url, creator.token, deal, random),
          await playStep(url, creator.token, deal, random),
        ].filter((line): line is string => line !== null);
        if (lines.length === 0) continue;
        for (const line of lines) log(`creator ${creator.id}, ${line}`);
        acted += 1;
        budget.spend();
        if (!done()) await pause();
      }
    }
  }
  return acted;
}
