import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { OidcDouble } from './oidc-double.ts';
import { expectCode, get, post } from './support.ts';

const LOGIN = '/user/third_party_regist_or_login';

/** Re-signs nothing: flips one character of the payload segment, so the signature no longer matches. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
  body.sub = 'someone-else';
  return `${header}.${Buffer.from(JSON.stringify(body)).toString('base64url')}.${signature}`;
}

describe.each(DB_KINDS)('third-party login (OpenID Connect) on %s', (kind) => {
  let t: TestApp;
  const idp = new OidcDouble();
  beforeAll(async () => {
    await idp.start();
    const env = { ...idp.env('google'), ...idp.env('apple', true) };
    Object.assign(process.env, env);
    t = await createTestApp(kind);
    for (const key of Object.keys(env)) delete process.env[key];
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await idp.stop();
  });

  it('creates a player at the first RS256 login and logs in to it afterwards', async () => {
    const first = expectCode(
      await post(t, LOGIN, {
        provider: 'google',
        id_token: await idp.token({ subject: 'g-1', email: 'mai@example.com' }),
      }),
      0,
    );
    expect(first).toMatchObject({ is_new: true, username: 'mai' });
    expect(first.user_secret_key).toMatch(/^[0-9a-f]{64}$/);
    const again = expectCode(
      await post(t, LOGIN, { provider: 'google', id_token: await idp.token({ subject: 'g-1' }) }),
      0,
    );
    expect(again).toMatchObject({ is_new: false, user_id: first.user_id });
    const info = expectCode(
      await get(t, '/user/reg_info', { userId: first.user_id, secretKey: again.user_secret_key }),
      0,
    );
    expect(info).toMatchObject({ third_party: ['google'], has_phone: false });
  });

  it('accepts ES256 tokens, and a provider configured by discovery', async () => {
    expectCode(await post(t, LOGIN, { provider: 'google', id_token: await idp.token({ alg: 'ES256' }) }), 0);
    expectCode(await post(t, LOGIN, { provider: 'apple', id_token: await idp.token({ alg: 'ES256' }) }), 0);
  });

  it('logs in through lb_google_login', async () => {
    const data = expectCode(
      await post(t, '/user/lb_google_login', { id_token: await idp.token({ subject: 'g-2' }) }),
      0,
    );
    expect(data.is_new).toBe(true);
  });

  it.each([
    ['a tampered payload', async () => tamper(await idp.token())],
    ['an expired token', () => idp.token({ expiresIn: -120 })],
    ['another audience', () => idp.token({ audience: 'someone-elses-client' })],
    ['another issuer', () => idp.token({ issuer: 'https://evil.example.com' })],
    ['a key the provider never published', () => idp.token({ rogueKey: true })],
    ['an ES256 token by a rogue key', () => idp.token({ alg: 'ES256', rogueKey: true })],
    [
      'an unsigned token (alg none)',
      async () => {
        const [, payload] = (await idp.token()).split('.');
        return `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      },
    ],
  ])('refuses %s (2107)', async (_name, makeToken) => {
    const data = expectCode(await post(t, LOGIN, { provider: 'google', id_token: await makeToken() }), 2107);
    expect(data.reason).toEqual(expect.any(String));
  });

  it('checks the nonce when the client sent one', async () => {
    expectCode(
      await post(t, LOGIN, { provider: 'google', nonce: 'n-1', id_token: await idp.token({ nonce: 'n-2' }) }),
      2107,
    );
    expectCode(
      await post(t, LOGIN, { provider: 'google', nonce: 'n-1', id_token: await idp.token({ nonce: 'n-1' }) }),
      0,
    );
  });

  it('refuses the same id token twice', async () => {
    const token = await idp.token();
    expectCode(await post(t, LOGIN, { provider: 'google', id_token: token }), 0);
    expect(expectCode(await post(t, LOGIN, { provider: 'google', id_token: token }), 2107)).toEqual({
      reason: 'token already used',
    });
  });

  it('answers 2109 for a provider that is not configured', async () => {
    expectCode(await post(t, LOGIN, { provider: 'facebook', id_token: await idp.token() }), 2109);
  });

  it.each([
    ['provider missing', { id_token: 'x'.repeat(30) }, 'provider'],
    ['provider unknown', { provider: 'myspace', id_token: 'x'.repeat(30) }, 'provider'],
    ['token missing', { provider: 'google' }, 'id_token'],
    ['token too short', { provider: 'google', id_token: 'abc' }, 'id_token'],
    ['nonce too long', { provider: 'google', id_token: 'x'.repeat(30), nonce: 'n'.repeat(129) }, 'nonce'],
  ])('third_party_regist_or_login refuses %s', async (_name, body, field) => {
    expect(Object.keys(expectCode(await post(t, LOGIN, body), 4000, 400))).toEqual([field]);
  });

  it('binds a provider to a player, lists it, and refuses the same identity for another player (2108)', async () => {
    const linh = { userId: 100001 };
    const bound = await post(
      t,
      '/user/third_party_bind',
      { provider: 'apple', id_token: await idp.token({ subject: 'a-1', email: 'linh@example.com' }) },
      linh,
    );
    expect(expectCode(bound, 0)).toEqual({ provider: 'apple', email: 'linh@example.com' });
    const list = expectCode(await post(t, '/user/third_party_regbind_info_list', {}, linh), 0);
    expect(list.list).toContainEqual(
      expect.objectContaining({ provider: 'apple', bound: true, email: 'linh@example.com' }),
    );
    expect(list.list).toContainEqual({ provider: 'google', bound: false, email: '', bound_at: 0 });
    const budi = await post(
      t,
      '/user/third_party_bind',
      { provider: 'apple', id_token: await idp.token({ subject: 'a-1' }) },
      { userId: 100002 },
    );
    expectCode(budi, 2108);
    // and logging in with that identity reaches Linh
    const login = expectCode(
      await post(t, LOGIN, { provider: 'apple', id_token: await idp.token({ subject: 'a-1' }) }),
      0,
    );
    expect(login.user_id).toBe(100001);
  });

  it('needs a session to bind or list (1004)', async () => {
    expectCode(await post(t, '/user/third_party_bind', { provider: 'google', id_token: await idp.token() }), 1004);
    expectCode(await post(t, '/user/third_party_regbind_info_list', {}), 1004);
  });

  it('lists configured providers in app_global_config', async () => {
    const data = expectCode(await post(t, '/api/app_global_config', {}), 0);
    expect(data.third_party_providers.sort()).toEqual(['apple', 'google']);
  });
});
