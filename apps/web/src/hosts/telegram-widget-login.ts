import { user } from '@arcadia/contract';
import { api } from '../api/client.ts';
import { login } from '../session/login.ts';

/**
 * Login with Telegram's Login Widget (POST /user/tg_web_login). Nothing is loaded from Telegram here: the widget
 * runs on a page the operator hosts (docs/hosts.md) in redirect mode, and Telegram sends the browser back to the
 * login page with the signed fields in the query (`?id=..&first_name=..&auth_date=..&hash=..`).
 * `widgetPayloadFromQuery` reads them; `loginWithTelegramWidget` sends them with the bot name and stores the session.
 */
export interface WidgetPayload {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

const WIDGET_QUERY_KEYS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const;

export function widgetPayloadFromQuery(search: string | URLSearchParams): WidgetPayload | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = Number(query.get('id'));
  const authDate = Number(query.get('auth_date'));
  const hash = query.get('hash') ?? '';
  if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(authDate) || !/^[0-9a-f]{64}$/i.test(hash))
    return undefined;
  const payload: WidgetPayload = { id, auth_date: authDate, hash };
  for (const key of ['first_name', 'last_name', 'username', 'photo_url'] as const) {
    const value = query.get(key);
    if (value !== null) payload[key] = value;
  }
  return payload;
}

/** The query without the widget's fields (to clean the address bar after the login). */
export function withoutWidgetQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of WIDGET_QUERY_KEYS) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export async function loginWithTelegramWidget(payload: WidgetPayload, botName: string): Promise<boolean> {
  const answer = await api(user.tgWebLogin, { bot_name: botName, ...payload });
  return login({
    userId: answer.user_id,
    secretKey: answer.user_secret_key,
    username: answer.username,
    userLogin: answer.user_login,
  });
}
