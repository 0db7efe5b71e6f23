import { user } from '@arcadia/contract';
import { useEffect, useRef } from 'react';
import { api } from '../../api/client.ts';
import { useMutation, useQueryClient } from '../../app/query/use-query.ts';

/**
 * Linking an X, Discord or YouTube account (OAuth 2 authorization code with PKCE, RFC 7636): the page makes a verifier
 * and a state, keeps them in sessionStorage, and opens the network's consent page with the S256 challenge; the
 * network sends the browser back to this page's address (no locale: one redirect URI to register per network) with
 * `code` and `state`, and the page sends the code and verifier to get_token, which links the account.
 */
const PENDING = 'arcadia-social-link';
export const redirectUri = () => `${window.location.origin}/profile/followTask`;

interface Pending {
  state: string;
  verifier: string;
  media: 'x' | 'discord' | 'youtube';
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

export async function startSocialLink(media: Pending['media'], authorizeUrl: string) {
  const pending: Pending = {
    media,
    state: b64url(crypto.getRandomValues(new Uint8Array(16))),
    verifier: b64url(crypto.getRandomValues(new Uint8Array(32))),
  };
  const challenge = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.verifier)));
  sessionStorage.setItem(PENDING, JSON.stringify(pending));
  const url = new URL(authorizeUrl);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('state', pending.state);
  url.searchParams.set('code_challenge', b64url(challenge));
  url.searchParams.set('code_challenge_method', 'S256');
  window.location.assign(url.toString());
}

/** The link started on this tab whose state the network sent back, once; the code and state leave the URL. */
export function takeReturnedLink(search: URLSearchParams): (Pending & { code: string }) | undefined {
  const code = search.get('code');
  const state = search.get('state');
  if (!code || !state) return undefined;
  const raw = sessionStorage.getItem(PENDING);
  sessionStorage.removeItem(PENDING);
  const rest = new URLSearchParams(search);
  for (const key of ['code', 'state', 'scope', 'iss', 'error', 'error_description']) rest.delete(key);
  const query = rest.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  const pending = raw ? (JSON.parse(raw) as Pending) : undefined;
  return pending?.state === state ? { ...pending, code } : undefined;
}

/** On the follow-task page: finishes a link the network sent back here (get_token), then asks need_authorize again. */
export function useSocialLinkReturn(userId: number) {
  const client = useQueryClient();
  const finish = useMutation({
    mutationKey: ['social', 'link'],
    mutationFn: (link: Pending & { code: string }) =>
      api(
        user.socialGetToken,
        {
          user_id: userId,
          media_type: link.media,
          code: link.code,
          redirect_uri: redirectUri(),
          code_verifier: link.verifier,
        },
        { silent: true },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['social'] }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = takeReturnedLink(new URLSearchParams(window.location.search));
    if (link) finish.mutate(link);
  }, [finish]);
  return finish;
}
