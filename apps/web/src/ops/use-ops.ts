import type { OpsCallDef } from '@arcadia/contract/ops/index';
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { OpsError, opsCall } from './api.ts';
import { requestReauth } from './reauth-store.ts';

export interface OpsQuery<T> {
  data: T | undefined;
  error: OpsError | Error | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads one console call and keeps its answer; `reload` asks again (after a decision, say). A change of `input`
 * (compared as JSON) loads again and drops the answer of the previous input.
 */
export function useOpsQuery<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  call: OpsCallDef<Req, Res>,
  input: z.input<Req>,
  { enabled = true }: { enabled?: boolean } = {},
): OpsQuery<z.output<Res>> {
  const key = JSON.stringify(input);
  const [state, setState] = useState<{ key: string; data?: z.output<Res>; error: OpsQuery<unknown>['error'] }>({
    key: '',
    error: null,
  });
  const [round, setRound] = useState(0);
  const inputRef = useRef(input);
  inputRef.current = input;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // `round` is read so that reload() runs this again.
    void round;
    opsCall(call, inputRef.current, controller.signal).then(
      (data) => setState({ key, data, error: null }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ key, error });
      },
    );
    return () => controller.abort();
  }, [call, key, round, enabled]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : null,
    loading: enabled && (!current || (state.data === undefined && state.error === null)),
    reload,
  };
}

/**
 * Runs a console action. An action that needs a fresh password + TOTP check (4030 reauth_required) opens the
 * re-authentication dialog and runs again once it succeeds; a cancelled dialog ends the action quietly.
 */
export function useOpsAction<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(call: OpsCallDef<Req, Res>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<OpsError | Error | null>(null);

  const run = useCallback(
    async (input: z.input<Req>): Promise<z.output<Res> | undefined> => {
      setPending(true);
      setError(null);
      try {
        for (;;) {
          try {
            return await opsCall(call, input);
          } catch (failure) {
            if (!(failure instanceof OpsError && failure.needsReauth)) throw failure;
            if (!(await requestReauth())) return undefined;
          }
        }
      } catch (failure) {
        setError(failure as Error);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { run, pending, error, reset: () => setError(null) };
}
