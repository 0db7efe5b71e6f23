import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, inTransaction } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { recordPlay } from '../../src/services/fortune/wagering.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

/** Fortune's player, money, locked-bonus and VIP calls (issue 16), on both databases. */

process.env.PAYMENT_SANDBOX_DELAY_MS = '20';
const PLAYER = 100002;
const OTHER = 100003;

interface CallOptions {
  userId?: number;
  country?: string;
  key?: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
}

async function call(t: TestApp, path: string, body: object = {}, o: CallOptions = {}) {
  const extra: Record<string, string> = { 'Country-Code': o.country ?? 'vn' };
  if (o.key) extra['Idempotency-Key'] = o.key;
  const method = o.method ?? 'POST';
  const qs = o.query ? `?${new URLSearchParams(o.query)}` : '';
  const response = await t.app.inject({
    method,
    url: `/svc/fortune/fortune${path}${qs}`,
    headers: signedHeaders({ userId: o.userId ?? PLAYER, extra }),
    ...(method === 'POST' ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}
const get = (t: TestApp, path: string, o: CallOptions = {}) => call(t, path, {}, { ...o, method: 'GET' });

const minor = (text: string) => {
  const [w = '0', f = ''] = text.split('.');
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0'));
};

async function openMarket(t: TestApp, market: string, enabled = true) {
  await t.database.db.execute(
    sql`insert into fortune_markets (market, enabled) values (${market}, ${enabled})
        on conflict (market) do update set enabled = excluded.enabled`,
  );
}

async function play(t: TestApp, userId: number, stake: bigint, win = 0n, at = new Date()) {
  await inTransaction(t.database.db, (tx) => recordPlay(tx, { userId, stake, win, at }));
}

async function payOrder(t: TestApp, orderId: string) {
  const [row] = await rows<{ provider_ref: string }>(
    t.database.db,
    sql`select provider_ref from payment_orders where id = ${orderId}`,
  );
  await t.app.payments.sandbox.settle(row?.provider_ref as string, 'paid');
  await expect
    .poll(
      async () =>
        (await rows<{ status: string }>(t.database.db, sql`select status from payment_orders where id = ${orderId}`))[0]
          ?.status,
      { timeout: 10_000 },
    )
    .toBe('paid');
}

async function expectLedgerOk(t: TestApp) {
  const check = await checkLedger(t.database.db);
  expect(check.problems).toEqual([]);
}

describe.each(DB_KINDS)('fortune: players, money, bonuses and VIP (%s)', (kind) => {
  const t = useTestApp(kind);

  it('is closed where no operator opened it, and a player joins only where it is open', async () => {
    await openMarket(t, 'in', false);
    const closed = await call(t, '/register', { age_confirmed: true }, { country: 'in', userId: OTHER });
    expect(closed.body.code).toBe(ErrorCode.FORTUNE_NOT_AVAILABLE);
    const countries = await get(t, '/available_countries', { country: 'in', userId: OTHER });
    expect(countries.body.data.available).toBe(false);
    expect(countries.body.data.markets.map((m: { market: string }) => m.market)).not.toContain('in');

    await openMarket(t, 'vn');
    const before = await get(t, '/query');
    expect(before.body.data).toMatchObject({ registered: false, available: true, cash: expect.any(String) });
    const noAge = await call(t, '/register', { age_confirmed: false });
    expect(noAge.status).toBe(400);
    expect(noAge.body.code).toBe(ErrorCode.VALIDATION);
    const joined = await call(t, '/register', { age_confirmed: true, client_seed: 'my-seed' });
    expect(joined.body.code).toBe(0);
    expect(joined.body.data).toMatchObject({ registered: true, currency: { market: 'vn', code: 'VND', symbol: '₫' } });
    const again = await call(t, '/register', { age_confirmed: true }, { country: 'br' });
    expect(again.body.data.currency.market).toBe('vn');
  });

  it('places a recharge through the payment core, pays a first-deposit bonus once, and locks it', async () => {
    const conf = await get(t, '/recharge_conf');
    expect(conf.body.code).toBe(0);
    expect(conf.body.data.first_deposit_bonus).toMatchObject({ eligible: true, percent: 100, wager_multiplier: 10 });
    expect(conf.body.data.channels.map((c: { id: string }) => c.id)).toContain('momo');

    const noKey = await call(t, '/recharge', { channel: 'momo', fiat_amount: '254000' });
    expect(noKey.status).toBe(400);
    const first = await call(t, '/recharge', { channel: 'momo', fiat_amount: '254000' }, { key: 'fr-1' });
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    const repeat = await call(t, '/recharge', { channel: 'momo', fiat_amount: '254000' }, { key: 'fr-1' });
    expect(repeat.body.data.order.order_id).toBe(first.body.data.order.order_id);
    const changed = await call(t, '/recharge', { channel: 'momo', fiat_amount: '300000' }, { key: 'fr-1' });
    expect(changed.body.code).toBe(ErrorCode.IDEMPOTENCY_MISMATCH);
    const coins = minor(first.body.data.order.coin_amount);
    expect(minor(first.body.data.bonus)).toBe(coins < 50_000_000n ? coins : 50_000_000n);

    const cashBefore = await balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
    await payOrder(t, first.body.data.order.order_id);
    expect(await balanceOf(t.database.db, { userId: PLAYER }, 'USDT')).toBe(cashBefore + coins);
    const locked = await get(t, '/locked_detail');
    expect(locked.body.data.bonuses).toHaveLength(1);
    expect(locked.body.data.bonuses[0]).toMatchObject({ source: 'first_deposit', status: 'locked', wagered: '0' });
    expect(minor(locked.body.data.bonuses[0].wager_required)).toBe(minor(first.body.data.bonus) * 10n);

    const second = await call(t, '/recharge', { channel: 'momo', fiat_amount: '254000' }, { key: 'fr-2' });
    expect(second.body.data.bonus).toBe('0');
    await payOrder(t, second.body.data.order.order_id);
    expect((await get(t, '/locked_detail')).body.data.bonuses).toHaveLength(1);
    expect((await get(t, '/recharge_conf')).body.data.first_deposit_bonus.eligible).toBe(false);
    await expectLedgerOk(t);
  });

  it('unlocks a bonus only when its wagering is met, and pays it once under 50 racing requests', async () => {
    const [bonus] = (await get(t, '/locked_detail')).body.data.bonuses;
    const early = await call(t, '/unlock', { bonus_id: bonus.id }, { key: 'ul-early' });
    expect(early.body.code).toBe(ErrorCode.FORTUNE_WAGERING_NOT_MET);

    const required = minor(bonus.wager_required);
    await play(t, PLAYER, required - 1n, 0n);
    const short = await call(t, '/unlock', { bonus_id: bonus.id }, { key: 'ul-short' });
    expect(short.body.code).toBe(ErrorCode.FORTUNE_WAGERING_NOT_MET);
    expect(short.body.data).toMatchObject({ wagered: expect.any(String) });
    await play(t, PLAYER, 1n, 0n);

    const cash = await balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(t, '/unlock', { bonus_id: bonus.id }, { key: `ul-${i}` })),
    );
    for (const a of answers) expect(a.body.code, JSON.stringify(a.body)).toBe(0);
    expect(await balanceOf(t.database.db, { userId: PLAYER }, 'USDT')).toBe(cash + minor(bonus.amount));
    expect((await get(t, '/locked_detail')).body.data.bonuses).toHaveLength(0);
    const other = await call(t, '/unlock', { bonus_id: bonus.id }, { key: 'ul-x', userId: OTHER });
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
    await expectLedgerOk(t);
  });

  it('refuses recharges during an exclusion and past a deposit limit, at the boundary', async () => {
    const limit = await call(t, '/rg/set_limit', { kind: 'deposit', period: 'day', amount: '1' });
    expect(limit.body.code, JSON.stringify(limit.body)).toBe(0);
    const over = await call(t, '/recharge', { channel: 'momo', fiat_amount: '254000' }, { key: 'lim-1' });
    expect(over.body.code).toBe(ErrorCode.FORTUNE_LIMIT_REACHED);
    expect((await get(t, '/recharge_conf')).body.data.deposit_allowance).toBe('0');

    await call(t, '/register', { age_confirmed: true }, { userId: OTHER });
    const out = await call(t, '/rg/exclude', { kind: 'timeout', duration: '1d' }, { userId: OTHER });
    expect(out.body.code).toBe(0);
    const refused = await call(
      t,
      '/recharge',
      { channel: 'momo', fiat_amount: '254000' },
      { key: 'ex-1', userId: OTHER },
    );
    expect(refused.body.code).toBe(ErrorCode.FORTUNE_EXCLUDED);
    expect((await get(t, '/query', { userId: OTHER })).body.data.exclusion).toMatchObject({ kind: 'timeout' });
  });

  it('shows cash, locked and claimable by coin, and the Fortune movements', async () => {
    const list = await get(t, '/asset_list');
    expect(list.body.data.assets[0]).toMatchObject({ coin: 'USDT', locked: '0' });
    const detail = await get(t, '/asset_detail', { query: { coin: 'USDT' } });
    const kinds = detail.body.data.movements.map((m: { kind: string }) => m.kind);
    expect(kinds).toContain('fortune_bonus_unlock');
    expect(kinds).toContain('recharge');
    const bad = await get(t, '/asset_detail', { query: { coin: 'KC' } });
    expect(bad.status).toBe(400);
  });

  it('levels VIP from wager volume and pays each level-up reward and closed week of rakeback once', async () => {
    const conf = await get(t, '/vip_conf');
    expect(conf.body.data.levels).toHaveLength(11);
    // Last week's volume: 1,000 USDT on a day of the previous ISO week.
    const lastWeek = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    await play(t, PLAYER, 1_000_000_000n, 0n, lastWeek);
    const profile = await get(t, '/vip_profile');
    expect(profile.body.data.level).toBeGreaterThanOrEqual(3);
    const claimable = profile.body.data.rewards.filter((r: { claimable: boolean }) => r.claimable);
    expect(claimable.map((r: { kind: string }) => r.kind)).toEqual(expect.arrayContaining(['level_up', 'rakeback']));

    const cash = await balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
    let paid = 0n;
    for (const reward of claimable) {
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(t, '/receive_vip_reward', { kind: reward.kind, ref: reward.ref }, { key: `vip-${reward.ref}-${i}` }),
        ),
      );
      for (const r of racing) expect(r.body.code, JSON.stringify(r.body)).toBe(0);
      paid += minor(reward.amount);
    }
    expect(await balanceOf(t.database.db, { userId: PLAYER }, 'USDT')).toBe(cash + paid);
    const after = await get(t, '/vip_profile');
    expect(after.body.data.rewards.filter((r: { claimable: boolean }) => r.claimable)).toEqual([]);
    const unknown = await call(t, '/receive_vip_reward', { kind: 'level_up', ref: '10' }, { key: 'vip-10' });
    expect(unknown.body.code).toBe(ErrorCode.FORTUNE_REWARD_NOT_CLAIMABLE);
    const bad = await call(t, '/receive_vip_reward', { kind: 'level_up', ref: 'ten' }, { key: 'vip-bad' });
    expect(bad.status).toBe(400);
    await expectLedgerOk(t);
  });

  it('returns an expired locked bonus to the house', async () => {
    const { grantBonus, systemIds, expireBonuses } = await import('../../src/services/fortune/bonus-service.ts');
    const ids = await systemIds(t.database.db);
    await inTransaction(t.database.db, (tx) =>
      grantBonus(
        tx,
        ids,
        { userId: PLAYER, amount: 2_000_000n, wagerMultiplier: 5, expiresDays: 1, source: 'test', sourceRef: 'exp-1' },
        new Date(Date.now() - 2 * 24 * 3600 * 1000),
      ),
    );
    expect((await get(t, '/locked_detail')).body.data.bonuses).toHaveLength(0);
    expect(await expireBonuses(t.database.db, ids)).toBe(0);
    const [row] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from fortune_bonuses where source = 'test' and source_ref = 'exp-1'`,
    );
    expect(row?.status).toBe('expired');
    await expectLedgerOk(t);
  });

  it('stores attribution events and refuses malformed ones', async () => {
    expect((await call(t, '/report_user_action', { action: 'open_pay', data: { from: 'home' } })).body.code).toBe(0);
    expect((await call(t, '/report_user_action', { action: 'Bad Action!' })).status).toBe(400);
    expect((await call(t, '/update_ad_user_ga_clientid', { client_id: 'GA1.1.123456.789' })).body.code).toBe(0);
    expect((await call(t, '/update_ad_user_ga_clientid', { client_id: '<script>' })).status).toBe(400);
    const [row] = await rows<{ ga_client_id: string }>(
      t.database.db,
      sql`select ga_client_id from fortune_players where user_id = ${PLAYER}`,
    );
    expect(row?.ga_client_id).toBe('GA1.1.123456.789');
  });

  it('lists completed Fortune withdrawals with the names masked', async () => {
    const order = async (id: string, brand: string, status: string) => {
      await t.database.db.execute(sql`
        insert into payment_quotes (id, user_id, direction, market, channel, currency, fiat_cents, fee_cents, coin,
                                    coin_amount, rate_e4, expires_at)
        values (${`q_${id}`}, ${PLAYER}, 'withdraw', 'br', 'pix', 'BRL', 5600, 0, 'USDT', 1000000, 56000, now())`);
      await t.database.db.execute(sql`
        insert into payment_orders (id, user_id, kind, brand, status, quote_id, market, channel, provider, currency,
                                    fiat_cents, fee_cents, coin, coin_amount, expires_at)
        values (${id}, ${PLAYER}, 'withdraw', ${brand}, ${status}, ${`q_${id}`}, 'br', 'pix', 'sandbox', 'BRL', 5600,
                0, 'USDT', 1000000, now())`);
    };
    const before = (await get(t, '/recent_withdraw_logs')).body.data.items.length;
    await order('w_test_fortune_done', 'fortune', 'completed');
    await order('w_test_fortune_review', 'fortune', 'review');
    await order('w_test_main_done', 'main', 'completed');
    const logs = await get(t, '/recent_withdraw_logs');
    expect(logs.body.code).toBe(0);
    expect(logs.body.data.items).toHaveLength(Math.min(20, before + 1));
    const [item] = logs.body.data.items;
    expect(item).toMatchObject({ amount: '1', currency: { market: 'br', symbol: 'R$' } });
    expect(item.name).toMatch(/^\S{1,3}\*\*\*$/);
    const { maskName } = await import('../../src/services/fortune/money-service.ts');
    expect(maskName('Maria Silva')).toBe('Mar***');
    expect(maskName('Al')).toBe('A***');
  });
});
