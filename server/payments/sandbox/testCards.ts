/**
 * The sandbox's test numbers (docs/product.md "Cards"): what a card does at the gateway. Any
 * other number that passes the checks succeeds, like a real gateway's test mode.
 */
import type { DeclineCode } from '../gateway';

/** What a card does when it is attached or charged. */
export type SandboxBehaviour = 'succeed' | DeclineCode | 'processing_error';

export const TEST_CARDS: Record<string, SandboxBehaviour> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  /** Declined at once: attaching it fails, as Stripe's 4000 0000 0000 0002 does. */
  '4000000000000002': 'card_declined',
  /** Attaches, then every charge is declined for insufficient funds. */
  '4000000000009995': 'insufficient_funds',
  /** Attaches, then every charge is declined as expired. */
  '4000000000000069': 'expired_card',
  /** Attaches, then every charge is declined for a wrong security code. */
  '4000000000000127': 'incorrect_cvc',
  /** Attaches, then every charge fails on the gateway's side (it is "unavailable"). */
  '4000000000000119': 'processing_error',
};

export function behaviourOf(digits: string): SandboxBehaviour {
  return TEST_CARDS[digits] ?? 'succeed';
}

/** Behaviours that refuse the card as soon as it is attached. */
export const DECLINED_AT_ATTACH: ReadonlySet<SandboxBehaviour> = new Set(['card_declined']);
