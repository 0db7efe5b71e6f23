import { isLocale, splitLocale, tg } from '@arcadia/contract';
import { decodeStartParam } from '@arcadia/contract/calls/tg/start-param';
import { api } from '../../api/client.ts';
import { navigate } from '../../app/router/history.ts';
import { localeHref } from '../../app/router/navigation.ts';
import { getLocale, setLocale } from '../../i18n/i18n.ts';
import { closeBindPhoneDialog } from '../../session/bind-phone-dialog.ts';
import { isSubBrandPath } from '../../session/config.ts';
import { login } from '../../session/login.ts';
import { useSession } from '../../session/session-store.ts';
import { reportHostEvent, truncateMessage } from '../report.ts';
import { setStartDialog } from '../start-dialog.ts';
import { TG_CONTACT_MIN_VERSION, versionAtLeast } from '../version.ts';
import { requestContact } from './contact.ts';
import type { LaunchParams } from './launch-params.ts';

const LOGIN_PATHS = ['/', '/win', '/inbet'];
const LOGIN_DONE_KEY = 'arcadia-tg-login';
const START_DONE_KEY = 'arcadia-tg-start';

function currentPath(): string {
  return splitLocale(window.location.pathname).rest || '/';
}

/** initData is single-use on the server (replays are refused): one login per launch in this tab. */
function loginMarker(initData: string): string {
  let hash = 0;
  for (let i = 0; i < initData.length; i++) hash = (hash * 31 + initData.charCodeAt(i)) | 0;
  return String(hash);
}

/** On home, /win or /inbet (not sub-brand pages), with init data and a bot name: the messenger login. */
export async function telegramLogin(launch: LaunchParams, botName: string | undefined) {
  const path = currentPath().replace(/\/+$/, '') || '/';
  if (!LOGIN_PATHS.includes(path) || isSubBrandPath(path)) return;
  if (!launch.initData || !botName) return;
  const marker = loginMarker(launch.initData);
  if (sessionStorage.getItem(LOGIN_DONE_KEY) === marker && useSession.getState().hasLogin) return;
  try {
    const answer = await api(
      tg.registerOrLogin,
      { bot_name: botName, init_data: launch.initData, start_param: launch.startParam || undefined },
      { silent: true },
    );
    login({
      userId: answer.user_id,
      secretKey: answer.user_secret_key,
      username: answer.username,
      userLogin: answer.user_login,
    });
    sessionStorage.setItem(LOGIN_DONE_KEY, marker);
  } catch (error) {
    reportHostEvent('tg_login_failed', { message: truncateMessage(error) });
  }
}

/** The start parameter's language, path and dialog, applied once per launch. */
export function applyStartParam(raw: string) {
  if (!raw || sessionStorage.getItem(START_DONE_KEY) === raw) return;
  sessionStorage.setItem(START_DONE_KEY, raw);
  const start = decodeStartParam(raw);
  if (!start) return;
  if (start.dialog) setStartDialog(start.dialog, start.from);
  const locale = isLocale(start.language) ? start.language : getLocale();
  if (locale !== getLocale()) setLocale(locale);
  if (start.path) navigate(localeHref(start.path, locale), { replace: true });
  else if (locale !== splitLocale(window.location.pathname).locale)
    navigate(localeHref(`${currentPath()}${window.location.search}`, locale), { replace: true });
}

export type ContactBinding = 'success' | 'cancel' | 'unsupported';

/**
 * Phone binding in Telegram (spec section 4): request the contact (6.9+), send it to /tg/auth_contact with the
 * bot name, then update the user's phone number and momo list. Without a bot name it reports and gives up.
 */
async function bindPhoneByContact(version: string, botName: string | undefined): Promise<ContactBinding> {
  if (!botName) {
    reportHostEvent('tg_bind_phone_failed', { reason: 'no_bot_name' });
    return 'cancel';
  }
  if (!versionAtLeast(version, TG_CONTACT_MIN_VERSION)) return 'unsupported';
  try {
    const data = await requestContact();
    if (!data) return 'cancel';
    const bound = await api(tg.authContact, { bot_name: botName, data });
    const { userInfo, userId } = useSession.getState();
    useSession.setState({
      userInfo: {
        ...(userInfo ?? { user_id: userId }),
        phone_number: bound.phone_number,
        momo_account_list: bound.momo_account_list,
      },
    });
    return 'success';
  } catch (error) {
    reportHostEvent('tg_bind_phone_failed', { message: truncateMessage(error) });
    return 'cancel';
  }
}

/** The session's bind-phone dialog: closes with the binding's result; too old a client goes to the page. */
export async function bindPhoneForDialog(version: string, botName: string | undefined) {
  const result = await bindPhoneByContact(version, botName);
  closeBindPhoneDialog(result === 'success' ? 'success' : 'cancel');
  if (result === 'unsupported') navigate(localeHref('/user/bind-phone', getLocale()));
}

/** Landing on the bind-phone page inside Telegram asks for the contact first; success returns to backUrl. */
export async function bindPhoneOnPage(version: string, botName: string | undefined) {
  if (!useSession.getState().hasLogin) return;
  const backUrl = new URLSearchParams(window.location.search).get('backUrl');
  const result = await bindPhoneByContact(version, botName);
  if (result !== 'success') return;
  const safeBack = backUrl?.startsWith('/') && !backUrl.startsWith('//') ? backUrl : '/';
  navigate(localeHref(safeBack, getLocale()), { replace: true });
}
