import { useCallback, useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per player intent: every retry of that intent sends the same key (a double tap or a network
 * retry moves money once); `settle()` after an answer, or `reset()` when the player changes what they asked for.
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

const SEED_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A fresh client seed for the provably fair pair: 16 random letters and digits. */
export function randomClientSeed(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => SEED_ALPHABET[b % SEED_ALPHABET.length]).join('');
}
