import { create } from 'zustand';

/**
 * Session state (baseline). The session issue adds startup, login/logout flows, cookies and the
 * user-info fetch. Logged in means user id > 0 and a secret key (spec section 4).
 */
export interface SessionState {
  userId: number;
  secretKey: string;
  hasInit: boolean;
  hasLogin: boolean;
}

export const useSession = create<SessionState>(() => ({ userId: 0, secretKey: '', hasInit: false, hasLogin: false }));
