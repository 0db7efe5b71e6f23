import { ErrorCode } from '@arcadia/contract';
import { ApiError } from '../../../../api/client.ts';

/**
 * What a refused or lost spin means for the screen:
 * - funds: not enough balance (offer the money page);
 * - token: the launch token ran out (open the game again: init conf is asked anew);
 * - rate: spins too close together (wait `waitMs`, then spin again);
 * - off: the game was switched off;
 * - limit / paused: a limit the player set, or a break or market closure;
 * - network: no answer (the next tap sends the same spin again: it is paid once);
 * - other: anything else, shown with the server's words.
 */
export type SpinProblem =
  | { kind: 'funds' | 'token' | 'off' | 'limit' | 'paused' | 'network' }
  | { kind: 'rate'; waitMs: number }
  | { kind: 'other'; error: unknown };

const DEFAULT_WAIT_MS = 1000;

export function spinProblem(error: unknown): SpinProblem {
  if (!(error instanceof ApiError) || !error.business) return { kind: 'network' };
  switch (error.code) {
    case ErrorCode.INSUFFICIENT_BALANCE:
      return { kind: 'funds' };
    case ErrorCode.RATE_LIMITED: {
      const wait = (error.data as { retry_after_ms?: unknown } | null)?.retry_after_ms;
      return { kind: 'rate', waitMs: typeof wait === 'number' && wait > 0 ? wait : DEFAULT_WAIT_MS };
    }
    case ErrorCode.FORTUNE_GAME_OFF:
      return { kind: 'off' };
    case ErrorCode.FORTUNE_LIMIT_REACHED:
      return { kind: 'limit' };
    case ErrorCode.FORTUNE_EXCLUDED:
    case ErrorCode.FORTUNE_NOT_AVAILABLE:
    case ErrorCode.FORTUNE_NOT_REGISTERED:
      return { kind: 'paused' };
    default:
      if (error.fieldErrors.token) return { kind: 'token' };
      return { kind: 'other', error };
  }
}
