import { useCallback, useRef } from 'react';

/**
 * The idempotency key of a payment the user is confirming: one random key per intent, so
 * sending the same request again (after a network error left its outcome unknown) can
 * never charge twice. `keyFor(request)` answers the same key while `request` (what is
 * paid, with what) stays the same, and a new one once it changes; `renew()` ends the
 * intent (it succeeded, or the server refused it), so the next confirmation is a new one.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);

  const keyFor = useCallback((request: string) => {
    if (current.current?.request !== request) {
      current.current = { request, key: crypto.randomUUID() };
    }
    return current.current.key;
  }, []);

  const renew = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, renew };
}

export type IdempotencyKey = ReturnType<typeof useIdempotencyKey>;
