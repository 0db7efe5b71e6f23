import { useEffect, useRef } from 'react';
import { useSearch } from '../../app/router/route-context.ts';
import { loginWithTelegramWidget, widgetPayloadFromQuery } from '../../hosts/telegram-widget-login.ts';

/**
 * On the login page: when Telegram's Login Widget (redirect mode) sent the browser back with its signed fields,
 * log in with them once. The bot is `?bot=` (put it in the widget's data-auth-url) or the build's VITE_TG_BOT_NAME.
 * A refusal shows the usual error toast; the login page's own effect goes on to backUrl after a success.
 */
export function useTelegramWidgetLogin() {
  const search = useSearch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const payload = widgetPayloadFromQuery(search);
    const fromQuery = search.get('bot');
    const bot = fromQuery && /^[A-Za-z0-9_]{3,64}$/.test(fromQuery) ? fromQuery : import.meta.env.VITE_TG_BOT_NAME;
    if (!payload || !bot) return;
    started.current = true;
    loginWithTelegramWidget(payload, bot).catch(() => {});
  }, [search]);
}
