import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { paths } from '@/src/lib/paths';

/**
 * The message above the cards after a change (docs/product.md#toasts-and-flashes). One id,
 * so each change replaces the last one's message.
 */
export function cardFlash(change: 'added' | 'defaultChanged' | 'deleted') {
  return flashAdded({
    id: 'card',
    contentKey: `billing:flash.${change}`,
    themeColor: change === 'deleted' ? 'blue' : 'green',
    path: paths.accountPaymentMethods,
  });
}

/** A change the server refused outside a form (the default card): its sentence, in red. */
export function cardRefusalFlash(message: string) {
  return flashAdded({
    id: 'card',
    content: message,
    themeColor: 'red',
    path: paths.accountPaymentMethods,
  });
}
