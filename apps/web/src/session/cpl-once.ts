import { useSession } from './session-store.ts';
import { session } from './storage.ts';

/** CPL init runs once per user per session (spec section 4); the marker lives in session storage. */
const CPL_MARKER_PREFIX = 'cpl_init_';

export function cplMarkerKey(userId: number): string {
  return `${CPL_MARKER_PREFIX}${userId}`;
}

/**
 * Runs `init` unless it already succeeded for this user in this session. Success sets initSuccess
 * (cplInit 'success'); failure sets initError ('error'), reports it and lets a later call try again.
 */
export async function runCplInitOnce(
  userId: number,
  init: () => Promise<unknown>,
  report: (error: unknown) => void = () => {},
): Promise<'ran' | 'skipped' | 'failed'> {
  if (userId <= 0) return 'skipped';
  const store = session();
  if (store?.getItem(cplMarkerKey(userId))) return 'skipped';
  try {
    await init();
    store?.setItem(cplMarkerKey(userId), '1');
    useSession.setState({ cplInit: 'success' });
    return 'ran';
  } catch (error) {
    useSession.setState({ cplInit: 'error' });
    report(error);
    return 'failed';
  }
}

/** Logout removes the once-per-session cpl flag. */
export function clearCplMarkers() {
  const store = session();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(CPL_MARKER_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
