import { user } from '@arcadia/contract';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { login } from '../../session/login.ts';

/** Why the server's callback sent the page back without a login (`?oidc_error=`), as the page explains it. */
export const OIDC_ERRORS = ['expired', 'denied', 'refused', 'unavailable', 'unknown_provider', 'busy'] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];
const TICKET_FRAGMENT = /^#oidc=([A-Za-z0-9_-]{43})$/;

/**
 * Third-party login in the browser: the server runs the provider's code flow with PKCE (docs/api.md). A tap goes to
 * its start URL with where to come back; the provider's answer brings the page back to login-home with a one-time
 * ticket in the fragment (never sent to any server by the browser), which is traded here for the session.
 */
export function startOidcLogin(provider: string, backUrl: string | null, locale: string) {
  const query = new URLSearchParams({ locale });
  if (backUrl) query.set('backUrl', backUrl);
  window.location.assign(`/auth/oidc/${encodeURIComponent(provider)}/start?${query}`);
}

/** Trades a returned ticket for the session (once), and answers what went wrong when the flow failed. */
export function useOidcReturn(): { pending: boolean; error: OidcError | undefined } {
  const started = useRef(false);
  const [pending, setPending] = useState(() => TICKET_FRAGMENT.test(window.location.hash));
  const [error, setError] = useState<OidcError | undefined>(() => {
    const raw = new URLSearchParams(window.location.search).get('oidc_error');
    return OIDC_ERRORS.find((e) => e === raw) ?? (raw ? 'refused' : undefined);
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = TICKET_FRAGMENT.exec(window.location.hash)?.[1];
    const query = new URLSearchParams(window.location.search);
    query.delete('oidc_error');
    const rest = query.toString();
    // The ticket and the error leave the address bar at once (history, screenshots, a shared link).
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    if (!ticket) return;
    api(user.oidcTicketLogin, { ticket }, { silent: true })
      .then((answer) =>
        login({
          userId: answer.user_id,
          secretKey: answer.user_secret_key,
          username: answer.username,
          userLogin: answer.user_login,
        }),
      )
      .catch(() => setError('expired'))
      .finally(() => setPending(false));
  }, []);
  return { pending, error };
}
