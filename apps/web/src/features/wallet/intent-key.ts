import { useCallback, useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per user intent: the same key is sent on every retry of that intent (a double
 * tap or a network retry moves money once); `settle()` after success, or `reset()` when the player
 * changes what they asked for, starts a new intent.
 */
export function useIntentKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return key.current;
  }, []);
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return useMemo(() => ({ current, reset, settle: reset }), [current, reset]);
}
