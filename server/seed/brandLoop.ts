/**
 * The brands' half of `npm run simulate -- --brands`: companies with an active campaign or
 * a deal waiting for them (the admin command `company-session --active`) ship, review and
 * pick applicants (brandMoves.ts), one move per pause at a person's pace (pace.ts).
 */
import { brandDeals, pickApplicant, playBrandStep } from './brandMoves';
import { pauseMs, realSleep } from './pace';
import type { PlayerOptions } from './pace';
import { seededRandom } from './random';

/** A company to play, with a session token. */
export interface BrandCandidate {
  id: number;
  token: string;
}

export interface BrandLoopOptions extends PlayerOptions {
  /** Up to `limit` companies to play, the one waiting longest first. */
  candidates(limit: number): Promise<BrandCandidate[]>;
}

const BATCH = 20;

/** Runs until the budget is spent (or the signal); returns how many moves were made. */
export async function simulateBrands(options: BrandLoopOptions): Promise<number> {
  const { url, budget, log, signal, campaignId } = options;
  const random = seededRandom(`brands:${options.seed}`);
  const pace = seededRandom(`pace:brands:${options.seed}`);
  const sleep = options.sleep ?? realSleep;
  const pause = () => sleep(pauseMs(pace, options.speed), signal);
  const done = () => budget.spent() || signal?.aborted === true;
  let moved = 0;
  // Said once each time no brand has anything to do, so a quiet run explains itself.
  let waiting = false;
  /** One move made: logged, counted, then the pause before the next. */
  const made = async (company: BrandCandidate, line: string) => {
    log(`company ${company.id}, ${line}`);
    moved += 1;
    budget.spend();
    if (!done()) await pause();
  };
  while (!done()) {
    let movedThisRound = false;
    for (const company of await options.candidates(BATCH)) {
      const deals = (await brandDeals(url, company.token)).filter(
        (deal) => campaignId === undefined || deal.campaign_id === campaignId,
      );
      for (const deal of deals) {
        if (done()) return moved;
        const line = await playBrandStep(url, company.token, deal, random);
        if (line === null) continue;
        movedThisRound = true;
        await made(company, line);
      }
      if (done()) return moved;
      const picked = await pickApplicant(url, company.token, random, campaignId);
      if (picked !== null) {
        movedThisRound = true;
        await made(company, picked);
      }
    }
    if (!movedThisRound && !done()) {
      if (!waiting) log('brands: waiting for an applicant, a deal to ship or content to review');
      await pause();
    }
    waiting = !movedThisRound;
  }
  return moved;
}
