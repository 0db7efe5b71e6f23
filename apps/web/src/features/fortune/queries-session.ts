import { useSession } from '../../session/session-store.ts';

export function useLoggedIn(): boolean {
  return useSession((s) => s.hasLogin && s.userId > 0);
}

export function useSessionReady(): boolean {
  return useSession((s) => s.hasInit);
}
