import { create } from 'zustand';
import type { AppEnvironment } from '../api/headers.ts';

/** The user-info entity (spec section 3). Fields beyond these pass through untouched. */
export interface UserInfo {
  user_id: number;
  username?: string;
  user_login?: string;
  head_url?: string;
  phone_number?: string;
  momo_account_list?: unknown[];
  [field: string]: unknown;
}

export type BindPhoneResult = 'success' | 'cancel';

/**
 * Session state (spec section 3, "User state"). Logged in means user id > 0 and a secret key
 * (spec section 4); `hasLogin` also drops to false when fetching user info fails.
 */
export interface SessionState {
  userId: number;
  secretKey: string;
  username: string;
  userLogin: string;
  hasInit: boolean;
  hasLogin: boolean;
  userInfo: UserInfo | undefined;
  appEnvironment: AppEnvironment | undefined;
  /** The sub-brand's own session header value for its service. */
  subBrandSession: string | undefined;
  /** Messenger 1004 reloads used up (spec section 4). */
  accountAbnormal: boolean;
  /** Audit/review mode in the native app (set by the hosts layer through setAudit). */
  isAudit: boolean;
  /** CPL init state, once per user per session. */
  cplInit: 'idle' | 'success' | 'error';
  /** The bind-phone dialog (spec section 4): open while waiting, result when closed. */
  bindPhone: { open: boolean; result: BindPhoneResult | undefined };
}

export const initialSessionState: SessionState = {
  userId: 0,
  secretKey: '',
  username: '',
  userLogin: '',
  hasInit: false,
  hasLogin: false,
  userInfo: undefined,
  appEnvironment: undefined,
  subBrandSession: undefined,
  accountAbnormal: false,
  isAudit: false,
  cplInit: 'idle',
  bindPhone: { open: false, result: undefined },
};

export const useSession = create<SessionState>(() => ({ ...initialSessionState }));

let loginPhase: Promise<unknown> = Promise.resolve();

/**
 * Settles once the startup's login phase is over (session/startup.ts). A native app's bridge tells the user a moment
 * after the page starts: a call that needs a session waits for it (api/client.ts), so none leaves without the key
 * that is on its way and comes back 1004.
 */
export const whenLoginKnown = () => loginPhase;

export function setLoginPhase(phase: Promise<unknown>) {
  loginPhase = phase;
}
