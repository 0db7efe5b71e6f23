import { tg } from '@arcadia/contract';
import { api } from '../api/client.ts';
import { login } from '../session/login.ts';

/**
 * Login from a desktop browser by confirming in Telegram (lb_web_login_init / lb_web_login_result): show `url`
 * (a link or QR code), the mini app opened from it logs in and confirms, and the poll stores the session here.
 * For the login-home page: `const { url, done, cancel } = await startTelegramWebLogin()`.
 */
const WEB_LOGIN_POLL_MS = 2000;

export async function startTelegramWebLogin(botName?: string, pollMs = WEB_LOGIN_POLL_MS) {
  const { token, url, expires_in } = await api(tg.lbWebLoginInit, botName ? { bot_name: botName } : {});
  let cancelled = false;
  const done = (async (): Promise<boolean> => {
    const deadline = Date.now() + expires_in * 1000;
    while (!cancelled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const result = await api(tg.lbWebLoginResult, { token }, { silent: true }).catch(() => undefined);
      if (result?.status === 'expired') return false;
      if (result?.status === 'confirmed' && result.user_id && result.user_secret_key)
        return login({
          userId: result.user_id,
          secretKey: result.user_secret_key,
          username: result.username ?? '',
          userLogin: result.user_login ?? '',
        });
    }
    return false;
  })();
  return {
    url,
    done,
    cancel: () => {
      cancelled = true;
    },
  };
}
