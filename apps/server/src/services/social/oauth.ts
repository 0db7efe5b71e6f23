import { AppError } from '../../lib/errors.ts';
import { fetchJson, formBody } from '../../lib/outbound.ts';
import type { OAuthProvider } from './config.ts';

/**
 * OAuth 2 authorization-code exchange with PKCE (RFC 6749 section 4.1.3, RFC 7636 section 4.5), then the
 * provider's user id from its userinfo endpoint. The access token is used for that one read and not kept.
 * A refusal by the provider (4xx) answers THIRD_PARTY_TOKEN_INVALID; an outage (5xx, timeout, garbage)
 * PROVIDER_UNAVAILABLE.
 */
export interface LinkedIdentity {
  providerUserId: string;
  username: string;
}

function pick(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function refusedOrDown(provider: string, stage: string, status: number, body: unknown): AppError {
  const error = (body as { error?: unknown } | undefined)?.error;
  const reason = typeof error === 'string' ? error.slice(0, 100) : `http_${status}`;
  if (status >= 400 && status < 500)
    return new AppError('THIRD_PARTY_TOKEN_INVALID', undefined, { provider, stage, reason });
  return new AppError('PROVIDER_UNAVAILABLE', undefined, { provider, stage, status });
}

export async function exchangeCode(
  mediaType: string,
  provider: OAuthProvider,
  input: { code: string; redirect_uri: string; code_verifier: string },
): Promise<LinkedIdentity> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (provider.clientSecret)
    headers.authorization = `Basic ${Buffer.from(
      `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`,
    ).toString('base64')}`;
  const token = await fetchJson(provider.tokenUrl, {
    method: 'POST',
    headers,
    body: formBody({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirect_uri,
      code_verifier: input.code_verifier,
      client_id: provider.clientId,
    }),
  });
  const accessToken = pick(token.json, 'access_token');
  if (!token.ok || typeof accessToken !== 'string' || accessToken.length === 0)
    throw refusedOrDown(mediaType, 'token', token.ok ? 502 : token.status, token.json);

  const info = await fetchJson(provider.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  const id = pick(info.json, provider.idField);
  if (!info.ok || (typeof id !== 'string' && typeof id !== 'number') || String(id).length === 0)
    throw refusedOrDown(mediaType, 'userinfo', info.ok ? 502 : info.status, info.json);
  const name = pick(info.json, provider.nameField);
  return { providerUserId: String(id).slice(0, 128), username: typeof name === 'string' ? name.slice(0, 64) : '' };
}
