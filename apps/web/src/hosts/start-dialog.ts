/**
 * The dialog a start parameter (or a native deeplink) asks for. Features read it with `takeStartDialog`
 * when they can open it; it stays in session storage until taken.
 */
const KEY = 'arcadia-start-dialog';

export function setStartDialog(dialog: string, from?: string) {
  sessionStorage.setItem(KEY, JSON.stringify({ dialog, from: from ?? '' }));
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
