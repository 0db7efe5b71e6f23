import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectUri, startSocialLink, takeReturnedLink } from './oauth-link.ts';

/** The browser half of linking a network account: the consent URL with its PKCE challenge, and the return. */
afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function started() {
  const assign = vi.fn();
  const real = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...real, assign, origin: real.origin } });
  await startSocialLink(
    'discord',
    'https://discord.example/oauth2/authorize?response_type=code&client_id=c1&scope=identify',
  );
  Object.defineProperty(window, 'location', { configurable: true, value: real });
  return new URL(assign.mock.calls[0]?.[0] as string);
}

describe('linking a network account', () => {
  it('opens the consent page with this page as redirect and the S256 challenge of a kept verifier', async () => {
    const url = await started();
    expect(url.searchParams.get('client_id')).toBe('c1');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri());
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const kept = JSON.parse(sessionStorage.getItem('arcadia-social-link') as string);
    expect(kept.media).toBe('discord');
    expect(kept.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toBe(createHash('sha256').update(kept.verifier).digest('base64url'));
    expect(url.searchParams.get('state')).toBe(kept.state);
  });

  it('takes the code back only with the state it sent, once, and wipes code and state from the address', async () => {
    const url = await started();
    const state = url.searchParams.get('state') as string;
    window.history.replaceState(null, '', `/vi-VN/profile/followTask?tab=1&code=abc&state=${state}`);
    const link = takeReturnedLink(new URLSearchParams(window.location.search));
    expect(link).toMatchObject({ media: 'discord', code: 'abc', state });
    expect(window.location.search).toBe('?tab=1');
    expect(takeReturnedLink(new URLSearchParams(`code=abc&state=${state}`))).toBeUndefined();
    await started();
    expect(takeReturnedLink(new URLSearchParams('code=abc&state=forged'))).toBeUndefined();
    expect(takeReturnedLink(new URLSearchParams('tab=1'))).toBeUndefined();
  });
});
