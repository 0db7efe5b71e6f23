import { logout } from '../../session/login.ts';
import { clearFortuneLogin } from './queries-login.ts';

/** Set for the browser session once the player chose to stop: Fortune's login dialog then waits to be asked. */
export const STOPPED_KEY = 'fortune_stopped';

/** "Stop": out of Fortune (its stored login and the session), back to its landing page, no login prompt there. */
export function stopPlaying(locale: string) {
  clearFortuneLogin();
  try {
    sessionStorage.setItem(STOPPED_KEY, '1');
  } catch {
    // The landing page will offer the login again; the session is still closed.
  }
  logout({ to: `/${locale}/fortune` });
}
