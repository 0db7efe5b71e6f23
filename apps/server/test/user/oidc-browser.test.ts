import { ErrorCode } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { type RunningProvider, signInAtProvider, startOidcProvider } from './oidc-provider-server.ts';
import { expectCode, post } from './support.ts';

const ORIGIN = 'http://arcadia.test';
const CALLBACK = `${ORIGIN}/auth/oidc/callback`;

/**
 * The browser's third-party login against a real OpenID Connect provider (oidc-provider) on both databases: the
 * code flow with PKCE for a public and a confidential client, the one-time ticket, refused replays and forgeries,
 * and the failure redirects the page explains.
 */
describe.each(DB_KINDS)('third-party login in the browser (code flow with PKCE) on %s', (kind) => {
  let t: TestApp;
  let idp: RunningProvider;
  beforeAll(async () => {
    idp = await startOidcProvider([CALLBACK]);
    const env = {
      PUBLIC_ORIGIN: ORIGIN,
      OIDC_GOOGLE_ISSUER: idp.issuer,
      OIDC_GOOGLE_CLIENT_ID: idp.publicClient,
      OIDC_APPLE_ISSUER: idp.issuer,
      OIDC_APPLE_CLIENT_ID: idp.secretClient.id,
      OIDC_APPLE_CLIENT_SECRET: idp.secretClient.secret,
    };
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    t = await createTestApp(kind);
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  /** The browser's cookie a start answer sets (name=value). */
  const cookieOf = (start: { headers: Record<string, unknown> }) =>
    String(start.headers['set-cookie'] ?? '').split(';')[0] as string;
  /** start → provider sign-in → callback: answers where the callback sends the page. */
  async function roundTrip(provider: string, login: string, backUrl = '/wallet') {
    const start = await get(`/auth/oidc/${provider}/start?backUrl=${encodeURIComponent(backUrl)}&locale=vi-VN`);
    expect(start.statusCode).toBe(303);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(String(start.headers['set-cookie'])).toMatch(
      /^arcadia_oidc=[A-Za-z0-9_-]{43}; Path=\/auth\/oidc; .*HttpOnly; SameSite=Lax/,
    );
    const back = new URL(await signInAtProvider(authorize.toString(), login, ORIGIN));
    expect(back.pathname).toBe('/auth/oidc/callback');
    const callback = await get(`${back.pathname}${back.search}`, cookieOf(start));
    expect(callback.statusCode).toBe(303);
    return { back, cookie: cookieOf(start), landing: new URL(callback.headers.location as string, ORIGIN) };
  }
  const ticketOf = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('oidc') as string;

  it('signs a new player up through the provider, once per ticket, and the same person in again later', async () => {
    const { back, cookie, landing } = await roundTrip('google', 'mai-oidc');
    expect(landing.pathname).toBe('/vi-VN/user/login-home');
    expect(landing.searchParams.get('backUrl')).toBe('/wallet');
    const ticket = ticketOf(landing);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = expectCode(await post(t, '/user/oidc_ticket_login', { ticket }), 0);
    expect(first).toMatchObject({ is_new: true, username: 'mai-oidc' });
    expect(first.user_secret_key).toMatch(/^[0-9a-f]{64}$/);
    // The ticket is spent, and the provider's code cannot be brought back with its state.
    expect((await post(t, '/user/oidc_ticket_login', { ticket })).json().code).toBe(
      ErrorCode.THIRD_PARTY_TOKEN_INVALID,
    );
    const replay = await get(`${back.pathname}${back.search}`, cookie);
    expect(new URL(replay.headers.location as string, ORIGIN).searchParams.get('oidc_error')).toBe('expired');
    const again = await roundTrip('google', 'mai-oidc');
    const second = expectCode(await post(t, '/user/oidc_ticket_login', { ticket: ticketOf(again.landing) }), 0);
    expect(second).toMatchObject({ is_new: false, user_id: first.user_id });
  });

  it('a confidential client sends its secret; 20 trades of one ticket at once log in once', async () => {
    const { landing } = await roundTrip('apple', 'ana-oidc', '/');
    expect(landing.searchParams.get('backUrl')).toBeNull();
    const ticket = ticketOf(landing);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t, '/user/oidc_ticket_login', { ticket })));
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(1);
  });

  it('refuses unknown providers, forged states, denied consent, off-site backUrls and malformed tickets', async () => {
    const unknown = await get('/auth/oidc/facebook/start?locale=en-US');
    expect(new URL(unknown.headers.location as string, ORIGIN).searchParams.get('oidc_error')).toBe('unknown_provider');
    const forged = await get(`/auth/oidc/callback?code=abc&state=${'A'.repeat(43)}`);
    expect(forged.headers.location).toBe('/en-US/user/login-home?oidc_error=expired');
    const start = await get('/auth/oidc/google/start?backUrl=%2F%2Fevil.example&locale=xx');
    const state = new URL(start.headers.location as string).searchParams.get('state') as string;
    const denied = await get(`/auth/oidc/callback?error=access_denied&state=${state}`, cookieOf(start));
    const to = new URL(denied.headers.location as string, ORIGIN);
    expect([to.pathname, to.searchParams.get('oidc_error'), to.searchParams.get('backUrl')]).toEqual([
      '/en-US/user/login-home',
      'denied',
      null,
    ]);
    const bad = await post(t, '/user/oidc_ticket_login', { ticket: 'short' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, ErrorCode.VALIDATION]);
  });

  it('refuses to finish a flow in another browser than the one that started it (login CSRF)', async () => {
    // The attacker starts a flow and signs in at the provider as themself, then sends the callback URL to a victim.
    const start = await get('/auth/oidc/google/start?locale=en-US');
    const authorize = new URL(start.headers.location as string);
    const back = new URL(await signInAtProvider(authorize.toString(), 'attacker-oidc', ORIGIN));
    const victim = await get(`${back.pathname}${back.search}`, 'arcadia_oidc=' + 'V'.repeat(43));
    const to = new URL(victim.headers.location as string, ORIGIN);
    expect(to.searchParams.get('oidc_error')).toBe('expired');
    expect(to.hash).toBe('');
    const noCookie = await get(`${back.pathname}${back.search}`);
    expect(new URL(noCookie.headers.location as string, ORIGIN).searchParams.get('oidc_error')).toBe('expired');
  });
});
