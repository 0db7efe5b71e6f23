import { navigate } from '../app/router/history.ts';
import { getHost } from '../hosts/host.ts';
import { getLocale } from '../i18n/i18n.ts';
import { type BindPhoneResult, useSession } from './session-store.ts';

const BIND_PHONE_POLL_MS = 100;

/**
 * The bind-phone dialog flow (spec section 4). In the messenger mini app it opens the dialog (the overlay
 * renders `bindPhone.open`; the hosts layer requests the contact and calls `closeBindPhoneDialog`), then
 * waits, polling every 100 ms, until it is closed: the chosen result, else 'cancel'.
 * Elsewhere it redirects to the bind-phone page and resolves 'cancel' (the page takes over).
 */
export function openBindPhoneDialog(
  options: { backUrl?: string; from?: string; pollMs?: number } = {},
): Promise<BindPhoneResult> {
  if (getHost().platform !== 'tg') {
    const query = new URLSearchParams();
    if (options.backUrl) query.set('backUrl', options.backUrl);
    if (options.from) query.set('from', options.from);
    const qs = query.toString();
    navigate(`/${getLocale()}/user/bind-phone${qs ? `?${qs}` : ''}`);
    return Promise.resolve('cancel');
  }
  useSession.setState({ bindPhone: { open: true, result: undefined } });
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const { open, result } = useSession.getState().bindPhone;
      if (open) return;
      clearInterval(timer);
      resolve(result ?? 'cancel');
    }, options.pollMs ?? BIND_PHONE_POLL_MS);
  });
}

export function closeBindPhoneDialog(result: BindPhoneResult = 'cancel') {
  useSession.setState({ bindPhone: { open: false, result } });
}
