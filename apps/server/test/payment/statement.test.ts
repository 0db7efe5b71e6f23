import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { transfer } from '../../src/ledger/ledger.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';

/** The statement (/user/report) and the withdrawal checklist (/user/verify), read from the ledger and the rules. */

const PLAYER = 100001;
const NO_PHONE = 100003;

async function call(t: TestApp, path: string, body: unknown, userId = PLAYER) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/svc/payment${path}`,
    headers: signedHeaders({ userId, extra: { 'Country-Code': 'vn' } }),
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

async function move(t: TestApp, coin: 'KC' | 'USDT', amount: bigint, kind: string, toPlayer: boolean) {
  const player = { userId: PLAYER };
  const issuance = { system: 'issuance' as const };
  await transfer(
    t.database.db,
    [{ debit: toPlayer ? issuance : player, credit: toPlayer ? player : issuance, coin, amount, kind }],
    { reference: `test:${kind}` },
  );
}

type Statement = {
  from: number;
  to: number;
  coins: {
    coin: string;
    income: string;
    spending: string;
    net: string;
    categories: { category: string; income: string; spending: string; count: number }[];
  }[];
  rows: { coin: string; category: string; kind: string; direction: string; amount: string }[];
};

const coinOf = (s: Statement, coin: string) => s.coins.find((c) => c.coin === coin);
const categoryOf = (s: Statement, coin: string, category: string) =>
  coinOf(s, coin)?.categories.find((c) => c.category === category);

describe.each(DB_KINDS)('payments: statement and withdrawal checklist (%s)', (kind) => {
  const t = useTestApp(kind);

  it('sums income and spending per coin and category over the period, newest transfers first', async () => {
    const before = (await call(t, '/payment/statement', { days: 30 })).body.data as Statement;
    await move(t, 'KC', 500n, 'task_reward', true);
    await move(t, 'KC', 200n, 'swap', false);
    await move(t, 'KC', 5n, 'swap_fee', false);
    await move(t, 'USDT', 1_000_000n, 'ops_adjust', true);
    const answer = await call(t, '/payment/statement', { days: 30 });
    expect(answer.body.code).toBe(0);
    const after = answer.body.data as Statement;

    expect(after.to - after.from).toBe(30 * 86_400);
    // KC has 2 decimals: 500 minor units are 5 KC.
    const kcIncome = Number(coinOf(after, 'KC')?.income) - Number(coinOf(before, 'KC')?.income ?? 0);
    const kcSpending = Number(coinOf(after, 'KC')?.spending) - Number(coinOf(before, 'KC')?.spending ?? 0);
    expect(kcIncome).toBeCloseTo(5, 6);
    expect(kcSpending).toBeCloseTo(2.05, 6);
    expect(Number(categoryOf(after, 'KC', 'exchange')?.spending)).toBeGreaterThanOrEqual(2);
    expect(Number(categoryOf(after, 'KC', 'fees')?.spending)).toBeGreaterThanOrEqual(0.05);
    expect(Number(categoryOf(after, 'USDT', 'adjustment')?.income)).toBeGreaterThanOrEqual(1);
    // Newest first (other jobs may book transfers meanwhile: only this test's kinds are compared).
    const made = new Set(['task_reward', 'swap', 'swap_fee', 'ops_adjust']);
    const mine = after.rows.filter((r) => made.has(r.kind)).slice(0, 4);
    expect(mine.map((r) => [r.coin, r.category, r.direction, r.amount])).toEqual([
      ['USDT', 'adjustment', 'in', '1'],
      ['KC', 'fees', 'out', '0.05'],
      ['KC', 'exchange', 'out', '2'],
      ['KC', 'tasks', 'in', '5'],
    ]);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('shows another player nothing of this one, and refuses a period it does not offer', async () => {
    const other = (await call(t, '/payment/statement', { days: 7 }, NO_PHONE)).body.data as Statement;
    expect(other.rows.every((r) => r.kind !== 'swap_fee')).toBe(true);
    const bad = await call(t, '/payment/statement', { days: 8 });
    expect(bad.status).toBe(400);
    expect(bad.body.data.days).toBeDefined();
  });

  it('answers what a withdrawal still needs, step by step', async () => {
    const none = (await call(t, '/payment/withdraw_readiness', {}, NO_PHONE)).body.data;
    expect(none).toMatchObject({ phone_bound: false, ready: false });

    const start = (await call(t, '/payment/withdraw_readiness', {})).body.data;
    expect(start).toMatchObject({ phone_bound: true, first_withdrawal: true, coin: 'USDT', per_day: 3 });
    const saved = await call(t, '/payment/account_save', {
      channel: 'momo',
      holder: 'Nguyen Van Linh',
      number: '0901 234 568',
    });
    expect(saved.body.code).toBe(0);
    const waiting = (await call(t, '/payment/withdraw_readiness', {})).body.data;
    expect(waiting.accounts).toBe(start.accounts + 1);
    expect(waiting.next_usable_at).toBeGreaterThan(Date.now() / 1000 + 86_000);

    await t.database.db.execute(sql`update payment_accounts set usable_from = now() - interval '1 minute'`);
    const ready = (await call(t, '/payment/withdraw_readiness', {})).body.data;
    expect(ready).toMatchObject({ usable_accounts: ready.accounts, next_usable_at: 0, withdrawals_today: 0 });
    // The first test left the player 1 USDT.
    expect(Number(ready.balance)).toBeGreaterThanOrEqual(1);
    expect(ready.ready).toBe(true);
  });
});
