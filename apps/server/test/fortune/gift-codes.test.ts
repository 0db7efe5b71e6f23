import { ErrorCode } from '@arcadia/contract';
import { GIFT_CODE_ALPHABET } from '@arcadia/contract/calls/fortune/gift-codes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { GIFT_GUESSES } from '../../src/services/fortune/gift-guard.ts';
import { giftIds, newGiftCode, sweepGiftCodes } from '../../src/services/fortune/gift-service.ts';
import { seedFortuneGrowth } from '../../src/services/fortune/growth-seed.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import {
  call,
  expectCampaignsOnly,
  expectLedgerOk,
  fund,
  lastAudit,
  minor,
  newKey,
  newPlayer,
  newPlayers,
  type Player,
} from './growth-support.ts';

/** Fortune's gift codes (issue 16): operators' campaigns and streamers' webcast codes, on both databases. */

const HOUR = 3600;
const CODE_RE = /^[A-HJKMNP-Z2-9]{10}$/;
const cash = (t: TestApp, userId: number) => balanceOf(t.database.db, { userId }, 'USDT');
const escrow = (t: TestApp) => balanceOf(t.database.db, { system: 'escrow' }, 'USDT');
const house = (t: TestApp) => balanceOf(t.database.db, { system: 'house' }, 'USDT');
const claim = (t: TestApp, p: Player, code: string, o: { key?: string; ip?: string } = {}) =>
  call(t, p, '/receive_gift_code', { body: { code }, key: o.key ?? newKey(), ...(o.ip ? { ip: o.ip } : {}) });
const createWebcast = (t: TestApp, p: Player, body: object, key = newKey()) =>
  call(t, p, '/webcast_giftcode/create', { body, key });

interface Campaign {
  count?: number;
  amount_per_claim?: string;
  prize_kind?: 'cash' | 'bonus';
  wager_multiplier?: number;
  max_claims?: number;
  markets?: string[];
  expires_at?: number;
  note?: string;
}

const campaignBody = (c: Campaign = {}) => ({
  count: 1,
  amount_per_claim: '1',
  prize_kind: 'cash',
  wager_multiplier: 0,
  max_claims: 10,
  markets: [],
  expires_at: Math.floor(Date.now() / 1000) + 24 * HOUR,
  note: 'test campaign',
  ...c,
});

