/**
 * The wizard's steps in order, where each lives, and the guard: a step opened before the
 * earlier ones are complete sends the user to the first incomplete one.
 */
import type { AnyObjectSchema } from 'yup';
import { paths } from '@/src/lib/paths';
import type { CampaignDraft } from '../campaignsSlice';
import {
  campaignParametersSchema,
  campaignSettingsSchema,
  campaignTypeSchema,
} from '@/domain/campaigns/schema';
import { draftToInput } from './draftInput';

export const WIZARD_STEPS = ['type', 'settings', 'parameters', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_PATHS: Record<WizardStep, string> = {
  type: paths.campaignCreation.type,
  settings: paths.campaignCreation.settings,
  parameters: paths.campaignCreation.parameters,
  summary: paths.campaignCreation.summary,
};

/** The rules each step's form checks (the summary has no form of its own). */
export const STEP_SCHEMAS: Record<Exclude<WizardStep, 'summary'>, AnyObjectSchema> = {
  type: campaignTypeSchema,
  settings: campaignSettingsSchema,
  parameters: campaignParametersSchema,
};

export const stepIndex = (step: WizardStep) => WIZARD_STEPS.indexOf(step);

/** The step after `step` (the summary has none). */
export const nextStep = (step: WizardStep): WizardStep =>
  WIZARD_STEPS[Math.min(stepIndex(step) + 1, WIZARD_STEPS.length - 1)] ?? 'summary';

/** The step before `step` (the type has none). */
export const previousStep = (step: WizardStep): WizardStep | null =>
  stepIndex(step) > 0 ? (WIZARD_STEPS[stepIndex(step) - 1] ?? null) : null;

/** The first step whose rules the draft does not pass yet: the summary when all pass. */
export function firstIncompleteStep(draft: CampaignDraft): WizardStep {
  const input = draftToInput(draft);
  for (const step of ['type', 'settings', 'parameters'] as const) {
    if (!STEP_SCHEMAS[step].isValidSync(input)) return step;
  }
  return 'summary';
}

/**
 * Where a user opening `step` belongs: there, when every step before it is complete;
 * otherwise the first incomplete one.
 */
export function guardStep(draft: CampaignDraft, step: WizardStep): WizardStep {
  const incomplete = firstIncompleteStep(draft);
  return stepIndex(step) <= stepIndex(incomplete) ? step : incomplete;
}
