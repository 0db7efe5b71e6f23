import { useCallback, useEffect, useRef, useState } from 'react';
import { isQuoteExpired } from '../errors.ts';
import { useIntentKey } from '../intent-key.ts';

export interface QuoteLike {
  quote_id: string;
  expires_at: number;
}

/** Seconds until a unix-seconds deadline, ticking once a second. */
function useCountdown(expiresAt: number | undefined): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, expiresAt - now) : 0;
}

/**
 * A live quote: fetched when the inputs settle, fetched again when it expires, executed once per intent
 * (the Idempotency-Key stays the same across retries and double taps; new inputs start a new intent).
 */
export function useQuote<Q extends QuoteLike, R>(options: {
  /** Inputs the quote depends on; null when they are incomplete. */
  inputs: string | null;
  fetchQuote: () => Promise<Q>;
  execute: (quote: Q, idempotencyKey: string) => Promise<R>;
}) {
  const { inputs, fetchQuote, execute } = options;
  const [quote, setQuote] = useState<Q | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [quoting, setQuoting] = useState(false);
  const [executing, setExecuting] = useState(false);
  const intent = useIntentKey();
  const fetchRef = useRef(fetchQuote);
  fetchRef.current = fetchQuote;
  const seq = useRef(0);

  const requote = useCallback(async () => {
    const mine = ++seq.current;
    setQuoting(true);
    setError(null);
    try {
      const next = await fetchRef.current();
      if (mine === seq.current) setQuote(next);
    } catch (failure) {
      if (mine === seq.current) {
        setQuote(null);
        setError(failure);
      }
    } finally {
      if (mine === seq.current) setQuoting(false);
    }
  }, []);

  const resetIntent = intent.reset;
  useEffect(() => {
    resetIntent();
    setQuote(null);
    setError(null);
    if (inputs === null) return;
    const timer = setTimeout(() => void requote(), 350);
    return () => clearTimeout(timer);
  }, [inputs, requote, resetIntent]);

  const secondsLeft = useCountdown(quote?.expires_at);
  const expired = quote !== null && secondsLeft === 0;
  useEffect(() => {
    if (expired && !executing) void requote();
  }, [expired, executing, requote]);

  const inFlight = useRef(false);
  const confirm = useCallback(async (): Promise<R | null> => {
    // A double tap sends once; a retry after a failure reuses the intent's key (same answer server-side).
    if (!quote || inFlight.current) return null;
    inFlight.current = true;
    setExecuting(true);
    setError(null);
    try {
      const result = await execute(quote, intent.current());
      intent.settle();
      return result;
    } catch (failure) {
      setError(failure);
      if (isQuoteExpired(failure)) {
        intent.reset();
        void requote();
      }
      return null;
    } finally {
      inFlight.current = false;
      setExecuting(false);
    }
  }, [quote, execute, intent, requote]);

  return { quote, error, quoting, executing, secondsLeft, expired, requote, confirm };
}
