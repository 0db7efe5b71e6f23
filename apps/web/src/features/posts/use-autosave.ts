import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * Saves `value` `delayMs` after its last change while `enabled`, one save at a time (a change during a save is
 * saved after it). `flush` saves now and resolves when everything asked for is saved.
 */
export function useAutosave<T>(value: T, save: (value: T) => Promise<unknown>, enabled: boolean, delayMs = 1500) {
  const [state, setState] = useState<SaveState>('idle');
  const latest = useRef(value);
  const saveRef = useRef(save);
  saveRef.current = save;
  const dirty = useRef(false);
  const running = useRef<Promise<void> | null>(null);
  const first = useRef(true);

  const run = useCallback(async (): Promise<void> => {
    if (running.current) {
      await running.current;
      return dirty.current ? run() : undefined;
    }
    if (!dirty.current) return;
    dirty.current = false;
    setState('saving');
    running.current = saveRef
      .current(latest.current)
      .then(() => setState(dirty.current ? 'pending' : 'saved'))
      .catch(() => {
        dirty.current = true;
        setState('failed');
      })
      .finally(() => {
        running.current = null;
      });
    await running.current;
  }, []);

  useEffect(() => {
    latest.current = value;
    if (first.current) {
      first.current = false;
      return;
    }
    dirty.current = true;
    if (!enabled) return;
    setState('pending');
    const timer = setTimeout(() => void run(), delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs, run]);

  const flush = useCallback(async () => {
    dirty.current = true;
    await run();
    if (dirty.current) throw new Error('not saved');
  }, [run]);

  return { state, flush, markClean: () => (dirty.current = false) };
}
