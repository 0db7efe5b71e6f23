/** Where the host's back button goes (spec section 2, "Messenger back button"). Paths are without locale. */
export type BackAction = { kind: 'navigate'; to: string } | { kind: 'back' } | { kind: 'confirmClose' };

const TO_HOME = ['/wallet', '/space', '/library', '/share'];
const TO_WIN = ['/win/history', '/win/money'];
const CONFIRM_CLOSE = ['/', '/win', '/inbet'];

export function backAction(path: string): BackAction {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (CONFIRM_CLOSE.includes(bare)) return { kind: 'confirmClose' };
  if (TO_HOME.includes(bare)) return { kind: 'navigate', to: '/' };
  if (TO_WIN.includes(bare)) return { kind: 'navigate', to: '/win' };
  if (bare === '/inbet/money') return { kind: 'navigate', to: '/inbet' };
  return { kind: 'back' };
}
