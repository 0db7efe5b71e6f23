/**
 * The dialog a start parameter (or a native deeplink) asks for. The global dialogs open at once
 * (overlays/start-dialogs.ts); any other name stays in session storage until a feature takes it with
 * `takeStartDialog` when it can open it.
 */
const KEY = 'arcadia-start-dialog';
const EVENT = 'arcadia-start-dialog';

export function setStartDialog(dialog: string, from?: string) {
  sessionStorage.setItem(KEY, JSON.stringify({ dialog, from: from ?? '' }));
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` whenever a start dialog is set; answers the unsubscribe. */
export function onStartDialog(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

export function peekStartDialog(): { dialog: string; from: string } | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return value && typeof value.dialog === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the pending dialog if it is `name`, and forgets it. */
export function takeStartDialog(name: string): { dialog: string; from: string } | undefined {
  const pending = peekStartDialog();
  if (pending?.dialog !== name) return undefined;
  sessionStorage.removeItem(KEY);
  return pending;
}
