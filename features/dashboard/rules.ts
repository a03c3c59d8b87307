/**
 * The dashboard's client-only rules: where each first step is done is a page of the app.
 * The rules the server shares are in domain/dashboard/rules.ts.
 */
import { paths } from '@/src/lib/paths';

/**
 * The first steps of a new account (docs/product.md#first-steps), in the order the
 * Dashboard lists them until it shows the account's activity.
 */
export const FIRST_STEP_KEYS = [
  'verifyEmail',
  'firstBrand',
  'firstProduct',
  'cardOnFile',
  'firstCampaign',
] as const;

export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

/**
 * The steps a person is shown: adding a card is money, which a member does not handle
 * (docs/product.md#brand-teams), so a member's list has no card step.
 */
export const firstStepKeysFor = (mayHandleMoney: boolean): readonly FirstStepKey[] =>
  mayHandleMoney ? FIRST_STEP_KEYS : FIRST_STEP_KEYS.filter((key) => key !== 'cardOnFile');

/** What the account has done so far, as the API tells it. */
export interface FirstStepFacts {
  emailVerified: boolean;
  brandCount: number;
  productCount: number;
  cardCount: number;
  campaignCount: number;
}

/**
 * Where each step is done. A step whose screen is not built yet has no page: it shows as
 * "coming soon" and is never done.
 */
const STEP_PAGES: Record<FirstStepKey, string | null> = {
  verifyEmail: paths.accountOverview,
  firstBrand: paths.brands,
  firstProduct: paths.products,
  cardOnFile: paths.accountPaymentMethods,
  firstCampaign: paths.campaignCreation.type,
};

export interface FirstStep {
  key: FirstStepKey;
  /** The page where the step is done; null while that page is still to come. */
  to: string | null;
  done: boolean;
}

export interface FirstStepsProgress {
  steps: FirstStep[];
  done: number;
  total: number;
  /** Every step that can be done today is done (the rest are coming soon). */
  allAvailableDone: boolean;
}

function isDone(key: FirstStepKey, facts: FirstStepFacts): boolean {
  switch (key) {
    case 'verifyEmail':
      return facts.emailVerified;
    case 'firstBrand':
      return facts.brandCount > 0;
    case 'firstProduct':
      return facts.productCount > 0;
    case 'cardOnFile':
      return facts.cardCount > 0;
    case 'firstCampaign':
      return facts.campaignCount > 0;
  }
}

export function firstStepsProgress(
  facts: FirstStepFacts,
  keys: readonly FirstStepKey[] = FIRST_STEP_KEYS,
): FirstStepsProgress {
  const steps = keys.map((key) => {
    const to = STEP_PAGES[key];
    return { key, to, done: to !== null && isDone(key, facts) };
  });
  const done = steps.filter((step) => step.done).length;
  return {
    steps,
    done,
    total: steps.length,
    allAvailableDone: steps.every((step) => step.done || step.to === null),
  };
}
