import { ErrorCode } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config-schema.ts';
import { socialAccounts, socialFollows } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf as ledgerBalance } from '../../src/ledger/ledger.ts';
import { loadSocialConfig, parseChannels, parseProviders } from '../../src/services/social/config.ts';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers.ts';
import { BOT_NAME, BOT_TOKEN, makeInitData, OTHER_BOT, OTHER_TOKEN, tamper, useTgEnv } from '../tg/tg-fixtures.ts';
import { type CallOptions, expectCode, newPlayer, post } from '../user/support.ts';
import { BotApiDouble, newVerifier, OAuthDouble } from './doubles.ts';

useTgEnv();
const API = '/api/social_media';
const REDIRECT = 'https://arcadia.example/profile/followTask';

describe.each(DB_KINDS)('social-media calls on %s', (kind) => {
  let t: TestApp;
  const oauth = new OAuthDouble();
  const botApi = new BotApiDouble([BOT_TOKEN, OTHER_TOKEN]);
  type Player = Awaited<ReturnType<typeof newPlayer>>;
  const as = (p: Player): CallOptions => ({ userId: p.userId, secretKey: p.secretKey });

  beforeAll(async () => {
    await oauth.start();
    await botApi.start();
    botApi.chats.add('@arcadia_news').add('-1001234').add('@private_chat');
    const provider = {
      client_id: oauth.clientId,
      client_secret: oauth.clientSecret,
      token_url: `${oauth.base}/token`,
      userinfo_url: `${oauth.base}/userinfo`,
      id_field: 'data.id',
      name_field: 'data.username',
    };
    const env = {
      SOCIAL_PROVIDERS: JSON.stringify({ x: provider, discord: { ...provider, id_field: 'data.id' } }),
      SOCIAL_FOLLOW_LIST: JSON.stringify([
        {
          id: 'tg_news',
          media_type: 'telegram',
          name: 'News',
          url: 'https://t.me/arcadia_news',
          chat_id: '@arcadia_news',
          reward: '100',
        },
        {
          id: 'tg_group',
          media_type: 'telegram',
          name: 'Group',
          url: 'https://t.me/+abc',
          chat_id: '-1001234',
          bot_name: OTHER_BOT,
          reward: 20,
          coin: 'USDT',
        },
        {
          id: 'tg_gone',
          media_type: 'telegram',
          name: 'Gone',
          url: 'https://t.me/gone',
          chat_id: '@gone',
          reward: '1',
        },
        {
          id: 'tg_broken',
          media_type: 'telegram',
          name: 'Broken',
          url: 'https://t.me/broken',
          chat_id: '@broken',
          reward: '1',
        },
        { id: 'x_main', media_type: 'x', name: '@arcadia', url: 'https://x.com/arcadia', reward: '50' },
        { id: 'yt_main', media_type: 'youtube', name: 'YouTube', url: 'https://youtube.com/@arcadia', reward: '50' },
      ]),
      TG_API_BASE: botApi.base,
    };
    Object.assign(process.env, env);
    t = await createTestApp(kind);
    for (const key of Object.keys(env)) delete process.env[key];
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await oauth.stop();
    await botApi.stop();
  });

  const linkX = async (p: Player, providerId: string, media: 'x' | 'discord' = 'x') => {
    const verifier = newVerifier();
    const code = oauth.issueCode(verifier, REDIRECT, providerId);
    return post(
      t,
      `${API}/get_token`,
      { user_id: p.userId, media_type: media, code, redirect_uri: REDIRECT, code_verifier: verifier },
      as(p),
    );
  };
  const tgLogin = async (tgUserId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/svc/tg/tg/register_or_login',
      payload: { bot_name: BOT_NAME, init_data: makeInitData({ tgUserId }) },
    });
    const data = res.json().data;
    return { userId: data.user_id as number, secretKey: data.user_secret_key as string, phone: '' };
  };

  it('lists the configured channels to visitors and players', async () => {
    const list = expectCode(await post(t, `${API}/get_follow_list`, {}), 0).list;
    expect(list.map((c: { id: string }) => c.id)).toEqual([
      'tg_news',
      'tg_group',
      'tg_gone',
      'tg_broken',
      'x_main',
      'yt_main',
    ]);
    expect(list[1]).toEqual({
      id: 'tg_group',
      media_type: 'telegram',
      name: 'Group',
      url: 'https://t.me/+abc',
      reward: '20',
      coin: 'USDT',
    });
    expect(JSON.stringify(list)).not.toContain('chat_id');
  });

  it('refuses every player call without a valid session', async () => {
    const bodies: Record<string, object> = {
      get_token: { user_id: 100001, media_type: 'x', code: 'c', redirect_uri: REDIRECT, code_verifier: newVerifier() },
      'telegram/report_client_auth_info': { bot_name: BOT_NAME, init_data: makeInitData() },
      need_authorize: {},
      get_following: {},
      check_follow_status: { id: 'tg_news' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      expectCode(await post(t, `${API}/${path}`, body), ErrorCode.SESSION_INVALID);
      expectCode(
        await post(t, `${API}/${path}`, body, { userId: 100001, secretKey: 'e'.repeat(64) }),
        ErrorCode.SESSION_INVALID,
      );
    }
  });

  it('links an X account by code + PKCE verifier, then counts the X channel as followed', async () => {
    const p = await newPlayer(t);
    const before = expectCode(await post(t, `${API}/need_authorize`, { media_type: 'x' }, as(p)), 0);
    expect(before).toEqual({
      need_authorize: true,
      accounts: [{ media_type: 'x', linked: false, username: '', configured: true, authorize_url: expect.any(String) }],
    });
    // The consent page the browser opens: X's by default, with our client id and scope.
    const consent = new URL(before.accounts[0].authorize_url);
    expect(consent.origin + consent.pathname).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      response_type: 'code',
      client_id: oauth.clientId,
      scope: 'users.read tweet.read follows.read',
    });
    expectCode(await post(t, `${API}/check_follow_status`, { id: 'x_main' }, as(p)), ErrorCode.SOCIAL_NOT_LINKED);
    const linked = expectCode(await linkX(p, 'x-1001'), 0);
    expect(linked).toEqual({ media_type: 'x', provider_user_id: 'x-1001', username: 'userx-1001' });
    const sent = oauth.tokenRequests.at(-1);
    expect(sent?.get('grant_type')).toBe('authorization_code');
    expect(sent?.get('redirect_uri')).toBe(REDIRECT);
    const after = expectCode(await post(t, `${API}/need_authorize`, { media_type: 'x' }, as(p)), 0);
    expect(after.need_authorize).toBe(false);
    const check = expectCode(await post(t, `${API}/check_follow_status`, { id: 'x_main' }, as(p)), 0);
    expect(check).toMatchObject({ id: 'x_main', status: 'following', method: 'linked' });
    const rows = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, p.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/access|token/i);
    // Relinking replaces the account of that media type.
    expectCode(await linkX(p, 'x-1002'), 0);
    const relinked = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, p.userId));
    expect(relinked.map((r) => r.providerUserId)).toEqual(['x-1002']);
  });

  it('refuses a wrong verifier, a spent code, a foreign redirect_uri and an account of another player', async () => {
    const p = await newPlayer(t);
    const verifier = newVerifier();
    const code = oauth.issueCode(verifier, REDIRECT, 'x-2001');
    const base = { user_id: p.userId, media_type: 'x', code, redirect_uri: REDIRECT };
    const wrong = await post(t, `${API}/get_token`, { ...base, code_verifier: newVerifier() }, as(p));
    expect(expectCode(wrong, ErrorCode.THIRD_PARTY_TOKEN_INVALID)).toMatchObject({
      reason: 'invalid_grant',
      stage: 'token',
    });
    // The double spent the code on the failed attempt, like a provider that burns a code on a bad exchange.
    expectCode(
      await post(t, `${API}/get_token`, { ...base, code_verifier: verifier }, as(p)),
      ErrorCode.THIRD_PARTY_TOKEN_INVALID,
    );
    const code2 = oauth.issueCode(verifier, REDIRECT, 'x-2001');
    const elsewhere = { ...base, code: code2, redirect_uri: 'https://evil.example/cb', code_verifier: verifier };
    expectCode(await post(t, `${API}/get_token`, elsewhere, as(p)), ErrorCode.THIRD_PARTY_TOKEN_INVALID);
    const owner = await newPlayer(t);
    expectCode(await linkX(owner, 'x-2002'), 0);
    expectCode(await linkX(p, 'x-2002'), ErrorCode.THIRD_PARTY_ALREADY_BOUND);
    // Other media types are independent: the same id on discord is another account.
    expectCode(await linkX(p, 'x-2002', 'discord'), 0);
  });

  it('turns provider outages into clean envelope errors', async () => {
    const p = await newPlayer(t);
    oauth.failNext.token = 500;
    expect(expectCode(await linkX(p, 'x-3001'), ErrorCode.PROVIDER_UNAVAILABLE)).toMatchObject({
      stage: 'token',
      status: 500,
    });
    oauth.failNext.token = 400;
    expect(expectCode(await linkX(p, 'x-3001'), ErrorCode.THIRD_PARTY_TOKEN_INVALID)).toMatchObject({ stage: 'token' });
    oauth.failNext.userinfo = 503;
    expect(expectCode(await linkX(p, 'x-3001'), ErrorCode.PROVIDER_UNAVAILABLE)).toMatchObject({
      stage: 'userinfo',
      status: 503,
    });
    oauth.failNext.userinfo = 401;
    expect(expectCode(await linkX(p, 'x-3001'), ErrorCode.THIRD_PARTY_TOKEN_INVALID)).toMatchObject({
      stage: 'userinfo',
    });
    const unconfigured = {
      user_id: p.userId,
      media_type: 'youtube',
      code: 'abc',
      redirect_uri: REDIRECT,
      code_verifier: newVerifier(),
    };
    expectCode(await post(t, `${API}/get_token`, unconfigured, as(p)), ErrorCode.PROVIDER_NOT_CONFIGURED);
    const rows = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, p.userId));
    expect(rows).toEqual([]);
  });

  it('answers each wrong get_token field with a field error', async () => {
    const p = await newPlayer(t);
    const good = {
      user_id: p.userId,
      media_type: 'x',
      code: 'abc',
      redirect_uri: REDIRECT,
      code_verifier: newVerifier(),
    };
    const cases: [string, unknown][] = [
      ['user_id', 'me'],
      ['media_type', 'myspace'],
      ['media_type', 'telegram'],
      ['code', ''],
      ['code', 'has space'],
      ['redirect_uri', 'ftp://x'],
      ['code_verifier', 'short'],
      ['code_verifier', `${'a'.repeat(43)}!`],
    ];
    for (const [field, value] of cases) {
      const data = expectCode(
        await post(t, `${API}/get_token`, { ...good, [field]: value }, as(p)),
        ErrorCode.VALIDATION,
        400,
      );
      expect(Object.keys(data), `${field}=${String(value)}`).toEqual([field]);
    }
    const other = await post(t, `${API}/get_token`, { ...good, user_id: p.userId + 1 }, as(p));
    expect(expectCode(other, ErrorCode.VALIDATION, 400)).toEqual({ user_id: ['must be the logged-in user'] });
  });

  it("links Telegram from the mini app's initData, once per initData, never someone else's account", async () => {
    const p = await newPlayer(t);
    const report = (initData: string, bot = BOT_NAME, who = p) =>
      post(t, `${API}/telegram/report_client_auth_info`, { bot_name: bot, init_data: initData }, as(who));
    expect(
      expectCode(await post(t, `${API}/need_authorize`, { media_type: 'telegram' }, as(p)), 0).need_authorize,
    ).toBe(true);
    const initData = makeInitData({ tgUserId: 770001 });
    const tampered = tamper(initData, 'user', JSON.stringify({ id: 770099, first_name: 'X' }));
    expect(expectCode(await report(tampered), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'bad_hash' });
    const stale = makeInitData({ tgUserId: 770001, authDate: Math.floor(Date.now() / 1000) - 7200 });
    expect(expectCode(await report(stale), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'stale' });
    expect(expectCode(await report(initData, OTHER_BOT), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({
      reason: 'bad_hash',
    });
    expectCode(await report(initData, 'nobody_bot'), ErrorCode.TG_BOT_UNKNOWN);
    expect(expectCode(await report(initData), 0)).toEqual({ tg_user_id: 770001, username: 'minhp' });
    expect(expectCode(await report(initData), ErrorCode.TG_INIT_DATA_INVALID)).toEqual({ reason: 'replayed' });
    expect(
      expectCode(await post(t, `${API}/need_authorize`, { media_type: 'telegram' }, as(p)), 0).accounts[0],
    ).toEqual({
      media_type: 'telegram',
      linked: true,
      username: 'minhp',
      configured: true,
      authorize_url: '',
    });
    // Another player cannot take this Telegram account, nor one that logs in through Telegram.
    const q = await newPlayer(t);
    expectCode(await report(makeInitData({ tgUserId: 770001 }), BOT_NAME, q), ErrorCode.THIRD_PARTY_ALREADY_BOUND);
    await tgLogin(770002);
    expectCode(await report(makeInitData({ tgUserId: 770002 }), BOT_NAME, q), ErrorCode.THIRD_PARTY_ALREADY_BOUND);
    // The launch's initData that logged in can still link once (the login and the link spend it separately).
    const launch = makeInitData({ tgUserId: 770003 });
    const r = await t.app.inject({
      method: 'POST',
      url: '/svc/tg/tg/register_or_login',
      payload: { bot_name: BOT_NAME, init_data: launch },
    });
    const tgPlayer = { userId: r.json().data.user_id, secretKey: r.json().data.user_secret_key, phone: '' };
    expectCode(await report(launch, BOT_NAME, tgPlayer), 0);
    const bad = await post(t, `${API}/telegram/report_client_auth_info`, { bot_name: '', init_data: 7 }, as(p));
    expect(Object.keys(expectCode(bad, ErrorCode.VALIDATION, 400)).sort()).toEqual(['bot_name', 'init_data']);
  });

  it('checks Telegram membership with getChatMember through the configured bot, and stores the result', async () => {
    const p = await tgLogin(770010); // Telegram login: linked without a report.
    const need = expectCode(await post(t, `${API}/need_authorize`, {}, as(p)), 0);
    expect(need.accounts.map((a: { media_type: string; linked: boolean }) => [a.media_type, a.linked])).toEqual([
      ['telegram', true],
      ['x', false],
      ['youtube', false],
    ]);
    expect(need.need_authorize).toBe(true);
    const following = async () =>
      Object.fromEntries(
        expectCode(await post(t, `${API}/get_following`, {}, as(p)), 0).list.map(
          (f: { id: string; status: string }) => [f.id, f.status],
        ),
      );
    expect(await following()).toEqual({
      tg_news: 'unchecked',
      tg_group: 'unchecked',
      tg_gone: 'unchecked',
      tg_broken: 'unchecked',
      x_main: 'unchecked',
      yt_main: 'unchecked',
    });
    const check = (id: string) => post(t, `${API}/check_follow_status`, { id }, as(p));
    expect(expectCode(await check('tg_news'), 0)).toMatchObject({ status: 'not_following', method: 'telegram' });
    botApi.members.set('@arcadia_news:770010', 'member');
    botApi.members.set('-1001234:770010', 'restricted');
    const ok = expectCode(await check('tg_news'), 0);
    expect(ok).toMatchObject({ id: 'tg_news', status: 'following', method: 'telegram' });
    expect(ok.checked_at).toBeGreaterThan(0);
    expect(botApi.calls.at(-1)).toEqual({ token: BOT_TOKEN, chatId: '@arcadia_news', userId: '770010' });
    // restricted without is_member: not a member; the group is checked with its own bot.
    expect(expectCode(await check('tg_group'), 0)).toMatchObject({ status: 'not_following' });
    expect(botApi.calls.at(-1)?.token).toBe(OTHER_TOKEN);
    expect(await following()).toMatchObject({ tg_news: 'following', tg_group: 'not_following', x_main: 'unchecked' });
    const rows = await t.database.db.select().from(socialFollows).where(eq(socialFollows.userId, p.userId));
    expect(rows).toHaveLength(2);
    // Leaving is seen at the next check.
    botApi.members.set('@arcadia_news:770010', 'kicked');
    expect(expectCode(await check('tg_news'), 0)).toMatchObject({ status: 'not_following' });
    // "user not found" from the Bot API means not a member.
    botApi.unknownUsers.add(770010);
    expect(expectCode(await check('tg_news'), 0)).toMatchObject({ status: 'not_following' });
    botApi.unknownUsers.delete(770010);
  });

  it('answers Bot API errors and missing links with envelope errors, and bad ids with field errors', async () => {
    const p = await tgLogin(770020);
    const check = (id: unknown, who: CallOptions = as(p)) => post(t, `${API}/check_follow_status`, { id }, who);
    expect(expectCode(await check('tg_gone'), ErrorCode.PROVIDER_UNAVAILABLE)).toMatchObject({
      provider: 'telegram',
      status: 400,
      description: 'Bad Request: chat not found',
    });
    expect(expectCode(await check('tg_broken'), ErrorCode.PROVIDER_UNAVAILABLE)).toMatchObject({ status: 500 });
    expect(JSON.stringify((await check('tg_broken')).json())).not.toContain(BOT_TOKEN);
    expectCode(await check('yt_main'), ErrorCode.SOCIAL_NOT_LINKED);
    const phonePlayer = await newPlayer(t);
    expect(expectCode(await check('tg_news', as(phonePlayer)), ErrorCode.SOCIAL_NOT_LINKED)).toEqual({
      media_type: 'telegram',
    });
    expect(expectCode(await check('nope'), ErrorCode.VALIDATION, 400)).toEqual({ id: ['unknown channel'] });
    for (const bad of ['', 'UPPER', 'a'.repeat(65), 5])
      expect(Object.keys(expectCode(await check(bad), ErrorCode.VALIDATION, 400))).toEqual(['id']);
    const needBad = await post(t, `${API}/need_authorize`, { media_type: 'myspace' }, as(p));
    expect(Object.keys(expectCode(needBad, ErrorCode.VALIDATION, 400))).toEqual(['media_type']);
    const rows = await t.database.db.select().from(socialFollows).where(eq(socialFollows.userId, p.userId));
    expect(rows).toEqual([]);
  });

  it('pays a channel reward once, at the first check that finds the player following, even when checks race', async () => {
    const p = await tgLogin(770030);
    const check = (id: string) => post(t, `${API}/check_follow_status`, { id }, as(p));
    const wh = () => ledgerBalance(t.app.db, { userId: p.userId }, 'WH');
    const before = await wh();
    expect(expectCode(await check('tg_news'), 0)).toMatchObject({ status: 'not_following', rewarded: false });
    expect(await wh()).toBe(before);

    botApi.members.set('@arcadia_news:770030', 'member');
    const answers = await Promise.all(Array.from({ length: 8 }, () => check('tg_news')));
    for (const answer of answers) expect(expectCode(answer, 0)).toMatchObject({ status: 'following', rewarded: true });
    expect(await wh()).toBe(before + 100n * 10n ** 4n); // WH has 4 decimals: exactly one 100 WH reward
    expect(expectCode(await check('tg_news'), 0)).toMatchObject({ rewarded: true });
    expect(await wh()).toBe(before + 100n * 10n ** 4n);

    // Leaving and coming back does not pay again; the list says which rewards were paid.
    botApi.members.set('@arcadia_news:770030', 'left');
    expect(expectCode(await check('tg_news'), 0)).toMatchObject({ status: 'not_following', rewarded: true });
    const list = expectCode(await post(t, `${API}/get_following`, {}, as(p)), 0).list;
    expect(list.find((f: { id: string }) => f.id === 'tg_news').rewarded).toBe(true);
    expect(list.find((f: { id: string }) => f.id === 'tg_group').rewarded).toBe(false);
    expect((await checkLedger(t.app.db)).problems).toEqual([]);
  });

  it('refuses a bad configuration at startup with a message naming the field', () => {
    expect(() => parseChannels('{"id":1}')).toThrow(/JSON array/);
    expect(() => parseChannels('[{"id":"a","media_type":"telegram","url":"https://t.me/a"}]')).toThrow(/chat_id/);
    expect(() => parseChannels('[{"id":"A b","media_type":"x","url":"https://x.com"}]')).toThrow(/id must match/);
    expect(() => parseChannels('[{"id":"a","media_type":"x","url":"http://x.com"}]')).toThrow(/https/);
    expect(() => parseProviders('{"myspace":{"client_id":"c"}}')).toThrow(/unknown media type/);
    expect(() => parseProviders('{"x":{}}')).toThrow(/client_id/);
    expect(parseProviders('{"discord":{"client_id":"c"}}').get('discord')?.tokenUrl).toBe(
      'https://discord.com/api/oauth2/token',
    );
    const settings = (env: Record<string, string>) => parseSettings(env).settings;
    expect(loadSocialConfig(settings({}), true).channels.length).toBeGreaterThan(0);
    expect(loadSocialConfig(settings({}), false).channels).toEqual([]);
    expect(loadSocialConfig(settings({ SOCIAL_FOLLOW_LIST: '[]' }), true).channels).toEqual([]);
  });
});
