import type { Platform } from '@arcadia/contract';
import { TG_LAUNCH_STORAGE_KEY } from '../detect.ts';
import { installBridgeDouble } from '../native/bridge-double.ts';

/**
 * Development builds only (init.ts loads this under import.meta.env.DEV): `?host=tg` or `?host=app` opens the app
 * as that host from a plain browser — a recording Telegram client or the bridge double — plus a panel to fire
 * host events. `?host=h5` returns to the browser. The choice is kept for the tab.
 */
const DEV_HOST_KEY = 'arcadia-dev-host';

const LIGHT_THEME = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
};

function fakeTelegramClient() {
  const w = window as unknown as {
    TelegramWebviewProxy?: { postEvent(type: string, data: string): void };
    __tgEvents?: { type: string; data: unknown }[];
  };
  w.__tgEvents = [];
  w.TelegramWebviewProxy = {
    postEvent(type, data) {
      w.__tgEvents?.push({ type, data: JSON.parse(data || '{}') });
      console.info('[dev tg] postEvent', type, data);
    },
  };
  if (!sessionStorage.getItem(TG_LAUNCH_STORAGE_KEY)) {
    const user = JSON.stringify({ id: 424242, first_name: 'Dev', username: 'dev_player' });
    const initData = new URLSearchParams({ user, auth_date: String(Math.floor(Date.now() / 1000)), hash: '0' });
    const launch = new URLSearchParams({
      tgWebAppData: initData.toString(),
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      tgWebAppThemeParams: JSON.stringify(LIGHT_THEME),
    });
    sessionStorage.setItem(TG_LAUNCH_STORAGE_KEY, launch.toString());
  }
}

export function applyDevHost(detected: Platform): Platform {
  const asked = new URLSearchParams(window.location.search).get('host');
  if (asked === 'tg' || asked === 'app' || asked === 'h5') sessionStorage.setItem(DEV_HOST_KEY, asked);
  const chosen = (sessionStorage.getItem(DEV_HOST_KEY) as Platform | null) ?? detected;
  if (chosen === detected && detected !== 'h5') return detected;
  if (chosen === 'tg') fakeTelegramClient();
  if (chosen === 'app') installBridgeDouble({ user: { user_id: '100001', secret_key: '', username: 'Linh Tran' } });
  if (chosen !== 'h5') void import('./dev-panel.tsx').then((panel) => panel.mountDevPanel(chosen));
  return chosen;
}
