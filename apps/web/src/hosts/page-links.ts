import { navigate } from '../app/router/history.ts';
import { localeHref } from '../app/router/navigation.ts';
import { getLocale } from '../i18n/i18n.ts';

export const SHARE_UID_KEY = 'share_uid';

/** A share_uid query parameter goes to session storage (spec section 2). */
export function captureShareUid(search = window.location.search) {
  const uid = new URLSearchParams(search).get(SHARE_UID_KEY);
  if (uid && /^[A-Za-z0-9_-]{1,64}$/.test(uid)) sessionStorage.setItem(SHARE_UID_KEY, uid);
}

/** The router a same-origin pageSwitch message asks for, or undefined. */
export function pageSwitchTarget(
  message: { origin: string; data: unknown },
  ownOrigin: string,
  pathname: string,
): string | undefined {
  if (message.origin !== ownOrigin || !pathname.includes('tiger')) return undefined;
  let data = message.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const { event, data: payload } = (data ?? {}) as { event?: unknown; data?: { router?: unknown } };
  const router = payload?.router;
  if (event !== 'pageSwitch' || typeof router !== 'string' || !router.startsWith('/') || router.startsWith('//'))
    return undefined;
  return router;
}

/** Pages whose path contains 'tiger' follow pageSwitch messages (the slot game's frames), same origin only. */
export function installPageSwitch() {
  window.addEventListener('message', (event) => {
    const router = pageSwitchTarget(event, window.location.origin, window.location.pathname);
    if (router) navigate(localeHref(router, getLocale()));
  });
}
