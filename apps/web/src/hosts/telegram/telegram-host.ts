import { splitLocale } from '@arcadia/contract';
import { getLocation, subscribe } from '../../app/router/history.ts';
import { useSession } from '../../session/session-store.ts';
import { registerStartupStep } from '../../session/startup.ts';
import { type Host, localHostStorage, STORE_URL, WEB_VERSION } from '../host.ts';
import { handleHostBack, notifyHostVisible } from '../host-actions.ts';
import { hostText, loadHostText } from '../host-text.ts';
import { reportHostEvent } from '../report.ts';
import { versionAtLeast } from '../version.ts';
import { installReceiver, on, postEvent } from './bridge.ts';
import { requestContact } from './contact.ts';
import { telegramDeviceId } from './device-id.ts';
import { type LaunchParams, readLaunchParams } from './launch-params.ts';
import { applyStartParam, bindPhoneForDialog, bindPhoneOnPage, telegramLogin } from './telegram-flows.ts';
import { installTheme } from './theme.ts';

const BOT_KEY = 'arcadia-tg-bot';

/** The bot hosting this launch: `?bot=` on the menu-button URL (kept for the tab), else the build's default. */
function botName(): string | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get('bot');
  if (fromUrl && /^[A-Za-z0-9_]{3,64}$/.test(fromUrl)) sessionStorage.setItem(BOT_KEY, fromUrl);
  return sessionStorage.getItem(BOT_KEY) ?? import.meta.env.VITE_TG_BOT_NAME ?? undefined;
}

function confirmClose(version: string) {
  if (!versionAtLeast(version, '6.2')) {
    if (window.confirm(hostText('close_confirm.message'))) postEvent('web_app_close');
    return;
  }
  const off = on('popup_closed', (data) => {
    off();
    if (data.button_id === 'close') postEvent('web_app_close');
  });
  postEvent('web_app_open_popup', {
    title: hostText('close_confirm.title'),
    message: hostText('close_confirm.message'),
    buttons: [
      { id: 'close', type: 'destructive', text: hostText('close_confirm.close') },
      { id: 'cancel', type: 'cancel' },
    ],
  });
}

function openLink(url: string) {
  if (/^https:\/\/t\.me\//.test(url))
    postEvent('web_app_open_tg_link', { path_full: url.slice('https://t.me'.length) });
  else postEvent('web_app_open_link', { url });
}

function createHost(launch: LaunchParams, bot: string | undefined): Host {
  const can = new Set(['login', 'backButton', 'share', 'openWebView', 'closeConfirmation', 'storage']);
  if (versionAtLeast(launch.version, '6.9')) can.add('requestContact');
  if (versionAtLeast(launch.version, '9.0')) can.add('deviceId');
  return {
    platform: 'tg',
    appVersion: WEB_VERSION,
    headers: () => ({}),
    can: (capability) => can.has(capability),
    versionAtLeast: (min) => versionAtLeast(WEB_VERSION, min),
    share: async ({ text, url }) => {
      const query = new URLSearchParams({ url: url ?? window.location.origin, text });
      postEvent('web_app_open_tg_link', { path_full: `/share/url?${query}` });
      return true;
    },
    openWebView: async (url) => openLink(url),
    openLink: async (url) => openLink(url),
    openStore: () => openLink(STORE_URL),
    finger: async () => ({ ok: false, messageKey: 'finger_not_support' }),
    pay: async () => {
      throw new Error('pay is not available in Telegram');
    },
    setCloseConfirmation: (enabled) => postEvent('web_app_setup_closing_behavior', { need_confirmation: enabled }),
    requestContact: () => (can.has('requestContact') ? requestContact() : Promise.resolve(undefined)),
    telegramAuth: () => (bot && launch.initData ? { botName: bot, initData: launch.initData } : undefined),
    storage: localHostStorage,
  };
}

const BIND_PHONE_PATH = '/user/bind-phone';
const pathNow = () => splitLocale(getLocation().pathname).rest;

/** The bind-phone dialog (session) and the bind-phone page both bind by contact in Telegram. */
function watchBindPhone(version: string, bot: string | undefined) {
  let wasOpen = useSession.getState().bindPhone.open;
  useSession.subscribe((state) => {
    const open = state.bindPhone.open;
    if (open && !wasOpen) void bindPhoneForDialog(version, bot);
    wasOpen = open;
  });
  let lastPath = '';
  const onRoute = () => {
    const path = pathNow();
    if (path === BIND_PHONE_PATH && lastPath !== BIND_PHONE_PATH) void bindPhoneOnPage(version, bot);
    lastPath = path;
  };
  subscribe(onRoute);
  useSession.subscribe((state, previous) => {
    if (state.hasInit && !previous.hasInit && pathNow() === BIND_PHONE_PATH) void bindPhoneOnPage(version, bot);
  });
  lastPath = pathNow();
}

/** Telegram startup (spec section 4): ready, expand, no vertical swipes (7.7+), back button shown. */
export function startTelegram(): Host {
  const launch = readLaunchParams();
  if (!launch) throw new Error('Telegram launch parameters are missing');
  installReceiver();
  void loadHostText();
  const bot = botName();
  postEvent('web_app_ready');
  postEvent('web_app_expand');
  if (versionAtLeast(launch.version, '7.7')) postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: false });
  postEvent('web_app_setup_back_button', { is_visible: true });
  installTheme(launch.themeParams, versionAtLeast(launch.version, '8.0'));
  on('back_button_pressed', () => handleHostBack(() => confirmClose(launch.version)));
  on('visibility_changed', (data) => data.is_visible !== false && notifyHostVisible());
  watchBindPhone(launch.version, bot);
  registerStartupStep(async function telegramLoginStep() {
    await telegramLogin(launch, bot);
  });
  registerStartupStep(function telegramStartParam() {
    applyStartParam(launch.startParam);
  });
  if (versionAtLeast(launch.version, '9.0'))
    telegramDeviceId(launch.version)
      .then((did) => useSession.setState({ appEnvironment: { ...useSession.getState().appEnvironment, did } }))
      .catch((error: { reason?: string }) =>
        reportHostEvent('tg_device_id_failed', { reason: error.reason ?? 'unknown' }),
      );
  return createHost(launch, bot);
}
