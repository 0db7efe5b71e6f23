import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fortuneMarkets, fortunePlayers, paymentOrders, paymentQuotes } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { AppError } from '../../src/lib/errors.ts';
import { createSession, hashKey } from '../../src/lib/session-keys.ts';
import { requirePlay } from '../../src/services/fortune/access.ts';
import {
  assertDepositAllowed,
  assertWagerAllowed,
  depositAllowance,
  effectiveLimit,
  recordWager,
  setLimit,
} from '../../src/services/fortune/limits.ts';
import type { LimitRow } from '../../src/services/fortune/limits-repo.ts';
import { utcDay } from '../../src/services/fortune/money-format.ts';
import { rgStatus } from '../../src/services/fortune/rg-service.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const U = 1_000_000n; // one USDT in minor units
const BASE = '/svc/fortune/fortune/rg';

async function call(t: TestApp, userId: number, path: string, body?: unknown, secretKey?: string) {
  const response = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `${BASE}${path}`,
    headers: signedHeaders({ userId, ...(secretKey ? { secretKey } : {}) }),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields it reads
  return { status: response.statusCode, body: response.json() as { code: number; data: any } };
}

/** A player of this test alone (the demo players carry the demo seed's Fortune history), with a session. */
async function freshPlayer(t: TestApp, id: number): Promise<{ id: number; key: string }> {
  const key = `test${String(id).padStart(60, '0')}`;
  const made = await rows<{ id: string }>(
    t.database.db,
    sql`insert into users (id, username, user_login, country_code) values (${id}, ${`Player ${id}`}, ${`t${id}`}, 'vn')
        on conflict do nothing returning id`,
  );
  if (made.length > 0) await createSession(t.database.db, id, 'test', key);
  return { id, key };
}

/** What a call refused with: the AppError's code and data, or undefined when it passed. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, data: error.data };
  }
}

let orders = 0;
/** A paid recharge of `usdt` minor units, paid at `paidAt` (as the payment core leaves it). */
async function paidRecharge(t: TestApp, userId: number, usdt: bigint, paidAt: Date, status = 'paid') {
  const id = `rg_test_${++orders}_${userId}`;
  const db = t.database.db;
  const money = {
    userId,
    market: 'vn',
    channel: 'momo',
    currency: 'VND',
    fiatCents: 100n,
    feeCents: 0n,
    coin: 'USDT',
    coinAmount: usdt,
    expiresAt: paidAt,
  };
  await db.insert(paymentQuotes).values({ id: `q_${id}`, direction: 'recharge', rateE4: 254_000_000n, ...money });
  await db.insert(paymentOrders).values({
    id,
    kind: 'recharge',
    status,
    quoteId: `q_${id}`,
    provider: 'sandbox',
    createdAt: paidAt,
    updatedAt: paidAt,
    ...money,
  });
}

/** A recharge order still open (placed, not paid, not expired). */
async function openRecharge(t: TestApp, userId: number, usdt: bigint, placedAt: Date, expiresAt: Date) {
  await paidRecharge(t, userId, usdt, placedAt, 'created');
  await t.database.db.execute(
    sql`update payment_orders set expires_at = ${expiresAt.toISOString()}::timestamptz
        where id = ${`rg_test_${orders}_${userId}`}`,
  );
}

async function register(t: TestApp, userId: number) {
  await t.database.db
    .insert(fortunePlayers)
    .values({ userId, market: 'vn', ageConfirmedAt: new Date() })
    .onConflictDoNothing();
}

const set = (t: TestApp, userId: number, kind: string, period: string, amount: string | null, now: Date) =>
  setLimit(t.database.db, userId, { kind, period, amount } as Parameters<typeof setLimit>[2], now);

const limitOf = async (t: TestApp, userId: number, kind: string, period: string, now: Date) =>
  (await rgStatus(t.database.db, userId, '', now)).limits.find(
    (l: { kind: string; period: string }) => l.kind === kind && l.period === period,
  );