describe('gift code format', () => {
  it('draws 10 characters from an alphabet without look-alikes', () => {
    expect(GIFT_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = Array.from({ length: 2000 }, newGiftCode);
    for (const code of codes) expect(code).toMatch(CODE_RE);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up: the draw covers it (31 characters, 20,000 draws).
    expect(new Set(codes.join('')).size).toBe(GIFT_CODE_ALPHABET.length);
  });
});

describe.each(DB_KINDS)('fortune: gift codes (%s)', (kind) => {
  const t = useTestApp(kind);

  async function campaign(c: Campaign = {}): Promise<[string, string, ...string[]]> {
    const admin = await signedInOperator(t, 'content');
    const answer = await opsCall(t.app, '/fortune/gift-codes/create', campaignBody(c), admin.token);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    return answer.body.data.codes;
  }

  it('makes a campaign through the console, audited, and pays each player once, as cash or as a locked bonus', async () => {
    const content = await signedInOperator(t, 'content');
    const made = await opsCall(
      t.app,
      '/fortune/gift-codes/create',
      campaignBody({ count: 3, amount_per_claim: '1.5', max_claims: 2, note: ' spring ' }),
      content.token,
    );
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const codes: string[] = made.body.data.codes;
    const [code0 = '', code1 = ''] = codes;
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE_RE);
    expect(new Set(codes).size).toBe(3);
    expect(made.body.data.total).toBe('9');
    const audit = await lastAudit(t, 'fortune.gift_codes.create');
    expect(audit).toMatchObject({ operatorId: content.id, before: null });
    expect(audit?.after).toMatchObject({ codes, total: '9', amount_per_claim: '1.5', note: 'spring' });

    const [a, b, c] = (await newPlayers(t, 3)) as [Player, Player, Player];
    const houseBefore = await house(t);
    const before = await cash(t, a.id);
    const key = newKey();
    // Typed as a viewer might: lower case, spaces around.
    const first = await claim(t, a, `  ${code0.toLowerCase()} `, { key });
    expect(first.code, JSON.stringify(first)).toBe(0);
    expect(first.data).toMatchObject({
      code: codes[0],
      kind: 'operator',
      prize_kind: 'cash',
      amount: '1.5',
      bonus: null,
    });
    expect(await cash(t, a.id)).toBe(before + 1_500_000n);
    expect(minor(first.data.cash)).toBe(before + 1_500_000n);
    // The same request again answers the same; another request for the code is a second claim, refused.
    expect((await claim(t, a, code0, { key })).data).toEqual(first.data);
    const again = await claim(t, a, code0);
    expect(again.code).toBe(ErrorCode.GIFT_CODE_USED);
    expect(again.data).toEqual({ reason: 'claimed' });
    expect(await cash(t, a.id)).toBe(before + 1_500_000n);
    // Two claims per code: the third player finds it used up.
    expect((await claim(t, b, code0)).code).toBe(0);
    const full = await claim(t, c, code0);
    expect(full.code).toBe(ErrorCode.GIFT_CODE_USED);
    expect(full.data).toEqual({ reason: 'exhausted' });
    expect(await house(t)).toBe(houseBefore - 3_000_000n);

    const noKey = await call(t, a, '/receive_gift_code', { body: { code: code1 } });
    expect(noKey.status).toBe(400);
    expect(noKey.data['Idempotency-Key']).toBeDefined();

    const [bonusCode] = await campaign({ prize_kind: 'bonus', amount_per_claim: '5', wager_multiplier: 10 });
    const bonus = await claim(t, a, bonusCode);
    expect(bonus.code, JSON.stringify(bonus)).toBe(0);
    expect(bonus.data.bonus).toMatchObject({
      amount: '5',
      wager_required: '50',
      status: 'locked',
      source: 'gift_code',
    });
    expect(await cash(t, a.id)).toBe(before + 1_500_000n);
    const locked = await call(t, a, '/locked_detail');
    expect(locked.data.bonuses.map((x: { source: string }) => x.source)).toContain('gift_code');
    await expectLedgerOk(t);
  });

  it('refuses malformed, unknown, expired, ended and other-market codes, and players who may not play', async () => {
    const p = await newPlayer(t);
    for (const bad of ['ABC', 'ABCDEFGHJK1', 'OOOOOOOOOO', 'ABCDEFGHI1', '', 42])
      expect((await claim(t, p, bad as string)).status, String(bad)).toBe(400);
    const malformed = await claim(t, p, 'ABCDE-FGHJ');
    expect(malformed.code).toBe(ErrorCode.VALIDATION);
    expect(malformed.data.code).toBeDefined();

    expect((await claim(t, p, 'ZZZZZZZZZZ')).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    const [brOnly] = await campaign({ markets: ['br'] });
    expect((await claim(t, p, brOnly)).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    const [vnOnly] = await campaign({ markets: ['vn', 'br'] });
    expect((await claim(t, p, vnOnly)).code).toBe(0);
    const [ended] = await campaign();
    const admin = await signedInOperator(t, 'admin');
    expect((await opsCall(t.app, '/fortune/gift-codes/end', { code: ended }, admin.token)).body.code).toBe(0);
    expect((await claim(t, p, ended)).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    const [expired] = await campaign();
    await t.database.db.execute(
      sql`update fortune_gift_codes set expires_at = now() - interval '1 second' where code = ${expired}`,
    );
    expect((await claim(t, p, expired)).code).toBe(ErrorCode.GIFT_CODE_INVALID);

    const [good] = await campaign();
    // Budi (100002) has not joined Fortune.
    const outsider = await t.app.inject({
      method: 'POST',
      url: '/svc/fortune/fortune/receive_gift_code',
      headers: signedHeaders({ userId: 100002, extra: { 'Idempotency-Key': newKey() } }),
      payload: { code: good },
    });
    expect(outsider.json().code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
    const excluded = await newPlayer(t);
    expect((await call(t, excluded, '/rg/exclude', { body: { kind: 'timeout', duration: '1d' } })).code).toBe(0);
    expect((await claim(t, excluded, good)).code).toBe(ErrorCode.FORTUNE_EXCLUDED);
    const claimed = await rows(t.database.db, sql`select 1 from fortune_gift_claims where code = ${good}`);
    expect(claimed).toEqual([]);
  });

  it('limits wrong guesses per player and per IP; right codes count nothing', async () => {
    const [right, later] = await campaign({ count: 2, max_claims: 50 });
    const guesser = await newPlayer(t);
    expect((await claim(t, guesser, right)).code).toBe(0);
    for (let i = 0; i < GIFT_GUESSES.perUser.max; i += 1)
      expect((await claim(t, guesser, 'ZZZZZZZZZ2')).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    // Past the allowance even a right code is refused: a guess that happens to hit gains nothing.
    const limited = await claim(t, guesser, later);
    expect(limited.code).toBe(ErrorCode.RATE_LIMITED);
    expect(limited.data).toEqual({ retry_after: GIFT_GUESSES.perUser.windowSeconds });
    expect((await claim(t, guesser, 'ZZZZZZZZZ3', { ip: '10.77.0.1' })).code).toBe(ErrorCode.RATE_LIMITED);
    const other = await newPlayer(t);
    expect((await claim(t, other, later)).code).toBe(0);

    // Per IP: players sharing one address use its allowance together.
    const ip = '10.66.0.1';
    const crowd = await newPlayers(t, 4);
    let wrong = 0;
    for (const p of crowd)
      for (let i = 0; i < 8 && wrong < GIFT_GUESSES.perIp.max; i += 1, wrong += 1)
        expect((await claim(t, p, 'ZZZZZZZZZ4', { ip })).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    expect(wrong).toBe(GIFT_GUESSES.perIp.max);
    const newcomer = await newPlayer(t);
    expect((await claim(t, newcomer, later, { ip })).code).toBe(ErrorCode.RATE_LIMITED);
    expect((await claim(t, newcomer, later, { ip: '10.66.0.2' })).code).toBe(0);
  });

  it('pays 50 racing claims of one player once, and exactly 100 of 200 players racing on a 100-claim code', async () => {
    const [code, crowded] = await campaign({ count: 2, amount_per_claim: '0.25', max_claims: 100 });
    const racer = await newPlayer(t);
    const before = await cash(t, racer.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, racer, code)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a).toMatchObject({ code: ErrorCode.GIFT_CODE_USED });
    expect(await cash(t, racer.id)).toBe(before + 250_000n);

    const crowd = await newPlayers(t, 200);
    const houseBefore = await house(t);
    const results = await Promise.all(crowd.map((p) => claim(t, p, crowded)));
    const paid = crowd.filter((_, i) => results[i]?.code === 0);
    expect(paid).toHaveLength(100);
    for (const r of results.filter((x) => x.code !== 0))
      expect(r).toMatchObject({ code: ErrorCode.GIFT_CODE_USED, data: { reason: 'exhausted' } });
    for (const p of paid) expect(await cash(t, p.id)).toBe(250_000n);
    expect(await house(t)).toBe(houseBefore - 25_000_000n);
    const [row] = await rows<{ claims: number; n: string | number }>(
      t.database.db,
      sql`select c.claims, (select count(*) from fortune_gift_claims where code = c.code) as n
          from fortune_gift_codes c where c.code = ${crowded}`,
    );
    expect(row).toMatchObject({ claims: 100 });
    expect(Number(row?.n)).toBe(100);
    await expectLedgerOk(t);
  });

  it('lets a streamer fund a webcast code from their cash into escrow, once per request, for viewers to claim', async () => {
    const streamer = await newPlayer(t);
    await fund(t, streamer.id, 20_000_000n);
    const escrowBefore = await escrow(t);
    const body = { amount_per_claim: '1.5', claims: 4, expires_in_hours: 2 };
    const key = newKey();
    const made = await createWebcast(t, streamer, body, key);
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data.gift_code).toMatchObject({
      amount_per_claim: '1.5',
      funded: '6',
      claims: 0,
      max_claims: 4,
      status: 'active',
      returned: '0',
    });
    expect(made.data.gift_code.code).toMatch(CODE_RE);
    expect(made.data.gift_code.expires_at - made.data.gift_code.created_at).toBe(2 * HOUR);
    expect(made.data.cash).toBe('14');
    expect(await escrow(t)).toBe(escrowBefore + 6_000_000n);
    await expectLedgerOk(t);

    expect((await createWebcast(t, streamer, body, key)).data).toEqual(made.data);
    expect((await createWebcast(t, streamer, { ...body, claims: 5 }, key)).code).toBe(ErrorCode.IDEMPOTENCY_MISMATCH);
    expect(await cash(t, streamer.id)).toBe(14_000_000n);
    const noKey = await call(t, streamer, '/webcast_giftcode/create', { body });
    expect(noKey.status).toBe(400);
    for (const bad of [
      { ...body, claims: 0 },
      { ...body, claims: 1001 },
      { ...body, claims: 1.5 },
      { ...body, expires_in_hours: 0 },
      { ...body, expires_in_hours: 73 },
      { ...body, amount_per_claim: '0' },
      { ...body, amount_per_claim: '-1' },
      { ...body, amount_per_claim: '1000000' },
      { ...body, amount_per_claim: '0.0000001' },
      { claims: 1, expires_in_hours: 1 },
    ]) {
      const refused = await createWebcast(t, streamer, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.code).toBe(ErrorCode.VALIDATION);
    }
    const short = await createWebcast(t, streamer, { amount_per_claim: '10', claims: 2, expires_in_hours: 1 });
    expect(short.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await cash(t, streamer.id)).toBe(14_000_000n);

    const code = made.data.gift_code.code as string;
    const own = await claim(t, streamer, code);
    expect(own).toMatchObject({ code: ErrorCode.GIFT_CODE_INVALID, data: { reason: 'own_code' } });
    const viewers = await newPlayers(t, 2);
    for (const v of viewers) {
      const got = await claim(t, v, code);
      expect(got.code, JSON.stringify(got)).toBe(0);
      expect(got.data).toMatchObject({ kind: 'webcast', prize_kind: 'cash', amount: '1.5', cash: '1.5' });
    }
    expect(await escrow(t)).toBe(escrowBefore + 3_000_000n);
    const query = await call(t, streamer, '/webcast_giftcode/query');
    expect(query.code).toBe(0);
    expect(query.data.codes[0]).toMatchObject({ code, claims: 2, max_claims: 4, status: 'active' });
    expect(query.data.claimers).toHaveLength(2);
    for (const c of query.data.claimers) {
      expect(c).toMatchObject({ code, name: 'Vie***', amount: '1.5' });
      expect(JSON.stringify(c)).not.toContain('Viewer');
    }
    await expectLedgerOk(t);
  });

  it('keeps a streamer to five active codes, also when ten creations race', async () => {
    const streamer = await newPlayer(t);
    await fund(t, streamer.id, 100_000_000n);
    const body = { amount_per_claim: '1', claims: 2, expires_in_hours: 1 };
    const answers = await Promise.all(Array.from({ length: 10 }, () => createWebcast(t, streamer, body)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'too_many_codes', max: 5 } });
    expect(await cash(t, streamer.id)).toBe(90_000_000n);
    // A code whose claims are all taken no longer counts.
    const first = answers.find((a) => a.code === 0)?.data.gift_code.code as string;
    for (const v of await newPlayers(t, 2)) expect((await claim(t, v, first)).code).toBe(0);
    const query = await call(t, streamer, '/webcast_giftcode/query');
    expect(query.data.codes.find((c: { code: string }) => c.code === first).status).toBe('exhausted');
    expect((await createWebcast(t, streamer, body)).code).toBe(0);
    expect((await createWebcast(t, streamer, body)).code).toBe(ErrorCode.CONFLICT);

    const outsider = await t.app.inject({
      method: 'POST',
      url: '/svc/fortune/fortune/webcast_giftcode/create',
      headers: signedHeaders({ userId: 100003, extra: { 'Idempotency-Key': newKey() } }),
      payload: body,
    });
    expect(outsider.json().code).toBe(ErrorCode.FORTUNE_NOT_REGISTERED);
    // A frozen player's money does not leave through a code either.
    const frozen = await newPlayer(t);
    await fund(t, frozen.id, 5_000_000n);
    await t.database.db.execute(sql`update users set frozen_at = now() where id = ${frozen.id}`);
    expect(await createWebcast(t, frozen, body)).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      data: { reason: 'account_frozen' },
    });
    expect(await cash(t, frozen.id)).toBe(5_000_000n);
    await expectLedgerOk(t);
  });

  it('ends expired codes: a webcast code returns its unclaimed rest to the streamer once, an operator code just ends', async () => {
    const ids = await giftIds(t.database.db);
    const streamer = await newPlayer(t);
    await fund(t, streamer.id, 5_000_000n);
    const made = await createWebcast(t, streamer, { amount_per_claim: '1', claims: 5, expires_in_hours: 1 });
    const code = made.data.gift_code.code as string;
    const [viewer, late] = (await newPlayers(t, 2)) as [Player, Player];
    expect((await claim(t, viewer, code)).code).toBe(0);
    const [operatorCode] = await campaign();
    await t.database.db.execute(
      sql`update fortune_gift_codes set expires_at = now() - interval '1 second' where code = ${operatorCode}`,
    );
    expect(await cash(t, streamer.id)).toBe(0n);
    const houseBefore = await house(t);

    // Now: the operator code ends (no money moves), the webcast code is not due yet.
    expect(await sweepGiftCodes(t.database.db, ids)).toBeGreaterThanOrEqual(1);
    const [ended] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from fortune_gift_codes where code = ${operatorCode}`,
    );
    expect(ended?.status).toBe('ended');
    expect(await house(t)).toBe(houseBefore);
    expect((await call(t, streamer, '/webcast_giftcode/query')).data.codes[0].status).toBe('active');
    // Two sweeps at once (two server processes) past its expiry: the rest comes back once.
    const later = new Date(Date.now() + 2 * HOUR * 1000);
    const [one, two] = await Promise.all([
      sweepGiftCodes(t.database.db, ids, later),
      sweepGiftCodes(t.database.db, ids, later),
    ]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    expect(await cash(t, streamer.id)).toBe(4_000_000n);
    expect(await house(t)).toBe(houseBefore);
    expect(await sweepGiftCodes(t.database.db, ids, later)).toBe(0);
    expect(await cash(t, streamer.id)).toBe(4_000_000n);
    const returns = await rows(
      t.database.db,
      sql`select 1 from ledger_transfers where idempotency_key like ${`fortune_webcast_return:${code}:%`}`,
    );
    expect(returns).toHaveLength(1);
    const query = await call(t, streamer, '/webcast_giftcode/query');
    expect(query.data.codes[0]).toMatchObject({ code, status: 'ended', claims: 1, returned: '4' });
    expect((await claim(t, late, code)).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    await expectLedgerOk(t);
  });

  it('lists and ends codes in the console (a webcast code pays its streamer back), audited; refuses bad campaigns', async () => {
    const admin = await signedInOperator(t, 'admin');
    const streamer = await newPlayer(t);
    await fund(t, streamer.id, 3_000_000n);
    const code = (await createWebcast(t, streamer, { amount_per_claim: '1', claims: 3, expires_in_hours: 5 })).data
      .gift_code.code as string;
    const listed = await opsCall(t.app, '/fortune/gift-codes', { kind: 'webcast', status: 'active' }, admin.token);
    expect(listed.body.code).toBe(0);
    const row = listed.body.data.list.find((c: { code: string }) => c.code === code);
    expect(row).toMatchObject({ kind: 'webcast', creator_user_id: streamer.id, max_claims: 3, status: 'active' });
    expect(listed.body.data.list.every((c: { kind: string }) => c.kind === 'webcast')).toBe(true);

    const end = await opsCall(t.app, '/fortune/gift-codes/end', { code: code.toLowerCase() }, admin.token);
    expect(end.body.code, JSON.stringify(end.body)).toBe(0);
    expect(end.body.data).toMatchObject({ changed: true, gift_code: { code, status: 'ended' } });
    expect(await cash(t, streamer.id)).toBe(3_000_000n);
    expect(await lastAudit(t, 'fortune.gift_codes.end')).toMatchObject({
      operatorId: admin.id,
      target: `gift_code:${code}`,
      before: { status: 'active', claims: 0 },
      after: { status: 'ended', claims: 0 },
    });
    const twice = await opsCall(t.app, '/fortune/gift-codes/end', { code }, admin.token);
    expect(twice.body.data.changed).toBe(false);
    expect(await cash(t, streamer.id)).toBe(3_000_000n);
    expect((await opsCall(t.app, '/fortune/gift-codes/end', { code: 'ZZZZZZZZZ5' }, admin.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );

    const now = Math.floor(Date.now() / 1000);
    const refusals: [Campaign, string][] = [
      [{ expires_at: now - 10 }, 'expires_at'],
      [{ expires_at: now + 400 * 24 * HOUR }, 'expires_at'],
      [{ markets: ['zz'] }, 'markets'],
      [{ markets: ['VN'] }, 'markets.0'],
      [{ prize_kind: 'bonus', wager_multiplier: 0 }, 'wager_multiplier'],
      [{ count: 501 }, 'count'],
      [{ count: 0 }, 'count'],
      [{ max_claims: 0 }, 'max_claims'],
      [{ amount_per_claim: '0' }, 'amount_per_claim'],
      [{ note: 'x'.repeat(201) }, 'note'],
    ];
    const before = await rows(t.database.db, sql`select code from fortune_gift_codes`);
    for (const [c, field] of refusals) {
      const answer = await opsCall(t.app, '/fortune/gift-codes/create', campaignBody(c), admin.token);
      expect(answer.status, JSON.stringify(c)).toBe(400);
      expect(answer.body.data[field], JSON.stringify(answer.body)).toBeDefined();
    }
    expect(await rows(t.database.db, sql`select code from fortune_gift_codes`)).toHaveLength(before.length);
    await expectLedgerOk(t);
  });

  it('lets only roles with fortune.campaigns (content, admin) see or change campaigns', async () => {
    await expectCampaignsOnly(t, [
      ['/fortune/gift-codes', {}],
      ['/fortune/gift-codes/create', campaignBody()],
      ['/fortune/gift-codes/end', { code: 'ZZZZZZZZZ6' }],
    ]);
    const content = await signedInOperator(t, 'content');
    expect((await opsCall(t.app, '/fortune/gift-codes', {}, content.token)).body.code).toBe(0);
    expect((await opsCall(t.app, '/fortune/gift-codes', {})).body.code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('seeds a demo campaign and Linh’s webcast code through escrow, once however often it runs', async () => {
    // The demo seed ran when the app was made (seedFortune calls it): running it again changes nothing.
    const linh = 100001;
    const before = await cash(t, linh);
    await seedFortuneGrowth(t.database.db);
    await seedFortuneGrowth(t.database.db);
    expect(await cash(t, linh)).toBe(before);
    const [escrow] = await rows<{ balance: string }>(
      t.database.db,
      sql`select balance::text as balance from ledger_accounts where system = 'escrow' and coin = 'USDT'`,
    );
    expect(BigInt(escrow?.balance ?? '0')).toBeGreaterThanOrEqual(3_000_000n);
    const codes = await rows<{ code: string; kind: string }>(
      t.database.db,
      sql`select code, kind from fortune_gift_codes where code in ('HAPPY2NEWS', 'WEEKEND8BX', 'PAYDAY2WYN', 'STREAM8VNX')
          order by code`,
    );
    expect(codes.map((c) => c.code)).toEqual(['HAPPY2NEWS', 'PAYDAY2WYN', 'STREAM8VNX', 'WEEKEND8BX']);
    const drops = await rows<{ titles: unknown }>(t.database.db, sql`select titles from fortune_rt_prizes`);
    expect(drops).toHaveLength(1);
    const titles = typeof drops[0]?.titles === 'string' ? JSON.parse(drops[0].titles) : drops[0]?.titles;
    expect(Object.keys(titles)).toHaveLength(13);
    const viewer = await newPlayer(t);
    expect((await claim(t, viewer, 'happy2news')).code).toBe(0);
    expect((await claim(t, viewer, 'STREAM8VNX')).data).toMatchObject({ kind: 'webcast', amount: '0.5' });
    await expectLedgerOk(t);
  });
});
