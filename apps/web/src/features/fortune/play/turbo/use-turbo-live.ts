import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTurboState, type TurboBet, type TurboState } from './queries.ts';

/** The live stream (Server-Sent Events, one `state` event per change): apps/server/src/services/studio/turbo-routes.ts. */
const TURBO_STREAM_URL = '/fortune-live/turbo';
const POLL_MS = 1000;
/** Waits before reconnecting after the stream fails, growing while it keeps failing. */
const RETRY_MS = [1000, 2000, 4000, 8000, 15_000];
/** Clock offsets kept: the largest is the closest to the truth (each is late by the message's trip). */
const OFFSETS_KEPT = 8;

export interface MyBet {
  game: number;
  bet: TurboBet;
}

const STATUS_RANK: Record<TurboBet['status'], number> = {
  open: 0,
  placed: 1,
  cashing: 2,
  losing: 2,
  refunding: 2,
  refused: 3,
  cashed: 3,
  lost: 3,
  refunded: 3,
};

/** A bet as the server reports it replaces ours only when it is newer: a late answer never undoes a cash-out. */
function newerBet(current: MyBet | null, next: MyBet | null): MyBet | null {
  if (!next) return current;
  if (!current || next.game > current.game) return next;
  if (next.game < current.game) return current;
  return STATUS_RANK[next.bet.status] >= STATUS_RANK[current.bet.status] ? next : current;
}

function newerState(current: TurboState | undefined, next: TurboState): boolean {
  if (!current || next.game > current.game) return true;
  return next.game === current.game && next.server_now >= current.server_now;
}

export interface TurboLive {
  state: TurboState | undefined;
  /** Server clock minus this device's clock, ms. */
  offset: number;
  mine: MyBet | null;
  /** True while states arrive by polling (no EventSource, or the stream is down). */
  polling: boolean;
  setMine: (bet: MyBet) => void;
  /** Asks turbo/state once (it carries the player's own bet). */
  refresh: () => Promise<void>;
}

/**
 * The current game, followed live: one turbo/state first (it carries the player's own bet), then the stream. When the
 * stream fails it reconnects with growing waits and polls turbo/state every second meanwhile; without EventSource it
 * only polls.
 */
export function useTurboLive(): TurboLive {
  const [state, setState] = useState<TurboState>();
  const [offset, setOffset] = useState(0);
  const [mine, setMineState] = useState<MyBet | null>(null);
  const [polling, setPolling] = useState(false);
  const latest = useRef<TurboState | undefined>(undefined);
  const offsets = useRef<number[]>([]);

  const accept = useCallback((next: TurboState) => {
    offsets.current = [...offsets.current.slice(1 - OFFSETS_KEPT), next.server_now - Date.now()];
    setOffset(Math.max(...offsets.current));
    if (!newerState(latest.current, next)) return;
    latest.current = next;
    setState(next);
  }, []);

  const setMine = useCallback((bet: MyBet) => setMineState((current) => newerBet(current, bet)), []);

  const refresh = useCallback(async () => {
    try {
      const answer = await fetchTurboState();
      accept(answer.state);
      if (answer.mine) setMine({ game: answer.state.game, bet: answer.mine });
    } catch {
      // The next poll or stream event brings the game again.
    }
  }, [accept, setMine]);

  useEffect(() => {
    let closed = false;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let streaming = false;

    const startPolling = () => {
      if (closed || streaming || poll !== undefined) return;
      setPolling(true);
      poll = setTimeout(async () => {
        await refresh();
        poll = undefined;
        startPolling();
      }, POLL_MS);
    };
    const stopPolling = () => {
      clearTimeout(poll);
      poll = undefined;
      setPolling(false);
    };
    const connect = () => {
      if (closed) return;
      if (typeof EventSource === 'undefined') return startPolling();
      const stream = new EventSource(TURBO_STREAM_URL);
      source = stream;
      stream.addEventListener('state', (event) => {
        if (!streaming) stopPolling();
        streaming = true;
        failures = 0;
        try {
          accept(JSON.parse((event as MessageEvent<string>).data) as TurboState);
        } catch {
          // A malformed event is skipped; the next one carries the whole state again.
        }
      });
      stream.onerror = () => {
        stream.close();
        streaming = false;
        startPolling();
        retry = setTimeout(connect, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
        failures++;
      };
    };

    void refresh();
    connect();
    return () => {
      closed = true;
      source?.close();
      clearTimeout(retry);
      clearTimeout(poll);
    };
  }, [accept, refresh]);

  return { state, offset, mine, polling, setMine, refresh };
}
