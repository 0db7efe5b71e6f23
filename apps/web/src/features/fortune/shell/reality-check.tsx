import { lazy, Suspense, useEffect, useState } from 'react';
import type { Account } from '../queries.ts';
import { useRgQuery } from '../queries-account.ts';

/**
 * The dialog comes after minutes of play at the earliest, so its code is not part of the page's first load: it is
 * fetched a minute before the first check is due (or when it opens, whichever comes first).
 */
const loadDialog = () => import('./reality-dialog.tsx');
const RealityDialog = lazy(loadDialog);
const PREFETCH_MS = 60_000;

const ACK_KEY = 'fortune_reality_ack';

/** The first reality check due after `after` (ms): one every `minutes` from the session's start. */
export function nextCheckAt(startedAt: number, minutes: number, after: number): number {
  const interval = minutes * 60_000;
  const passed = Math.floor((Math.max(after, startedAt) - startedAt) / interval);
  return startedAt + (passed + 1) * interval;
}

function readAck(): number {
  try {
    return Number(sessionStorage.getItem(ACK_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeAck(at: number) {
  try {
    sessionStorage.setItem(ACK_KEY, String(at));
  } catch {
    // Without storage the check simply comes again on the next Fortune page.
  }
}

/**
 * The reality check (UKGC RTS 13): every `reality_check_minutes` of the session while a Fortune page is open, a
 * dialog with the time played and the net result; "keep playing" acknowledges it, "stop" leaves Fortune.
 */
export function RealityCheck({ account }: { account: Account }) {
  const minutes = account.reality_check_minutes;
  const rg = useRgQuery(minutes > 0);
  const startedAt = rg.data ? rg.data.session.started_at * 1000 : undefined;
  const [ackAt, setAckAt] = useState(readAck);
  const [open, setOpen] = useState(false);
  const refetch = rg.refetch;

  useEffect(() => {
    if (!minutes || startedAt === undefined || open) return;
    const due = nextCheckAt(startedAt, minutes, ackAt);
    const prefetch = setTimeout(
      () => void loadDialog().catch(() => undefined),
      Math.max(0, due - PREFETCH_MS - Date.now()),
    );
    const timer = setTimeout(
      () => {
        setOpen(true);
        void refetch();
      },
      Math.max(0, due - Date.now()),
    );
    return () => {
      clearTimeout(prefetch);
      clearTimeout(timer);
    };
  }, [minutes, startedAt, ackAt, open, refetch]);

  if (!open || startedAt === undefined || !rg.data) return null;
  const keepPlaying = () => {
    const now = Date.now();
    writeAck(now);
    setAckAt(now);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <RealityDialog
        startedAt={startedAt}
        net={rg.data.session.net}
        account={account}
        onKeep={keepPlaying}
        minutes={minutes}
      />
    </Suspense>
  );
}