describe('effectiveLimit', () => {
  const row = (over: Partial<LimitRow>): LimitRow => ({
    userId: 1,
    kind: 'deposit',
    period: 'day',
    amount: 10n,
    pendingAmount: null,
    pendingFrom: null,
    updatedAt: new Date(0),
    ...over,
  });
  const now = new Date('2026-03-01T12:00:00Z');

  it('is the amount until a pending change is due, then the pending amount (null: removed)', () => {
    expect(effectiveLimit(undefined, now)).toBeNull();
    expect(effectiveLimit(row({}), now)).toBe(10n);
    const later = new Date(now.getTime() + 1000);
    expect(effectiveLimit(row({ pendingAmount: 20n, pendingFrom: later }), now)).toBe(10n);
    expect(effectiveLimit(row({ pendingAmount: 20n, pendingFrom: now }), now)).toBe(20n);
    expect(effectiveLimit(row({ pendingAmount: null, pendingFrom: now }), later)).toBeNull();
  });
});

describe.each(DB_KINDS)('fortune responsible gambling (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('limits', () => {
    it('counts deposits, wagers and losses in rolling 24-hour, 7-day and 30-day windows', async () => {
      const { id: player } = await freshPlayer(t, 100501);
      const now = new Date();
      await paidRecharge(t, player, 1n * U, new Date(now.getTime() - 2 * HOUR));
      await paidRecharge(t, player, 2n * U, new Date(now.getTime() - 25 * HOUR)); // outside the 24 hours
      await paidRecharge(t, player, 4n * U, new Date(now.getTime() - 20 * DAY));
      await paidRecharge(t, player, 8n * U, new Date(now.getTime() - 31 * DAY)); // outside the month
      await paidRecharge(t, player, 16n * U, new Date(now.getTime() - HOUR), 'pending'); // not paid: not counted
      const day = (ago: number) => utcDay(new Date(now.getTime() - ago * DAY));
      const db = t.database.db;
      await recordWager(db, { userId: player, coin: 'USDT', stake: 10n * U, win: 4n * U, day: day(0) });
      await recordWager(db, { userId: player, coin: 'USDT', stake: 5n * U, win: 0n, day: day(0) }); // adds up
      await recordWager(db, { userId: player, coin: 'USDT', stake: 20n * U, win: 30n * U, day: day(3) });
      await recordWager(db, { userId: player, coin: 'USDT', stake: 40n * U, win: 0n, day: day(20) });
      await recordWager(db, { userId: player, coin: 'USDT', stake: 80n * U, win: 0n, day: day(35) });
      await recordWager(db, { userId: player, coin: 'KC', stake: 99n * U, win: 0n, day: day(0) }); // not Fortune cash

      const status = await rgStatus(db, player, '', now);
      const used = Object.fromEntries(status.limits.map((l) => [`${l.kind}:${l.period}`, l.used]));
      expect(used).toEqual({
        'deposit:day': '1',
        'deposit:week': '3',
        'deposit:month': '7',
        'wager:day': '15',
        'wager:week': '35',
        'wager:month': '75',
        // net: day 11; week 11 - 10 = 1; month 1 + 40 = 41
        'loss:day': '11',
        'loss:week': '1',
        'loss:month': '41',
      });
      expect(status.limits.every((l) => l.amount === null && l.pending === null)).toBe(true);
      const [row] = await rows<{ wagered: string; net: string }>(
        db,
        sql`select wagered::text, net::text from fortune_wager_days where user_id = ${player} and day = ${day(0)}::date and coin = 'USDT'`,
      );
      expect(row).toEqual({ wagered: String(15n * U), net: String(11n * U) });
    });

    it('allows a deposit of exactly what the limit leaves and refuses one minor unit more, for each period', async () => {
      const player = 100003;
      const now = new Date();
      const db = t.database.db;
      await paidRecharge(t, player, 4n * U, new Date(now.getTime() - HOUR));
      for (const period of ['day', 'week', 'month'] as const) {
        await set(t, player, 'deposit', period, '10', now);
        expect(await depositAllowance(db, player, now)).toBe(6n * U);
        await assertDepositAllowed(db, player, 6n * U, now);
        expect(await refusal(assertDepositAllowed(db, player, 6n * U + 1n, now))).toEqual({
          code: ErrorCode.FORTUNE_LIMIT_REACHED,
          data: { kind: 'deposit', period, remaining: '6' },
        });
        // Removing waits 24 hours; after that, this period no longer limits.
        await set(t, player, 'deposit', period, null, now);
        expect(await depositAllowance(db, player, now)).toBe(6n * U);
        expect(await depositAllowance(db, player, new Date(now.getTime() + DAY))).toBeNull();
        await set(t, player, 'deposit', period, null, new Date(now.getTime() + DAY));
      }
    });

    it('limits stakes by wager and loss limits per period, at the boundary', async () => {
      const player = 100003;
      const now = new Date();
      const db = t.database.db;
      await recordWager(db, { userId: player, coin: 'USDT', stake: 20n * U, win: 16n * U, day: utcDay(now) });
      for (const period of ['day', 'week', 'month'] as const) {
        await set(t, player, 'wager', period, '50', now);
        await assertWagerAllowed(db, player, 30n * U, now);
        expect(await refusal(assertWagerAllowed(db, player, 30n * U + 1n, now))).toEqual({
          code: ErrorCode.FORTUNE_LIMIT_REACHED,
          data: { kind: 'wager', period, remaining: '30' },
        });
        await set(t, player, 'wager', period, null, now);
        await set(t, player, 'wager', period, null, new Date(now.getTime() + DAY));

        // Lost 4 so far: a loss limit of 10 leaves room for a stake of 6 (it could all be lost), not more.
        await set(t, player, 'loss', period, '10', now);
        await assertWagerAllowed(db, player, 6n * U, now);
        expect(await refusal(assertWagerAllowed(db, player, 6n * U + 1n, now))).toEqual({
          code: ErrorCode.FORTUNE_LIMIT_REACHED,
          data: { kind: 'loss', period, remaining: '6' },
        });
        await set(t, player, 'loss', period, null, now);
        await set(t, player, 'loss', period, null, new Date(now.getTime() + DAY));
      }
      await assertWagerAllowed(db, player, 1_000_000n * U, now);
    });

    it('applies a lower limit at once and a higher one (or a removal) only after 24 hours', async () => {
      const { id: player, key } = await freshPlayer(t, 100501);
      const now = new Date();
      const db = t.database.db;
      const first = await call(t, player, '/set_limit', { kind: 'deposit', period: 'week', amount: '100' }, key);
      expect(first.body.code).toBe(0);
      expect(first.body.data.limit).toMatchObject({ kind: 'deposit', period: 'week', amount: '100', pending: null });

      const lower = await call(t, player, '/set_limit', { kind: 'deposit', period: 'week', amount: '50' }, key);
      expect(lower.body.data.limit).toMatchObject({ amount: '50', pending: null });

      const raise = await call(t, player, '/set_limit', { kind: 'deposit', period: 'week', amount: '80.5' }, key);
      expect(raise.body.data.limit.amount).toBe('50');
      expect(raise.body.data.limit.pending.amount).toBe('80.5');
      const from = raise.body.data.limit.pending.from as number;
      expect(Math.abs(from * 1000 - (Date.now() + DAY))).toBeLessThan(60_000);

      // Deposited 3 this week (first test): 47 left now, 77.5 once the raise is due.
      expect(await depositAllowance(db, player, now)).toBe(47n * U);
      expect(await refusal(assertDepositAllowed(db, player, 60n * U, now))).toMatchObject({
        data: { period: 'week', remaining: '47' },
      });
      // `from` is in whole seconds: the raise is due within the second after it.
      const before = new Date(from * 1000 - 1000);
      const after = new Date(from * 1000 + 1000);
      expect(await depositAllowance(db, player, before)).toBe(47n * U);
      expect(await depositAllowance(db, player, after)).toBe(77_500_000n);
      await assertDepositAllowed(db, player, 60n * U, after);
      expect(await limitOf(t, player, 'deposit', 'week', after)).toMatchObject({ amount: '80.5', pending: null });

      // A lower amount while a raise waits applies at once and drops the raise.
      await set(t, player, 'deposit', 'week', '60', now);
      await set(t, player, 'deposit', 'week', '40', now);
      expect(await limitOf(t, player, 'deposit', 'week', after)).toMatchObject({ amount: '40', pending: null });

      // A removal waits too.
      const removal = await call(t, player, '/set_limit', { kind: 'deposit', period: 'week', amount: null }, key);
      expect(removal.body.data.limit).toMatchObject({ amount: '40', pending: { amount: null } });
      expect(await depositAllowance(db, player, new Date(Date.now() + DAY + 60_000))).toBeNull();
    });

    it('counts open recharge orders as taken room until they expire, so two cannot both pass', async () => {
      const { id: player } = await freshPlayer(t, 100503);
      const now = new Date();
      await set(t, player, 'deposit', 'day', '10', now);
      const db = t.database.db;
      const expiresAt = new Date(now.getTime() + 30 * 60_000);
      await openRecharge(t, player, 8n * U, now, expiresAt);
      expect(await depositAllowance(db, player, now)).toBe(2n * U);
      expect(await refusal(assertDepositAllowed(db, player, 3n * U, now))).toMatchObject({
        code: ErrorCode.FORTUNE_LIMIT_REACHED,
      });
      // Once the open order expired unpaid, its room comes back.
      expect(await depositAllowance(db, player, new Date(expiresAt.getTime() + 1000))).toBe(10n * U);
    });

    it('lets no more recharges through than the deposit limit holds when they are placed at the same instant', async () => {
      const { id: player, key } = await freshPlayer(t, 100504);
      const db = t.database.db;
      await register(t, player);
      await db
        .insert(fortuneMarkets)
        .values({ market: 'vn', enabled: true })
        .onConflictDoUpdate({ target: fortuneMarkets.market, set: { enabled: true } });
      const limit = 30n * U;
      await set(t, player, 'deposit', 'day', '30', new Date());
      // 254,000 VND buys a little under 10 USDT after momo's fee: three fit in 30, a fourth does not.
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/svc/fortune/fortune/recharge',
            headers: signedHeaders({
              userId: player,
              secretKey: key,
              extra: { 'Country-Code': 'vn', 'Idempotency-Key': `race-${i}` },
            }),
            payload: { channel: 'momo', fiat_amount: '254000' },
          });
          // biome-ignore lint/suspicious/noExplicitAny: the fields read are asserted below
          return { status: response.statusCode, body: response.json() as { code: number; data: any } };
        }),
      );
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      const placed = answers.filter((a) => a.body.code === 0);
      const refused = answers.filter((a) => a.body.code !== 0);
      expect(placed.length).toBeGreaterThan(0);
      const each = BigInt(Math.round(Number(placed[0]?.body.data.order.coin_amount) * 1e6));
      expect(each).toBeLessThan(limit / 3n);
      expect(each).toBeGreaterThan(limit / 4n);
      expect(placed).toHaveLength(3);
      for (const r of refused) {
        expect(r.body.code, JSON.stringify(r.body)).toBe(ErrorCode.FORTUNE_LIMIT_REACHED);
        expect(r.body.data).toMatchObject({ kind: 'deposit', period: 'day' });
      }
      const [open] = await rows<{ n: string; total: string }>(
        db,
        sql`select count(*)::text as n, coalesce(sum(coin_amount), 0)::text as total from payment_orders
            where user_id = ${player} and kind = 'recharge' and status in ('created', 'pending')`,
      );
      expect(open?.n).toBe('3');
      expect(BigInt(open?.total ?? '0')).toBeLessThanOrEqual(limit);
      expect(await depositAllowance(db, player, new Date())).toBe(limit - 3n * each);
      // A retry of a placed order answers that order, even with the room now taken.
      const retry = await t.app.inject({
        method: 'POST',
        url: '/svc/fortune/fortune/recharge',
        headers: signedHeaders({
          userId: player,
          secretKey: key,
          extra: { 'Country-Code': 'vn', 'Idempotency-Key': `race-${answers.indexOf(placed[0] as never)}` },
        }),
        payload: { channel: 'momo', fiat_amount: '254000' },
      });
      expect(retry.json().data?.order?.order_id, retry.body).toBe(placed[0]?.body.data.order.order_id);
    });

    it('applies the lowest of overlapping limits', async () => {
      const player = 100002;
      const now = new Date();
      const db = t.database.db;
      await paidRecharge(t, player, 5n * U, new Date(now.getTime() - 2 * DAY));
      await paidRecharge(t, player, 1n * U, new Date(now.getTime() - HOUR));
      await set(t, player, 'deposit', 'day', '20', now); // 19 left
      await set(t, player, 'deposit', 'week', '10', now); // 4 left: binds
      await set(t, player, 'deposit', 'month', '100', now); // 94 left
      expect(await depositAllowance(db, player, now)).toBe(4n * U);
      expect(await refusal(assertDepositAllowed(db, player, 4n * U + 1n, now))).toMatchObject({
        data: { kind: 'deposit', period: 'week', remaining: '4' },
      });
      await set(t, player, 'deposit', 'day', '2', now); // 1 left: now the day binds
      expect(await depositAllowance(db, player, now)).toBe(1n * U);
      expect(await refusal(assertDepositAllowed(db, player, 2n * U, now))).toMatchObject({
        data: { period: 'day', remaining: '1' },
      });
      // Past a limit already (used above the amount): nothing is left, never a negative allowance.
      await set(t, player, 'deposit', 'week', '3', now);
      expect(await depositAllowance(db, player, now)).toBe(0n);
      await set(t, player, 'wager', 'day', '5', now);
      await set(t, player, 'loss', 'day', '3', now);
      expect(await refusal(assertWagerAllowed(db, player, 4n * U, now))).toMatchObject({
        data: { kind: 'loss', period: 'day', remaining: '3' },
      });
    });

    it('answers bad input with field errors and writes nothing', async () => {
      const player = 100003;
      const bad: [Record<string, unknown>, string][] = [
        [{ kind: 'deposit', period: 'day', amount: '0' }, 'amount'],
        [{ kind: 'deposit', period: 'day', amount: '-5' }, 'amount'],
        [{ kind: 'deposit', period: 'day', amount: '1.1234567' }, 'amount'],
        [{ kind: 'deposit', period: 'day', amount: 5 }, 'amount'],
        [{ kind: 'deposit', period: 'year', amount: '5' }, 'period'],
        [{ kind: 'bonus', period: 'day', amount: '5' }, 'kind'],
      ];
      const before = await rgStatus(t.database.db, player, '');
      for (const [body, field] of bad) {
        const answer = await call(t, player, '/set_limit', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.data[field], JSON.stringify(body)).toBeDefined();
      }
      expect((await rgStatus(t.database.db, player, '')).limits).toEqual(before.limits);
      for (const body of [{ kind: 'timeout', duration: '6m' }, { kind: 'forever', duration: '1y' }, {}]) {
        expect((await call(t, player, '/exclude', body)).status, JSON.stringify(body)).toBe(400);
      }
      const minutes = await call(t, player, '/reality_check', { minutes: 20 });
      expect(minutes.status).toBe(400);
      expect(minutes.body.data.minutes).toBeDefined();
      expect((await rgStatus(t.database.db, player, '')).exclusion).toBeNull();
    });
  });

  describe('exclusions', () => {
    it('refuses play at once, cannot be shortened, and holds in a new session after logout', async () => {
      const player = 100002;
      const db = t.database.db;
      await register(t, player);
      await db.insert(fortuneMarkets).values({ market: 'vn', enabled: true }).onConflictDoNothing();
      await requirePlay(db, player);
      const session = await createSession(db, player, 'test');

      const timeout = await call(t, player, '/exclude', { kind: 'timeout', duration: '7d' }, session);
      expect(timeout.body.code).toBe(0);
      expect(timeout.body.data.exclusion.kind).toBe('timeout');
      const ends = timeout.body.data.exclusion.ends_at as number;
      expect(Math.abs(ends * 1000 - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
      expect(await refusal(requirePlay(db, player))).toEqual({
        code: ErrorCode.FORTUNE_EXCLUDED,
        data: { kind: 'timeout', ends_at: ends },
      });

      const shorter = await call(t, player, '/exclude', { kind: 'timeout', duration: '1d' }, session);
      expect(shorter.status).toBe(400);
      expect(shorter.body.data.duration).toBeDefined();
      const status = await call(t, player, '/status', undefined, session);
      expect(status.body.data.exclusion).toEqual({ kind: 'timeout', ends_at: ends });

      const longer = await call(t, player, '/exclude', { kind: 'self_exclusion', duration: '6m' }, session);
      expect(longer.body.code).toBe(0);
      const selfEnds = longer.body.data.exclusion.ends_at as number;
      expect(selfEnds).toBeGreaterThan(Math.floor(Date.now() / 1000) + 180 * 86_400);
      // Six weeks ends before six months: refused.
      expect((await call(t, player, '/exclude', { kind: 'timeout', duration: '42d' }, session)).status).toBe(400);

      // Log out; a new login is a new session, and still refused.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/svc/user/user/logout',
            headers: signedHeaders({ userId: player, secretKey: session }),
            payload: {},
          })
        ).json().code,
      ).toBe(0);
      expect((await call(t, player, '/status', undefined, session)).body.code).toBe(ErrorCode.SESSION_INVALID);
      const next = await createSession(db, player, 'test');
      const again = await call(t, player, '/status', undefined, next);
      expect(again.body.data.exclusion).toEqual({ kind: 'self_exclusion', ends_at: selfEnds });
      expect(await refusal(requirePlay(db, player))).toMatchObject({ code: ErrorCode.FORTUNE_EXCLUDED });

      // Reads go on: the player sees their balance and can still tighten limits.
      const asset = await t.app.inject({
        method: 'POST',
        url: '/svc/wallet/wallet/user_asset',
        headers: signedHeaders({ userId: player, secretKey: next }),
        payload: { coin: 'USDT' },
      });
      expect(asset.json().code).toBe(0);
      expect((await call(t, player, '/set_limit', { kind: 'loss', period: 'day', amount: '1' }, next)).body.code).toBe(
        0,
      );
      // Still in force the day before it ends, over the day after.
      expect(await refusal(requirePlay(db, player, new Date((selfEnds - 86_400) * 1000)))).toMatchObject({
        code: ErrorCode.FORTUNE_EXCLUDED,
      });
      await requirePlay(db, player, new Date((selfEnds + 1) * 1000));
    });
  });

  describe('reality checks and the session', () => {
    it('keeps the interval of a registered player only', async () => {
      const { id: player, key } = await freshPlayer(t, 100502);
      expect((await call(t, player, '/reality_check', { minutes: 15 }, key)).body.code).toBe(
        ErrorCode.FORTUNE_NOT_REGISTERED,
      );
      expect((await call(t, player, '/status', undefined, key)).body.data.reality_check_minutes).toBe(60);
      await register(t, player);
      const set15 = await call(t, player, '/reality_check', { minutes: 15 }, key);
      expect(set15.body).toMatchObject({ code: 0, data: { reality_check_minutes: 15 } });
      expect((await call(t, player, '/status', undefined, key)).body.data.reality_check_minutes).toBe(15);
      expect((await call(t, player, '/reality_check', { minutes: 0 }, key)).body.data.reality_check_minutes).toBe(0);
      expect((await call(t, player, '/status', undefined, key)).body.data.reality_check_minutes).toBe(0);
    });

    it("answers the session's start and its Fortune net result from the ledger", async () => {
      const player = 100003;
      const db = t.database.db;
      const move = (kind: string, amount: bigint, win: boolean) =>
        transfer(
          db,
          [
            {
              debit: win ? { system: 'house' } : { userId: player },
              credit: win ? { userId: player } : { system: 'house' },
              coin: 'USDT',
              amount,
              kind,
            },
          ],
          { reference: `rg-test:${kind}` },
        );
      await transfer(
        db,
        [{ debit: { system: 'issuance' }, credit: { userId: player }, coin: 'USDT', amount: 100n * U, kind: 'test' }],
        { reference: 'rg-test:fund' },
      );
      await move('fortune_spin_stake', 7n * U, false); // before the session: not counted
      await db.execute(sql`update ledger_transfers set created_at = now() - interval '2 hours'`);
      const key = await createSession(db, player, 'test');
      await db.execute(
        sql`update sessions set created_at = now() - interval '1 hour' where key_hash = ${hashKey(key)}`,
      );
      await move('fortune_spin_stake', 5n * U, false);
      await move('fortune_spin_win', 1_500_000n, true);
      await move('fortune_lottery_prize', 500_000n, true);
      await move('withdraw', 3n * U, false); // not Fortune's
      await move('fortunes_other', 3n * U, false); // no `fortune_` prefix

      const [session] = await rows<{ at: string }>(
        db,
        sql`select floor(extract(epoch from created_at))::bigint::text as at from sessions where key_hash = ${hashKey(key)}`,
      );
      const status = await call(t, player, '/status', undefined, key);
      expect(status.body.data.session).toEqual({ started_at: Number(session?.at), net: '-3' });
      expect((await checkLedger(db)).problems).toEqual([]);
    });
  });
});
