/**
 * The server's idempotency keys are out of every client's reach
 * (docs/product.md#wallet-and-ledger): each key the server builds is refused by the
 * client's key pattern, and stood for its bare name before the `server:` prefix.
 */
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@/domain/wallet/rules';
import { deactivationRefundKey } from '@/server/services/campaigns/deactivate';
import { rejectionRefundKey } from '@/server/services/campaigns/review';
import {
  campaignFeeKey,
  dealRefundKey,
  payoutKey,
  reimbursementKey,
} from '@/server/services/deals/money';
import { assertClientKey, keyBeforePrefix, serverKey } from '@/server/services/wallet/keys';
import { bankCreditKey } from '@/server/services/wallet/topUps';

/** Every key the server builds, with the text it was before the prefix. */
const SERVER_KEYS: Array<[string, string]> = [
  [rejectionRefundKey(8), 'campaign-rejected-8'],
  [deactivationRefundKey(8), 'campaign-8-deactivation'],
  [campaignFeeKey(8), 'campaign-8-fee'],
  [payoutKey(5), 'deal-5-payout'],
  [reimbursementKey(5), 'deal-5-reimbursement'],
  [dealRefundKey(5), 'deal-5-refund'],
  [bankCreditKey('UGC-7K3M9QX2'), 'bank:UGC-7K3M9QX2'],
];

describe("the server's own keys", () => {
  it.each(SERVER_KEYS)('%s is no client key and was %s before', (key, before) => {
    expect(key).not.toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(key).toBe(`server:${before}`);
    expect(keyBeforePrefix(key)).toBe(before);
    expect(() => assertClientKey(key)).toThrow(RangeError);
  });

  it('need a name', () => {
    expect(() => serverKey('')).toThrow(RangeError);
  });
});

describe("a client's key", () => {
  it.each(['campaign-rejected-8', 'deal-5-payout', '2f1c0c1e-7d7a-4c4e-9e7b-0a4b5f7d6c3e'])(
    '%s has no bare name and is taken as a client key',
    (key) => {
      expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(keyBeforePrefix(key)).toBeNull();
      expect(() => assertClientKey(key)).not.toThrow();
    },
  );
});
