import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { GIFTCODE_GUESSES } from '../../src/services/giftcode/guard.ts';
import { sweepGifts } from '../../src/services/giftcode/service.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import {
  balance,
  call,
  escrow,
  escrowHeld,
  expectLedgerOk,
  fund,
  newKey,
  newPlayer,
  newPlayers,
  type Player,
} from './support.ts';

/** The main brand's red packets (issue 18): create, claim, expire, guess limits; both databases. */

const CODE_RE = /^[A-HJKMNP-Z2-9]{10}$/;
const WH = 10_000n; // one WH in minor units (4 decimals)
const HOUR_MS = 3600 * 1000;

const packet = (o: Record<string, unknown> = {}) => ({
  coin: 'WH',
  split: 'fixed',
  amount: '5',
  claims: 3,
  expires_in_hours: 24,
  message: 'Chúc mừng!',
  ...o,
});
const create = (t: TestApp, p: Player, body: object, key = newKey()) => call(t, p, '/create', { body, key });
const claim = (t: TestApp, p: Player, code: string, o: { key?: string; ip?: string } = {}) =>
  call(t, p, '/claim', { body: { code }, key: o.key ?? newKey(), ...(o.ip ? { ip: o.ip } : {}) });

describe.each(DB_KINDS)('giftcode: red packets (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    await expectLedgerOk(t);
    expect(await escrow(t)).toBe(await escrowHeld(t));
  });

  async function richPlayer(minor = 1000n * WH) {
    const p = await newPlayer(t);
    await fund(t, p.id, minor);
    return p;
  }

  it('funds a fixed red packet from the balance into escrow and pays each friend once', async () => {
    const alice = await richPlayer(100n * WH);
    const before = await escrow(t);
    const made = await create(t, alice, packet());
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data.gift).toMatchObject({
      coin: 'WH',
      split: 'fixed',
      total: '15',
      amount_per_claim: '5',
      claims: 0,
      max_claims: 3,
      claimed: '0',
      status: 'active',
      message: 'Chúc mừng!',
    });
    expect(made.data.gift.code).toMatch(CODE_RE);
    expect(made.data.gift.expires_at - made.data.gift.created_at).toBe(24 * 3600);
    expect(made.data.balance).toBe('85');
    expect(await balance(t, alice.id)).toBe(85n * WH);
    expect(await escrow(t)).toBe(before + 15n * WH);

    const code = made.data.gift.code as string;
    const [bob, carol, dan, erin] = (await newPlayers(t, 4)) as [Player, Player, Player, Player];
    const key = newKey();
    // As typed from a chat: lower case with spaces.
    const got = await claim(t, bob, ` ${code.toLowerCase()} `, { key });
    expect(got.code, JSON.stringify(got)).toBe(0);
    expect(got.data).toEqual({ code, kind: 'packet', coin: 'WH', amount: '5', balance: '5' });
    expect((await claim(t, bob, code, { key })).data).toEqual(got.data);
    expect(await claim(t, bob, code)).toMatchObject({ code: ErrorCode.GIFT_CODE_USED, data: { reason: 'claimed' } });
    expect((await claim(t, carol, code)).code).toBe(0);
    expect((await claim(t, dan, code)).code).toBe(0);
    expect(await claim(t, erin, code)).toMatchObject({
      code: ErrorCode.GIFT_CODE_USED,
      data: { reason: 'exhausted' },
    });
    expect(await balance(t, bob.id)).toBe(5n * WH);
    expect(await balance(t, erin.id)).toBe(0n);
    expect(await escrow(t)).toBe(before);

    // The creator does not claim their own packet.
    expect(await claim(t, alice, code)).toMatchObject({
      code: ErrorCode.GIFT_CODE_INVALID,
      data: { reason: 'own_code' },
    });
    const history = await call(t, alice, '/history', { query: { tab: 'created' } });
    expect(history.data.created[0]).toMatchObject({ code, claims: 3, claimed: '15', status: 'exhausted' });
    const mine = await call(t, bob, '/history', { query: { tab: 'claimed' } });
    expect(mine.data.claimed[0]).toMatchObject({
      code,
      amount: '5',
      kind: 'packet',
      sender: 'Fr***' + alice.name.slice(-2),
    });
  });

  it('splits a random packet so the claims sum to exactly the funded amount, each at least one unit', async () => {
    const alice = await richPlayer();
    const made = await create(t, alice, packet({ split: 'random', amount: '10', claims: 7 }));
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data.gift).toMatchObject({ total: '10', amount_per_claim: null, split: 'random' });
    const code = made.data.gift.code as string;
    const friends = await newPlayers(t, 8);
    const answers = await Promise.all(friends.map((f) => claim(t, f, code)));
    const paid = answers.filter((a) => a.code === 0);
    expect(paid).toHaveLength(7);
    const sum = paid.reduce((s, a) => s + BigInt(Math.round(Number(a.data.amount) * 10_000)), 0n);
    expect(sum).toBe(10n * WH);
    for (const a of paid) expect(Number(a.data.amount)).toBeGreaterThanOrEqual(0.0001);
    const detail = await call(t, alice, '/detail', { query: { code } });
    expect(detail.data).toMatchObject({ status: 'exhausted', amount_left: '0', claims: 7, is_mine: true });
    expect(detail.data.recent).toHaveLength(7);

    // The smallest random packet: one unit per claimer.
    const tiny = await create(t, alice, packet({ split: 'random', amount: '0.0003', claims: 3 }));
    expect(tiny.code).toBe(0);
    const tooSmall = await create(t, alice, packet({ split: 'random', amount: '0.0002', claims: 3 }));
    expect(tooSmall).toMatchObject({ status: 400, code: ErrorCode.VALIDATION });
    expect(tooSmall.data.amount).toBeDefined();
  });

  it('creates one packet for 50 identical requests with one key; another body on the key is a mismatch', async () => {
    const alice = await richPlayer(100n * WH);
    const key = newKey();
    const body = packet({ amount: '2', claims: 5 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(t, alice, body, key)));
    for (const a of answers) expect(a.code, JSON.stringify(a)).toBe(0);
    expect(new Set(answers.map((a) => a.data.gift.code)).size).toBe(1);
    expect(await balance(t, alice.id)).toBe(90n * WH);
    const [n] = await rows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from gift_codes where creator_user_id = ${alice.id}`,
    );
    expect(Number(n?.n)).toBe(1);
    expect((await create(t, alice, { ...body, claims: 4 }, key)).code).toBe(ErrorCode.IDEMPOTENCY_MISMATCH);
    const noKey = await call(t, alice, '/create', { body });
    expect(noKey.status).toBe(400);
    expect(noKey.data['Idempotency-Key']).toBeDefined();
  });

  it('refuses bad input with field errors and writes nothing; a short balance moves nothing', async () => {
    const alice = await richPlayer(10n * WH);
    const refusals: [Record<string, unknown>, string][] = [
      [{ claims: 0 }, 'claims'],
      [{ claims: 1001 }, 'claims'],
      [{ claims: 101 }, 'claims'],
      [{ claims: 1.5 }, 'claims'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '-1' }, 'amount'],
      [{ amount: '1.00001' }, 'amount'],
      [{ amount: 'ten' }, 'amount'],
      [{ coin: 'DOGE' }, 'coin'],
      [{ split: 'even' }, 'split'],
      [{ expires_in_hours: 5 }, 'expires_in_hours'],
      [{ message: 'x'.repeat(61) }, 'message'],
      [{ message: 'bad\u0000text' }, 'message'],
    ];
    for (const [o, field] of refusals) {
      const answer = await create(t, alice, packet(o));
      expect(answer.status, JSON.stringify(o)).toBe(400);
      expect(answer.code).toBe(ErrorCode.VALIDATION);
      expect(answer.data[field], JSON.stringify(answer)).toBeDefined();
    }
    const short = await create(t, alice, packet({ amount: '4', claims: 3 }));
    expect(short.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await balance(t, alice.id)).toBe(10n * WH);
    const [n] = await rows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from gift_codes where creator_user_id = ${alice.id}`,
    );
    expect(Number(n?.n)).toBe(0);
    // A frozen account's money does not leave through a red packet either.
    await t.database.db.execute(sql`update users set frozen_at = now() where id = ${alice.id}`);
    expect(await create(t, alice, packet({ amount: '1' }))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      data: { reason: 'account_frozen' },
    });
    expect(await balance(t, alice.id)).toBe(10n * WH);
  });

  it('keeps a player to the active-packet limit, also when 20 creations race', async () => {
    const alice = await richPlayer(1000n * WH);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(t, alice, packet({ amount: '1', claims: 1 }))),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(10);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'too_many_codes', max: 10 } });
    expect(await balance(t, alice.id)).toBe(990n * WH);
    const config = await call(t, alice, '/config');
    expect(config.data).toMatchObject({ active: 10, max_active: 10, max_claims: 100, default_coin: 'WH' });
    expect(config.data.coins.find((c: { coin: string }) => c.coin === 'WH')).toMatchObject({
      balance: '990',
      decimals: 4,
    });
  });

  it('gives exactly one winner when 1,000 players race for a one-claim packet', { timeout: 240_000 }, async () => {
    const alice = await richPlayer();
    const made = await create(t, alice, packet({ amount: '7', claims: 1 }));
    const code = made.data.gift.code as string;
    const crowd = await newPlayers(t, 1000);
    const answers = await Promise.all(crowd.map((p) => claim(t, p, code)));
    const winners = answers.filter((a) => a.code === 0);
    expect(winners).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: ErrorCode.GIFT_CODE_USED, data: { reason: 'exhausted' } });
    const [row] = await rows<{ claims: number; n: string | number }>(
      t.database.db,
      sql`select c.claims, (select count(*) from gift_code_claims where code = c.code) as n
          from gift_codes c where c.code = ${code}`,
    );
    expect(row?.claims).toBe(1);
    expect(Number(row?.n)).toBe(1);
    const paid = await rows(
      t.database.db,
      sql`select 1 from ledger_transfers where reference = ${`giftcode:${code}`} and kind = 'giftcode_claim'`,
    );
    expect(paid).toHaveLength(1);
  });

  it('pays one player once when they claim 50 times at once', async () => {
    const alice = await richPlayer();
    const code = (await create(t, alice, packet({ amount: '1', claims: 10 }))).data.gift.code as string;
    const bob = await newPlayer(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, bob, code)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: ErrorCode.GIFT_CODE_USED, data: { reason: 'claimed' } });
    expect(await balance(t, bob.id)).toBe(WH);
  });

  it('returns the unclaimed rest to the creator once at expiry, even when two sweeps run at once', async () => {
    const alice = await richPlayer(20n * WH);
    const code = (await create(t, alice, packet({ amount: '2', claims: 5, expires_in_hours: 1 }))).data.gift
      .code as string;
    const [bob, late] = (await newPlayers(t, 2)) as [Player, Player];
    expect((await claim(t, bob, code)).code).toBe(0);
    expect(await balance(t, alice.id)).toBe(10n * WH);
    expect(await sweepGifts(t.database.db)).toBe(0);
    const later = new Date(Date.now() + 2 * HOUR_MS);
    const [one, two] = await Promise.all([sweepGifts(t.database.db, later), sweepGifts(t.database.db, later)]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    expect(await balance(t, alice.id)).toBe(18n * WH);
    expect(await sweepGifts(t.database.db, later)).toBe(0);
    expect(await balance(t, alice.id)).toBe(18n * WH);
    const returns = await rows(
      t.database.db,
      sql`select 1 from ledger_transfers where reference = ${`giftcode:${code}`} and kind = 'giftcode_return'`,
    );
    expect(returns).toHaveLength(1);
    expect((await claim(t, late, code)).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    // A retry of Bob's claim after the end still answers; his history keeps it.
    const history = await call(t, alice, '/history', { query: { tab: 'created' } });
    expect(history.data.created[0]).toMatchObject({ code, status: 'ended', claimed: '2', returned: '8' });
  });

  it('shows a code to visitors and players: masked sender, what is left, their own claim', async () => {
    const alice = await richPlayer();
    const code = (await create(t, alice, packet({ amount: '3', claims: 2, message: 'Lucky you' }))).data.gift
      .code as string;
    const visitor = await call(t, undefined, '/detail', { query: { code }, language: 'vi-VN', ip: '10.200.0.1' });
    expect(visitor.code, JSON.stringify(visitor)).toBe(0);
    expect(visitor.data).toMatchObject({
      code,
      kind: 'packet',
      nickname: `Fr***${alice.name.slice(-2)}`,
      message: 'Lucky you',
      total: '6',
      amount_left: '6',
      claims: 0,
      max_claims: 2,
      status: 'active',
      is_mine: false,
      my_claim: null,
      share_img: '/resource/giftcode/red-packet-share.png',
    });
    expect(visitor.data.share_text).toContain(`Fr***${alice.name.slice(-2)}`);
    expect(JSON.stringify(visitor.data)).not.toContain(alice.name);
    const bob = await newPlayer(t);
    await claim(t, bob, code);
    const seen = await call(t, bob, '/detail', { query: { code } });
    expect(seen.data).toMatchObject({ amount_left: '3', claims: 1, my_claim: { amount: '3' } });
    expect(seen.data.recent[0]).toMatchObject({ name: `Fr***${bob.name.slice(-2)}`, amount: '3' });
    const bad = await call(t, bob, '/detail', { query: { code: 'ABC' } });
    expect(bad).toMatchObject({ status: 400, code: ErrorCode.VALIDATION });
  });

  it('limits wrong guesses per player and per IP (lookups and claims); right codes count nothing', async () => {
    const alice = await richPlayer();
    const code = (await create(t, alice, packet({ amount: '1', claims: 50 }))).data.gift.code as string;
    const guesser = await newPlayer(t);
    expect((await claim(t, guesser, code)).code).toBe(0);
    for (let i = 0; i < GIFTCODE_GUESSES.perUser.max; i += 1) {
      const wrong =
        i % 2 === 0 ? claim(t, guesser, 'ZZZZZZZZZ2') : call(t, guesser, '/detail', { query: { code: 'ZZZZZZZZZ3' } });
      expect((await wrong).code).toBe(ErrorCode.GIFT_CODE_INVALID);
    }
    const limited = await call(t, guesser, '/detail', { query: { code } });
    expect(limited).toMatchObject({
      code: ErrorCode.RATE_LIMITED,
      data: { retry_after: GIFTCODE_GUESSES.perUser.windowSeconds },
    });
    expect((await claim(t, guesser, code, { ip: '10.201.0.9' })).code).toBe(ErrorCode.RATE_LIMITED);

    // Per IP: visitors on one address share its allowance.
    const ip = '10.202.0.1';
    for (let i = 0; i < GIFTCODE_GUESSES.perIp.max; i += 1)
      expect((await call(t, undefined, '/detail', { query: { code: 'ZZZZZZZZZ4' }, ip })).code).toBe(
        ErrorCode.GIFT_CODE_INVALID,
      );
    const friend = await newPlayer(t);
    expect((await claim(t, friend, code, { ip })).code).toBe(ErrorCode.RATE_LIMITED);
    expect((await claim(t, friend, code, { ip: '10.202.0.2' })).code).toBe(0);
  });

  it('lets visitors read a code but not claim or create one', async () => {
    const anonymous = await call(t, undefined, '/claim', { body: { code: 'WEMEETAGAN' }, key: newKey() });
    expect(anonymous.code).toBe(ErrorCode.SESSION_INVALID);
    expect((await call(t, undefined, '/history')).code).toBe(ErrorCode.SESSION_INVALID);
  });
});
