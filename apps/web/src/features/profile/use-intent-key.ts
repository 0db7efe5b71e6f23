import { useCallback, useMemo, useRef } from 'react';

/** One Idempotency-Key per intent: kept across retries of the same form, renewed once it succeeded. */
export function useIntentKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return key.current;
  }, []);
  const reset = useCallback(() => {
    key.current = null;
  }, []);
  return useMemo(() => ({ current, reset }), [current, reset]);
}
