/** The gateway's failures as the API's errors (docs/product.md#cards). */
import { ServiceError } from '../services/errors';
import { CardDeclinedError, GatewayUnavailableError, IdempotencyConflictError } from './gateway';
import type { DeclineCode } from './gateway';

/** Each decline code's own message; a card of another company reads as a plain decline. */
const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'errors:cardDeclined',
  card_not_found: 'errors:cardDeclined',
  insufficient_funds: 'errors:cardInsufficientFunds',
  expired_card: 'errors:cardExpired',
  incorrect_cvc: 'errors:cardIncorrectCvc',
};

/**
 * The ServiceError a gateway failure answers, or null for anything else (a bug, which
 * must surface as INTERNAL rather than pass for a decline).
 */
export function gatewayServiceError(error: unknown): ServiceError | null {
  if (error instanceof CardDeclinedError) {
    return new ServiceError('CARD_DECLINED', DECLINE_MESSAGES[error.code]);
  }
  if (error instanceof GatewayUnavailableError) {
    return new ServiceError('GATEWAY_UNAVAILABLE', 'errors:gatewayUnavailable');
  }
  if (error instanceof IdempotencyConflictError) {
    return new ServiceError('IDEMPOTENCY_CONFLICT', 'errors:idempotencyConflict');
  }
  return null;
}
