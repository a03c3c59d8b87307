import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  CAMPAIGN_TYPES,
  DELIVERY_TYPES,
  type CampaignType,
  type DeliveryType,
} from '@/domain/campaigns/rules';

/**
 * The campaign being entered in the wizard, per company, as the forms hold it (text as
 * typed: dollars, counts). It is persisted, so a reload or a step back loses nothing, and
 * cleared once the campaign is created. Never card data: payment is chosen on the summary.
 */
export interface CampaignDraft {
  type?: CampaignType;
  name?: string;
  brand_id?: string;
  product_ids?: string[];
  delivery_type?: DeliveryType;
  /** Dollars as typed. */
  taxes_shipping_compensation?: string;
  number_of_deals?: string;
  creator_tier?: string;
  creator_category?: string;
  must_have_tags?: string[];
  content_brief?: string;
  content_format?: string;
  /** The duration as typed, in `video_duration_unit`. */
  video_duration?: string;
  video_duration_unit?: DurationUnit;
  resource_links?: string[];
  ages?: string[];
  genders?: string[];
  ethnicities?: string[];
  revision_rounds?: string;
  /** The content rights (docs/product.md#content-rights); the options count for video only. */
  usage_rights?: string;
  raw_footage?: boolean;
  /** The number of extra hooks, as chosen. */
  extra_hooks?: string;
  /** The furthest step completed (0: none), so the step indicator links back to them. */
  stepReached?: number;
  /** The campaign waiting for payment this draft was opened from: paying it pays that one. */
  saved_draft_id?: string;
}

export type DurationUnit = 'seconds' | 'minutes';
export const DURATION_UNITS: readonly DurationUnit[] = ['seconds', 'minutes'];

export interface CampaignDraftState {
  byCompany: Record<string, CampaignDraft>;
}

const initialState: CampaignDraftState = { byCompany: {} };

/** The draft's fields, by what they hold: anything else in storage is dropped. */
const TEXT_FIELDS = [
  'name',
  'brand_id',
  'taxes_shipping_compensation',
  'number_of_deals',
  'creator_tier',
  'creator_category',
  'content_brief',
  'content_format',
  'video_duration',
  'revision_rounds',
  'usage_rights',
  'extra_hooks',
  'saved_draft_id',
] as const;
const LIST_FIELDS = [
  'product_ids',
  'must_have_tags',
  'resource_links',
  'ages',
  'genders',
  'ethnicities',
] as const;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored draft as one we trust: each malformed field is dropped, never a crash. */
export function sanitizeDraft(stored: unknown): CampaignDraft | null {
  if (!isRecord(stored)) return null;
  const draft: CampaignDraft = {};
  if (isOneOf(CAMPAIGN_TYPES, stored.type)) draft.type = stored.type;
  if (isOneOf(DELIVERY_TYPES, stored.delivery_type)) draft.delivery_type = stored.delivery_type;
  if (isOneOf(DURATION_UNITS, stored.video_duration_unit)) {
    draft.video_duration_unit = stored.video_duration_unit;
  }
  if (typeof stored.raw_footage === 'boolean') draft.raw_footage = stored.raw_footage;
  for (const field of TEXT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') draft[field] = value;
  }
  for (const field of LIST_FIELDS) {
    const value = stored[field];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      draft[field] = value as string[];
    }
  }
  const step = stored.stepReached;
  if (typeof step === 'number' && Number.isInteger(step) && step >= 0 && step <= 4) {
    draft.stepReached = step;
  }
  return draft;
}

/** The persisted slice as one we trust: drafts per company, malformed ones dropped. */
export function sanitizeDraftState(stored: unknown): CampaignDraftState {
  const byCompany: Record<string, CampaignDraft> = {};
  if (isRecord(stored) && isRecord(stored.byCompany)) {
    for (const [companyId, value] of Object.entries(stored.byCompany)) {
      const draft = sanitizeDraft(value);
      if (draft) byCompany[companyId] = draft;
    }
  }
  return { byCompany };
}

export const campaignDraftSlice = createSlice({
  name: 'campaignDraft',
  initialState,
  reducers: {
    /**
     * A step's form as it stands, saved on every change: it holds the whole draft (it
     * started from it), so a field emptied there is emptied here too.
     */
    draftSaved(state, action: PayloadAction<{ companyId: string; values: CampaignDraft }>) {
      const { companyId, values } = action.payload;
      const { stepReached, saved_draft_id } = state.byCompany[companyId] ?? {};
      state.byCompany[companyId] = { ...values, stepReached, saved_draft_id };
    },
    /** A step was completed: it may be reopened from the indicator. */
    draftStepReached(state, action: PayloadAction<{ companyId: string; step: number }>) {
      const { companyId, step } = action.payload;
      const draft = (state.byCompany[companyId] ??= {});
      draft.stepReached = Math.max(draft.stepReached ?? 0, step);
    },
    /**
     * A whole new draft in place of the company's (a campaign duplicated): nothing of the
     * one before is kept, and the steps it completes can be reopened from the indicator.
     */
    draftReplaced(state, action: PayloadAction<{ companyId: string; draft: CampaignDraft }>) {
      const { companyId, draft } = action.payload;
      state.byCompany[companyId] = draft;
    },
    /** The campaign was created (or abandoned): the next one starts empty. */
    draftCleared(state, action: PayloadAction<{ companyId: string }>) {
      delete state.byCompany[action.payload.companyId];
    },
  },
});

export const { draftSaved, draftStepReached, draftReplaced, draftCleared } =
  campaignDraftSlice.actions;

/** No drafts: what storage holding none, or nothing usable, comes to. */
const NO_DRAFTS: CampaignDraftState = Object.freeze({ byCompany: Object.freeze({}) });

/** Every drafts' state this module made or checked, and what each stored one came to. */
const checked = new WeakMap<object, CampaignDraftState>();

/**
 * The drafts as the wizard may read them. The root reducer keeps what storage held
 * untouched until the company layout brings this slice (store/campaignDraft.ts), so a
 * state not made here is checked first (sanitizeDraftState), once per object.
 */
export function checkedDrafts(stored: unknown): CampaignDraftState {
  if (typeof stored !== 'object' || stored === null) return NO_DRAFTS;
  let drafts = checked.get(stored);
  if (!drafts) {
    drafts = sanitizeDraftState(stored);
    checked.set(stored, drafts);
    checked.set(drafts, drafts);
  }
  return drafts;
}

/** The slice's reducer over whatever the root held before it joined (see checkedDrafts). */
export function campaignDraftReducer(state: unknown, action: UnknownAction): CampaignDraftState {
  const next = campaignDraftSlice.reducer(
    state === undefined ? undefined : checkedDrafts(state),
    action,
  );
  checked.set(next, next);
  return next;
}

const EMPTY_DRAFT: CampaignDraft = {};

/** A company's draft (an empty one when it has none). */
export const selectDraftOf = (
  state: { campaignDraft: unknown },
  companyId: string | null | undefined,
): CampaignDraft =>
  (companyId ? checkedDrafts(state.campaignDraft).byCompany[companyId] : undefined) ?? EMPTY_DRAFT;
