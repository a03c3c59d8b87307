/**
 * A campaign's activity (docs/product.md#brand-teams, "Who did what"): one list of steps
 * for the database's CHECK and the API's enum, and one step per status-changing action.
 */
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ACTION_EVENT, CAMPAIGN_EVENT_ACTIONS } from '@/domain/campaigns/events';
import { CAMPAIGN_ACTION_TARGET } from '@/domain/campaigns/rules';
import { loadTypeDefs } from '@/server/graphql/sdl';

describe('campaign activity steps', () => {
  it('the API enum lists exactly the steps the database admits', () => {
    const schema = buildASTSchema(mergeTypeDefs(loadTypeDefs('app')));
    const type = schema.getType('CampaignEventAction');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const values = (type as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values).toEqual([...CAMPAIGN_EVENT_ACTIONS]);
  });

  it('every status-changing action records a step of its own', () => {
    const actions = Object.keys(CAMPAIGN_ACTION_TARGET);
    expect(Object.keys(CAMPAIGN_ACTION_EVENT).sort()).toEqual(actions.sort());
    const steps = Object.values(CAMPAIGN_ACTION_EVENT);
    expect(new Set(steps).size).toBe(steps.length);
    for (const step of steps) expect(CAMPAIGN_EVENT_ACTIONS).toContain(step);
  });
});
