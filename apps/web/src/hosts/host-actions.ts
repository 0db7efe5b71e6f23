import { splitLocale } from '@arcadia/contract';
import { back, navigate } from '../app/router/history.ts';
import { localeHref } from '../app/router/navigation.ts';
import { getLocale } from '../i18n/i18n.ts';
import { showToast } from '../ui/toast.tsx';
import { backAction } from './back-map.ts';
import { getHost, type ShareInput } from './host.ts';
import { hostText } from './host-text.ts';

/** The host's back button (Telegram or native): the map of spec section 2; `confirmClose` asks the host. */
export function handleHostBack(confirmClose: () => void) {
  const { rest } = splitLocale(window.location.pathname);
  const action = backAction(rest || '/');
  if (action.kind === 'confirmClose') confirmClose();
  else if (action.kind === 'navigate') navigate(localeHref(action.to, getLocale()));
  else back();
}

/** Sharing with empty text warns 'Share failed, text is empty' (spec section 5). */
export async function shareFromHost(input: ShareInput): Promise<boolean> {
  if (!input.text.trim()) {
    showToast(hostText('share_empty'), { type: 'warning' });
    return false;
  }
  return getHost().share(input);
}

/** The host resumed or became visible: the same refetch the page's own visibility change triggers. */
export function notifyHostVisible() {
  document.dispatchEvent(new Event('visibilitychange'));
}
