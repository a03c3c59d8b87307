/**
 * Cards at the payment gateway (src/lib/gateway.ts): the card's number, expiry and CVC go
 * from the card form straight to the gateway, which answers a one-time token for CardAdd.
 * The number never reaches our GraphQL API.
 */
import { CARD_BRAND_NAMES, type CardBrandName } from '@/domain/billing/rules';
import { isRecord, postToGateway } from '@/src/lib/gateway';

export { GATEWAY_BASE_URL } from '@/src/lib/gateway';

/** The gateway's card error codes: each names the field that is wrong. */
export const GATEWAY_CARD_ERRORS = [
  'incorrect_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'expired_card',
  'invalid_cvc',
] as const;
export type GatewayCardError = (typeof GATEWAY_CARD_ERRORS)[number];

/** The gateway could not be reached, or answered something that is not a card's result. */
export const GATEWAY_UNREACHABLE = 'gateway_unreachable';

export interface CardToTokenize {
  /** Digits only. */
  number: string;
  exp_month: number;
  /** Four digits. */
  exp_year: number;
  cvc: string;
}

/** What the gateway tells about the card it tokenised: never the number. */
export interface TokenizedCard {
  brand: CardBrandName;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type TokenizeResult =
  | { ok: true; token: string; card: TokenizedCard }
  | { ok: false; code: GatewayCardError | typeof GATEWAY_UNREACHABLE };

const TOKEN = /^tok_[A-Za-z0-9]+$/;

function tokenizedCardOf(value: unknown): TokenizedCard | null {
  if (!isRecord(value)) return null;
  const { brand, last4, exp_month, exp_year } = value;
  const known = (CARD_BRAND_NAMES as readonly unknown[]).includes(brand);
  if (!known || typeof last4 !== 'string' || typeof exp_month !== 'number') return null;
  if (typeof exp_year !== 'number') return null;
  return { brand: brand as CardBrandName, last4, exp_month, exp_year };
}

/** The gateway's answer as a result: a token and its card, or the card error's code. */
function resultOf(status: number, body: unknown): TokenizeResult {
  if (status === 200 && isRecord(body) && typeof body.id === 'string' && TOKEN.test(body.id)) {
    const card = tokenizedCardOf(body.card);
    if (card) return { ok: true, token: body.id, card };
  }
  if (status === 402 && isRecord(body) && isRecord(body.error)) {
    const code = body.error.code;
    if ((GATEWAY_CARD_ERRORS as readonly unknown[]).includes(code)) {
      return { ok: false, code: code as GatewayCardError };
    }
  }
  return { ok: false, code: GATEWAY_UNREACHABLE };
}

/**
 * Sends the card to the gateway for a one-time token. Never throws: a network failure or
 * an unexpected answer is `gateway_unreachable`. Nothing about the card is logged or kept.
 */
export async function tokenizeCard(card: CardToTokenize): Promise<TokenizeResult> {
  const answer = await postToGateway('/tokens', {
    number: card.number,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    cvc: card.cvc,
  });
  return answer ? resultOf(answer.status, answer.body) : { ok: false, code: GATEWAY_UNREACHABLE };
}
