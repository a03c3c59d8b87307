/**
 * The creator's next step on a deal, for every status and delivery type, and the carriers'
 * tracking links (docs/product.md#deal-statuses).
 */
import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from '@/domain/deals/rules';
import {
  creatorDealGroup,
  creatorNextStep,
  trackingUrl,
  type CreatorStepFacts,
} from '@/domain/deals/creatorSteps';

const facts = (overrides: Partial<CreatorStepFacts>): CreatorStepFacts => ({
  status: 'creator_accepted',
  delivery_type: 'refund',
  campaign_type: 'ugc_video',
  ...overrides,
});

describe('creatorNextStep', () => {
  it('names a step for every status and delivery type', () => {
    const table = DEAL_STATUSES.flatMap((status) =>
      (['refund', 'shipping'] as const).map(
        (delivery_type) =>
          `${status} ${delivery_type}: ${JSON.stringify(creatorNextStep(facts({ status, delivery_type })))}`,
      ),
    );
    expect(table).toEqual([
      'creator_accepted refund: {"step":"buy","yours":true}',
      'creator_accepted shipping: {"step":"awaitShipping","yours":false}',
      'purchased_sent refund: {"step":"confirmPurchaseReceipt","yours":true}',
      'purchased_sent shipping: {"step":"confirmReceipt","yours":true}',
      'product_received refund: {"step":"upload","yours":true}',
      'product_received shipping: {"step":"upload","yours":true}',
      'creator_upload_content refund: {"step":"screening","yours":false}',
      'creator_upload_content shipping: {"step":"screening","yours":false}',
      'content_approved_by_admin refund: {"step":"review","yours":false}',
      'content_approved_by_admin shipping: {"step":"review","yours":false}',
      'company_accepts_content refund: {"step":"payout","yours":false}',
      'company_accepts_content shipping: {"step":"payout","yours":false}',
      'creator_waiting_for_publish_date refund: {"step":"post","yours":true}',
      'creator_waiting_for_publish_date shipping: {"step":"post","yours":true}',
      'completed refund: {"step":"paid","yours":false}',
      'completed shipping: {"step":"paid","yours":false}',
      'finished refund: {"step":"finished","yours":false}',
      'finished shipping: {"step":"finished","yours":false}',
      'canceled refund: {"step":"canceled","yours":false}',
      'canceled shipping: {"step":"canceled","yours":false}',
    ]);
  });

  it('tells a revision request from a refusal by screening, back at content creation', () => {
    const back = { status: 'product_received' as const, latest_content: 'denied' as const };
    expect(creatorNextStep(facts({ ...back, revision_asked: true })).step).toBe('revise');
    expect(creatorNextStep(facts({ ...back, revision_asked: false })).step).toBe('reupload');
    expect(creatorNextStep(facts({ status: 'product_received', latest_content: null })).step).toBe(
      'upload',
    );
  });

  it('asks a social media deal for the post once the content is accepted', () => {
    expect(
      creatorNextStep(facts({ status: 'company_accepts_content', campaign_type: 'social_media' })),
    ).toEqual({ step: 'post', yours: true });
  });

  it('groups deals by who acts: the creator, someone else, nobody', () => {
    expect(creatorDealGroup({ step: 'buy', yours: true })).toBe('todo');
    expect(creatorDealGroup({ step: 'review', yours: false })).toBe('waiting');
    expect(creatorDealGroup({ step: 'awaitShipping', yours: false })).toBe('waiting');
    expect(creatorDealGroup({ step: 'paid', yours: false })).toBe('ended');
    expect(creatorDealGroup({ step: 'canceled', yours: false })).toBe('ended');
  });
});

describe('trackingUrl', () => {
  it("links each carrier's tracking page with the number encoded", () => {
    expect(trackingUrl('usps', '9400 1000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000',
    );
    expect(trackingUrl('ups', '1Z999AA10')).toBe('https://www.ups.com/track?tracknum=1Z999AA10');
    expect(trackingUrl('fedex', '1234')).toBe('https://www.fedex.com/fedextrack/?trknbr=1234');
    expect(trackingUrl('dhl', 'JD0&1')).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0%261',
    );
  });

  it('has none for another carrier or without a number', () => {
    expect(trackingUrl('other', 'ABC123')).toBeNull();
    expect(trackingUrl('ups', null)).toBeNull();
    expect(trackingUrl(null, 'ABC')).toBeNull();
  });
});
