import { ErrorCode } from '@arcadia/contract';
import * as ops from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

process.env.PAYMENT_SANDBOX_DELAY_MS = '20';
process.env.PAYMENT_WITHDRAWALS_PER_DAY = '1000';
const PLAYER = 100001;

async function call(t: TestApp, path: string, body: unknown, userId = PLAYER) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/svc/payment${path}`,
    headers: signedHeaders({ userId, extra: { 'Country-Code': 'vn', 'Idempotency-Key': `k${Math.random()}` } }),
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

const usdt = (t: TestApp) => balanceOf(t.database.db, { userId: PLAYER }, 'USDT');

/** Moves the player's USDT to exactly `minor` through the ledger (issuance on the other side). */
async function setUsdt(t: TestApp, minor: bigint) {
  const now = await usdt(t);
  if (now === minor) return;
  const player = { userId: PLAYER };
  const issuance = { system: 'issuance' as const };
  const [debit, credit] = now < minor ? [issuance, player] : [player, issuance];
  await transfer(
    t.database.db,
    [{ debit, credit, coin: 'USDT', amount: now < minor ? minor - now : now - minor, kind: 'test' }],
    { reference: 'test:set-balance' },
  );
}

async function account(t: TestApp, number: string) {
  const saved = await call(t, '/payment/account_save', { channel: 'momo', holder: 'Nguyen Van Linh', number });
  expect(saved.body.code).toBe(0);
  await t.database.db.execute(sql`update payment_accounts set usable_from = now() - interval '1 minute'`);
  return saved.body.data.id as number;
}

async function quote(t: TestApp, fiat = '254000') {
  const q = await call(t, '/payment/quote', { channel: 'momo', direction: 'withdraw', fiat_amount: fiat });
  expect(q.body.code).toBe(0);
  return q.body.data as { quote_id: string; coin_amount: string };
}

const statusOf = async (t: TestApp, id: string) =>
  (await rows<{ status: string }>(t.database.db, sql`select status from payment_orders where id = ${id}`))[0]?.status;

describe.each(DB_KINDS)('payments: withdrawals (%s)', (kind) => {
  const t = useTestApp(kind);

  it('validates payout accounts for the market and blocks new ones for 24 hours', async () => {
    const momo = await call(t, '/payment/account_save', { channel: 'momo', holder: 'Linh', number: '0901 234 567' });
    expect(momo.body.data.number_masked).toBe('•••• 4567');
    expect(momo.body.data.usable_from - Date.now() / 1000).toBeGreaterThan(86_000);
    const bad = await call(t, '/payment/account_save', { channel: 'momo', holder: 'Linh', number: '+6281234567890' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.number).toBeDefined();
    const bank = await call(t, '/payment/account_save', { channel: 'bank', holder: 'Linh', number: '12ab' });
    expect(bank.body.data.number).toBeDefined();
    const q = await quote(t);
    const early = await call(t, '/payment/withdraw', { quote_id: q.quote_id, account_id: momo.body.data.id });
    expect(early.body.data.account_id).toBeDefined();
  });

  it('needs a bound phone (1012)', async () => {
    const answer = await call(t, '/payment/withdraw', { quote_id: 'q_0000000000000000', account_id: 1 }, 100003);
    expect(answer.body.code).toBe(ErrorCode.PHONE_BINDING_REQUIRED);
  });

  it('a first withdrawal waits for review; finance approves it and the payout completes', async () => {
    await setUsdt(t, 50_000_000n);
    const id = await account(t, '0901234567');
    const q = await quote(t);
    const asked = await call(t, '/payment/withdraw', { quote_id: q.quote_id, account_id: id });
    expect(asked.body.data.order.status).toBe('review');
    const held = BigInt(Math.round(Number(q.coin_amount) * 1e6));
    expect(await usdt(t)).toBe(50_000_000n - held);

    const support = await signedInOperator(t, 'support');
    const denied = await opsCall(t.app, ops.opsWithdrawalsList, {}, support.token);
    expect(denied.body.code).toBe(ErrorCode.FORBIDDEN);
    const finance = await signedInOperator(t, 'finance');
    const queue = await opsCall(t.app, ops.opsWithdrawalsList, {}, finance.token);
    const item = queue.body.data.list.find((o: { order_id: string }) => o.order_id === asked.body.data.order.order_id);
    expect(item).toMatchObject({ user_id: PLAYER, review_reason: 'first_withdrawal' });
    expect(item.signals).toMatchObject({ payout_account: 'momo 4567', withdrawn_usdt: '0', shared_account_players: 0 });
    expect(item.signals.account_age_days).toBeGreaterThanOrEqual(0);
    // Another player saving the same MoMo number shows on the reviewer's card.
    const other = await t.app.inject({
      method: 'POST',
      url: '/svc/payment/payment/account_save',
      headers: signedHeaders({ userId: 100003, extra: { 'Country-Code': 'vn' } }),
      payload: { channel: 'momo', holder: 'Ana Souza', number: '0901234567' },
    });
    expect(other.json().code).toBe(0);
    const shared = await opsCall(t.app, ops.opsWithdrawalsList, {}, finance.token);
    expect(
      shared.body.data.list.find((o: { order_id: string }) => o.order_id === item.order_id).signals
        .shared_account_players,
    ).toBe(1);
    const decided = await opsCall(
      t.app,
      ops.opsWithdrawalDecide,
      { order_id: item.order_id, approve: true },
      finance.token,
    );
    expect(decided.body.data.status).toBe('approved');
    const again = await opsCall(
      t.app,
      ops.opsWithdrawalDecide,
      { order_id: item.order_id, approve: true },
      finance.token,
    );
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    await expect.poll(() => statusOf(t, item.order_id), { timeout: 10_000 }).toBe('completed');
    expect(await usdt(t)).toBe(50_000_000n - held);
    const logged = await rows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from operator_audit where action = 'payments.withdrawal_approve' and target = ${`order:${item.order_id}`}`,
    );
    expect(logged[0]?.n).toBe('1');
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('a rejected withdrawal returns the coins; a failed payout returns them; a bounce pays them back', async () => {
    await setUsdt(t, 50_000_000n);
    const finance = await signedInOperator(t, 'finance');
    const ok = await account(t, '0901234567');
    const reject = await call(t, '/payment/withdraw', { quote_id: (await quote(t)).quote_id, account_id: ok });
    if (reject.body.data.order.status === 'review')
      await opsCall(
        t.app,
        ops.opsWithdrawalDecide,
        { order_id: reject.body.data.order.order_id, approve: false },
        finance.token,
      );
    else await expect.poll(() => statusOf(t, reject.body.data.order.order_id), { timeout: 10_000 }).toBe('completed');
    await setUsdt(t, 50_000_000n);

    const failing = await account(t, '0901230000');
    const failed = await call(t, '/payment/withdraw', { quote_id: (await quote(t)).quote_id, account_id: failing });
    expect(failed.body.data.order.status).toBe('paying');
    await expect.poll(() => statusOf(t, failed.body.data.order.order_id), { timeout: 10_000 }).toBe('failed');
    expect(await usdt(t)).toBe(50_000_000n);

    const bouncing = await account(t, '0901239999');
    const bounced = await call(t, '/payment/withdraw', { quote_id: (await quote(t)).quote_id, account_id: bouncing });
    await expect.poll(() => statusOf(t, bounced.body.data.order.order_id), { timeout: 10_000 }).toBe('bounced');
    expect(await usdt(t)).toBe(50_000_000n);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('100 withdrawals at once against a balance for 10 hold exactly 10', async () => {
    const id = await account(t, '0901234567');
    const quotes = [];
    for (let i = 0; i < 100; i++) quotes.push(await quote(t, '60000'));
    const each = BigInt(Math.round(Number(quotes[0]?.coin_amount) * 1e6));
    await setUsdt(t, each * 10n);
    const answers = await Promise.all(
      quotes.map((q) => call(t, '/payment/withdraw', { quote_id: q.quote_id, account_id: id })),
    );
    const made = answers.filter((a) => a.body.code === 0);
    expect(made).toHaveLength(10);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.code === ErrorCode.INSUFFICIENT_BALANCE)).toBe(
      true,
    );
    expect(await usdt(t)).toBe(0n);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });
});
