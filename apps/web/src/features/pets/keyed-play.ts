import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import type { MutationResult } from '../../app/query/use-query.ts';
import { newKey } from './parts.tsx';

/**
 * A paid play (draw, roll, race) sent with one idempotency key per intent: the key is kept while a send fails on
 * the way (a retry cannot pay twice) and dropped once the server answered, with the answer or `errorOf`'s text.
 */
export function useKeyedPlay<T, V extends { key: string }>(
  mutation: MutationResult<T, V>,
  errorOf: (error: unknown) => string,
) {
  const intent = useRef<string | null>(null);
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const play = (input: Omit<V, 'key'>) => {
    intent.current ??= newKey();
    setError(null);
    mutation.mutate({ ...input, key: intent.current } as V, {
      onSuccess: (answer) => {
        intent.current = null;
        setResult(answer);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.business) intent.current = null;
        setError(errorOf(e));
      },
    });
  };
  return { result, error, play };
}
