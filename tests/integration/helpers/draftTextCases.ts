/**
 * The drafts waiting for payment as the unstorable-text test sends them
 * (docs/product.md#fields-and-limits): the campaign a member sends is checked like the one
 * CampaignCreate pays for; their id arguments answer an unusable id as an unknown one
 * (campaign-drafts.test.ts sends them with a NUL byte).
 */
import type { GraphqlResponse } from './http';
import { teamCall } from './teams';
import type { TestServer } from './testServer';

/** The drafts' id arguments, and CampaignCreate's draft to pay. */
export const DRAFT_ID_ARGUMENTS = [
  'CampaignCreate(draft_id)',
  'CampaignDraftDelete(id)',
  'CampaignDraftOpen(id)',
];

const SUBMIT = `mutation CampaignDraftSubmit($input: CampaignInput!) {
  CampaignDraftSubmit(input: $input) { id } }`;

/** CampaignDraftSubmit as the company session `token` sends it. */
export const draftSubmit =
  (t: TestServer, token: string) =>
  (variables: Record<string, unknown>, locale: string): Promise<GraphqlResponse<unknown>> =>
    teamCall(t, token, SUBMIT, variables, locale);
