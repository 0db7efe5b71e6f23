import { ErrorCode } from '@arcadia/contract';
import * as ops from '@arcadia/contract/ops/index';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { storeWebhook } from '../../src/services/payment/orders-repo.ts';
import { signPayload } from '../../src/services/payment/providers/stripe-signature.ts';
import { reconcile } from '../../src/services/payment/recharge-service.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

process.env.PAYMENT_SANDBOX_DELAY_MS = '20';
const SECRET = 'whsec_arcadia_development_sandbox';
const PLAYER = 100002;

async function call(t: TestApp, path: string, body: unknown, options: { country?: string; key?: string } = {}) {
  const extra: Record<string, string> = { 'Country-Code': options.country ?? 'vn' };
  if (options.key) extra['Idempotency-Key'] = options.key;
  const response = await t.app.inject({
    method: 'POST',
    url: `/svc/payment${path}`,
    headers: signedHeaders({ userId: PLAYER, extra }),
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

async function hook(t: TestApp, event: object, options: { t?: number; secret?: string } = {}) {
  const raw = JSON.stringify(event);
  const ts = options.t ?? Math.floor(Date.now() / 1000);
  const response = await t.app.inject({
    method: 'POST',
    url: '/hooks/payment/sandbox',
    headers: {
      'content-type': 'application/json',
      'Sandbox-Signature': signPayload(options.secret ?? SECRET, raw, ts),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() };
}

const eventOf = (id: string, order: { ref: string; amount: string; currency: string }, status: string) => ({
  id,
  type: `payment.${status}`,
  data: { ref: order.ref, status, amount_cents: order.amount, currency: order.currency },
});

async function newOrder(t: TestApp, fiat = '254000') {
  const quote = await call(t, '/payment/quote', { channel: 'momo', direction: 'recharge', fiat_amount: fiat });
  expect(quote.body.code, JSON.stringify(quote.body)).toBe(0);
  const order = await call(
    t,
    '/payment/recharge',
    { quote_id: quote.body.data.quote_id },
    { key: quote.body.data.quote_id },
  );
  expect(order.body.code).toBe(0);
  const [row] = await rows<{ provider_ref: string; fiat_cents: string }>(
    t.database.db,
    sql`select provider_ref, fiat_cents::text from payment_orders where id = ${order.body.data.order.order_id}`,
  );
  return {
    id: order.body.data.order.order_id as string,
    ref: row?.provider_ref as string,
    amount: row?.fiat_cents as string,
    currency: 'VND',
    coinMinor: BigInt(Math.round(Number(order.body.data.order.coin_amount) * 1e6)),
    checkoutUrl: order.body.data.checkout_url as string,
  };
}

const centsText = (cents: bigint) =>
  cents % 100n === 0n ? `${cents / 100n}` : `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
const usdt = (t: TestApp) => balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
const statusOf = async (t: TestApp, id: string) =>
  (
    await rows<{ status: string; late: boolean }>(
      t.database.db,
      sql`select status, late from payment_orders where id = ${id}`,
    )
  )[0];

describe.each(DB_KINDS)('payments: channels, quotes and recharge (%s)', (kind) => {
  const t = useTestApp(kind);

  it('offers each market its channels and currency', async () => {
    const ids = async (country: string) => {
      const answer = await call(t, '/payment/channels', {}, { country });
      return {
        currency: answer.body.data.currency,
        symbol: answer.body.data.symbol,
        ids: answer.body.data.channels.map((c: { id: string }) => c.id),
      };
    };
    expect(await ids('vn')).toEqual({ currency: 'VND', symbol: '₫', ids: ['momo', 'bank', 'ton'] });
    expect((await ids('id')).ids).toEqual([
      'dana',
      'ovo',
      'gopay',
      'bank',
      'shopeepay',
      'usdt_trc20',
      'usdt_bep20',
      'ton',
    ]);
    expect(await ids('br')).toEqual({ currency: 'BRL', symbol: 'R$', ids: ['pix', 'pagbank', 'ton', 'bsc'] });
    expect(await ids('th')).toEqual({ currency: 'THB', symbol: '฿', ids: ['bank', 'usdt_trc20'] });
    expect((await ids('mx')).symbol).toBe('Mex$');
  });

  it('quotes at the market rate after the channel fee, and refuses amounts outside the limits', async () => {
    const quote = await call(t, '/payment/quote', { channel: 'momo', direction: 'recharge', fiat_amount: '254000' });
    // 1.5% fee: 3,810 VND; 250,190 VND at 25,400 VND per USDT = 9.85 USDT.
    expect(quote.body.data).toMatchObject({ fee: '3810', coin: 'USDT', coin_amount: '9.85', rate: '25400' });
    const small = await call(t, '/payment/quote', { channel: 'momo', direction: 'recharge', fiat_amount: '100' });
    expect(small.status).toBe(400);
    expect(small.body.data.fiat_amount).toBeDefined();
    const foreign = await call(t, '/payment/quote', { channel: 'pix', direction: 'recharge', fiat_amount: '254000' });
    expect(foreign.body.data.channel).toBeDefined();
  });

  it('one quote makes one order, even asked 50 times at once', async () => {
    const quote = await call(t, '/payment/quote', { channel: 'bank', direction: 'recharge', fiat_amount: '500000' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t, '/payment/recharge', { quote_id: quote.body.data.quote_id })),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.order.order_id)).size).toBe(1);
  });

  it('sends the player back to the page the recharge was started for, and refuses paths off the app', async () => {
    const quoteOf = async () =>
      (await call(t, '/payment/quote', { channel: 'bank', direction: 'recharge', fiat_amount: '500000' })).body.data
        .quote_id as string;
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/win money', 'win/money']) {
      const refused = await call(t, '/payment/recharge', { quote_id: await quoteOf(), return_path: bad });
      expect([refused.status, refused.body.code], bad).toEqual([400, ErrorCode.VALIDATION]);
      expect(refused.body.data.return_path, bad).toBeDefined();
    }
    const order = await call(t, '/payment/recharge', { quote_id: await quoteOf(), return_path: '/win/money?tab=in' });
    expect(order.body.code, JSON.stringify(order.body)).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: new URL(order.body.data.checkout_url).pathname });
    expect(page.body).toContain('href="/win/money?tab=in"');
    const plain = await call(t, '/payment/recharge', { quote_id: await quoteOf() });
    const plainPage = await t.app.inject({ method: 'GET', url: new URL(plain.body.data.checkout_url).pathname });
    expect(plainPage.body).toContain('href="/user/orders"');
  });

  it('pays through the sandbox checkout once, whatever the late, duplicated and out-of-order webhooks do', async () => {
    const before = await usdt(t);
    const order = await newOrder(t);
    const page = await t.app.inject({ method: 'GET', url: new URL(order.checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay now');
    const pay = await t.app.inject({ method: 'POST', url: `${new URL(order.checkoutUrl).pathname}/pay` });
    expect(pay.statusCode).toBe(303);
    await expect
      .poll(async () => (await t.app.payments.sandbox.payment(order.ref))?.deliveries, { timeout: 10_000 })
      .toBe(3);
    expect(await statusOf(t, order.id)).toEqual({ status: 'paid', late: false });
    expect(await usdt(t)).toBe(before + order.coinMinor);
    const results = await rows<{ result: string }>(
      t.database.db,
      sql`select result from payment_webhooks where body like ${`%${order.ref}%`} order by id`,
    );
    expect(results.map((r) => r.result).sort()).toEqual(['credited', 'stale']);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('refuses bad signatures and stale timestamps; stores and answers unknown orders; ignores amount mismatches', async () => {
    const order = await newOrder(t);
    const before = await usdt(t);
    expect((await hook(t, eventOf('evt_bad', order, 'succeeded'), { secret: 'whsec_other' })).status).toBe(400);
    const old = await hook(t, eventOf('evt_old', order, 'succeeded'), { t: Math.floor(Date.now() / 1000) - 301 });
    expect(old.body.msg).toBe('stale');
    const unknown = await hook(
      t,
      eventOf('evt_unknown', { ...order, ref: 'sbx_000000000000000000000000' }, 'succeeded'),
    );
    expect(unknown.body).toMatchObject({ code: 0, msg: 'unknown_order' });
    const wrong = await hook(t, eventOf('evt_wrong', { ...order, amount: '1' }, 'succeeded'));
    expect(wrong.body.msg).toBe('amount_mismatch');
    expect(await usdt(t)).toBe(before);
    expect((await statusOf(t, order.id))?.status).toBe('created');
  });

  it('50 identical webhooks at once credit once', async () => {
    const order = await newOrder(t);
    const before = await usdt(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => hook(t, eventOf('evt_same', order, 'succeeded'))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await usdt(t)).toBe(before + order.coinMinor);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('a failure then a success: failed first, then credited late and flagged', async () => {
    const order = await newOrder(t);
    const before = await usdt(t);
    expect((await hook(t, eventOf('evt_f', order, 'failed'))).body.msg).toBe('failed');
    expect((await hook(t, eventOf('evt_s', order, 'succeeded'))).body.msg).toBe('credited_late');
    expect(await statusOf(t, order.id)).toEqual({ status: 'paid', late: true });
    expect(await usdt(t)).toBe(before + order.coinMinor);
  });

  it('recovers after a crash: a stored but unapplied webhook, or only the provider knowing, credits once', async () => {
    const stored = await newOrder(t);
    const before = await usdt(t);
    const raw = JSON.stringify(eventOf('evt_crash', stored, 'succeeded'));
    expect(await storeWebhook(t.database.db, 'sandbox', 'evt_crash', raw)).toBe(true); // received, then the process died
    await reconcile(t.app.payments.deps);
    await reconcile(t.app.payments.deps);
    expect(await usdt(t)).toBe(before + stored.coinMinor);

    const silent = await newOrder(t);
    await t.database.db.execute(sql`update payment_sandbox set status = 'succeeded' where ref = ${silent.ref}`);
    await reconcile(t.app.payments.deps, Date.now() + 120_000);
    await reconcile(t.app.payments.deps, Date.now() + 120_000);
    expect(await statusOf(t, silent.id)).toEqual({ status: 'paid', late: false });
    expect(await usdt(t)).toBe(before + stored.coinMinor + silent.coinMinor);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('an unpaid order expires; a payment after that still credits, flagged late', async () => {
    const order = await newOrder(t);
    await reconcile(t.app.payments.deps, Date.now() + 3_600_000);
    expect((await statusOf(t, order.id))?.status).toBe('expired');
    const before = await usdt(t);
    expect((await hook(t, eventOf('evt_late', order, 'succeeded'))).body.msg).toBe('credited_late');
    expect(await usdt(t)).toBe(before + order.coinMinor);
    const detail = await call(t, '/payment/order_detail', { order_id: order.id });
    expect(detail.body.data.history.map((h: { status: string }) => h.status)).toEqual(['created', 'expired', 'paid']);
  });

  it("lists the player's orders and refuses another player's", async () => {
    const order = await newOrder(t);
    const list = await call(t, '/payment/orders', { kind: 'recharge', page: 1 });
    expect(list.body.data.list.map((o: { order_id: string }) => o.order_id)).toContain(order.id);
    const other = await t.app.inject({
      method: 'POST',
      url: '/svc/payment/payment/order_detail',
      headers: signedHeaders({ userId: 100001 }),
      payload: { order_id: order.id },
    });
    expect(other.json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a refund after the coins were spent takes back what is left, the rest owed and repaid by the next top-up', async () => {
    const debtOf = async () =>
      (
        await rows<{ n: string }>(
          t.database.db,
          sql`select coalesce(sum(outstanding), 0)::text as n from task_debts where user_id = ${PLAYER} and coin = 'USDT'`,
        )
      )[0]?.n;
    const order = await newOrder(t);
    expect((await hook(t, eventOf(`evt_paid_${order.id}`, order, 'succeeded'))).body.msg).toBe('credited');
    // The player spends all but 1 USDT of it.
    const balance = await usdt(t);
    const spent = balance - 1_000_000n;
    await transfer(
      t.database.db,
      [{ debit: { userId: PLAYER }, credit: { system: 'house' }, coin: 'USDT', amount: spent, kind: 'test_spend' }],
      { reference: 'test:spend' },
    );
    const refunded = await hook(t, eventOf(`evt_refund_${order.id}`, order, 'refunded'));
    expect(refunded.body.msg).toBe('refunded');
    expect(await usdt(t)).toBe(0n);
    const owed = order.coinMinor - 1_000_000n;
    expect(BigInt((await debtOf()) ?? '0')).toBe(owed);
    expect((await statusOf(t, order.id))?.status).toBe('refunded');
    // The same refund again (another event id) changes nothing.
    expect((await hook(t, eventOf(`evt_refund2_${order.id}`, order, 'refunded'))).body.msg).toBe('duplicate');
    expect(BigInt((await debtOf()) ?? '0')).toBe(owed);

    const next = await newOrder(t);
    expect((await hook(t, eventOf(`evt_paid_${next.id}`, next, 'succeeded'))).body.msg).toBe('credited');
    expect(await usdt(t)).toBe(next.coinMinor - owed);
    expect((await debtOf()) ?? '0').toBe('0');
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('partial refunds take the coins back in proportion, by running total, whatever order they arrive in', async () => {
    const order = await newOrder(t);
    expect((await hook(t, eventOf(`evt_paid_${order.id}`, order, 'succeeded'))).body.msg).toBe('credited');
    const before = await usdt(t);
    const fiat = BigInt(order.amount);
    const refundOf = (id: string, totalCents: bigint) => {
      const event = eventOf(id, order, 'refunded');
      return { ...event, data: { ...event.data, refunded_cents: totalCents.toString() } };
    };
    const quarter = fiat / 4n;
    const half = fiat / 2n;
    expect((await hook(t, refundOf(`evt_r1_${order.id}`, quarter))).body.msg).toBe('partly_refunded');
    expect(await usdt(t)).toBe(before - (order.coinMinor * quarter) / fiat);
    // The running total to one half, then the older quarter again (late), then the half again (duplicate).
    expect((await hook(t, refundOf(`evt_r2_${order.id}`, half))).body.msg).toBe('partly_refunded');
    expect((await hook(t, refundOf(`evt_r1b_${order.id}`, quarter))).body.msg).toBe('duplicate');
    expect((await hook(t, refundOf(`evt_r2b_${order.id}`, half))).body.msg).toBe('duplicate');
    expect(await usdt(t)).toBe(before - (order.coinMinor * half) / fiat);
    expect(await statusOf(t, order.id)).toEqual({ status: 'paid', late: false });
    // More than was paid is not a refund of this order.
    expect((await hook(t, refundOf(`evt_r3_${order.id}`, fiat + 1n))).body.msg).toBe('amount_mismatch');
    // The rest: together exactly what was credited, and the order is refunded.
    expect((await hook(t, refundOf(`evt_r4_${order.id}`, fiat))).body.msg).toBe('refunded');
    expect(await usdt(t)).toBe(before - order.coinMinor);
    expect((await statusOf(t, order.id))?.status).toBe('refunded');
    const detail = await call(t, '/payment/order_detail', { order_id: order.id });
    expect(detail.body.data.order.refunded_amount).toBe(centsText(fiat));
    expect(detail.body.data.history.map((h: { status: string }) => h.status)).toEqual([
      'created',
      'paid',
      'partly_refunded',
      'partly_refunded',
      'refunded',
    ]);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('the sandbox refunds part of a payment once per refund id, and never more than is left', async () => {
    const order = await newOrder(t);
    const pay = await t.app.inject({ method: 'POST', url: `${new URL(order.checkoutUrl).pathname}/pay` });
    expect(pay.statusCode).toBe(303);
    await expect.poll(async () => (await statusOf(t, order.id))?.status, { timeout: 10_000 }).toBe('paid');
    const before = await usdt(t);
    const fiat = BigInt(order.amount);
    const part = fiat / 5n;
    await t.app.payments.sandbox.refund(order.ref, part, 'rf-1');
    await t.app.payments.sandbox.refund(order.ref, part, 'rf-1'); // a retried request: one refund
    await expect.poll(async () => usdt(t), { timeout: 10_000 }).toBe(before - (order.coinMinor * part) / fiat);
    await expect(t.app.payments.sandbox.refund(order.ref, fiat, 'rf-2')).rejects.toThrow(/more than is left/);
    await t.app.payments.sandbox.refund(order.ref, fiat - part, 'rf-3');
    await expect.poll(async () => (await statusOf(t, order.id))?.status, { timeout: 10_000 }).toBe('refunded');
    expect(await usdt(t)).toBe(before - order.coinMinor);
    expect((await t.app.payments.sandbox.payment(order.ref))?.refundedCents).toBe(fiat);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });
});

describe.each(DB_KINDS)('refunds an operator asks for (%s)', (kind) => {
  const t = useTestApp(kind);
  const paid = async (fiat?: string) => {
    const order = await newOrder(t, fiat);
    await t.app.inject({ method: 'POST', url: `${new URL(order.checkoutUrl).pathname}/pay` });
    await expect.poll(async () => (await statusOf(t, order.id))?.status, { timeout: 10_000 }).toBe('paid');
    return order;
  };
  const refund = (token: string, body: object) => opsCall(t.app, ops.opsRechargeRefund, body, token);

  it('refunds part of a recharge at once below the four-eyes limit, and refuses more than is left', async () => {
    const finance = await signedInOperator(t, 'finance');
    const order = await paid();
    const before = await usdt(t);
    const read = await opsCall(t.app, ops.opsRechargeOrder, { order_id: order.id }, finance.token);
    expect(read.body.data.order).toMatchObject({ user_id: PLAYER, provider: 'sandbox', refundable: '254000' });

    const asked = await refund(finance.token, { order_id: order.id, amount: '54000', reason: 'double charge' });
    expect(asked.body.data).toEqual({ status: 'requested', approval_id: null });
    const back = (order.coinMinor * 5_400_000n) / 25_400_000n;
    await expect.poll(async () => usdt(t), { timeout: 10_000 }).toBe(before - back);
    const after = await opsCall(t.app, ops.opsRechargeOrder, { order_id: order.id }, finance.token);
    expect(after.body.data.order).toMatchObject({ status: 'paid', refunded_amount: '54000', refundable: '200000' });

    const tooMuch = await refund(finance.token, { order_id: order.id, amount: '200000.01', reason: 'too much' });
    expect(tooMuch.status).toBe(400);
    expect(Object.keys(tooMuch.body.data)).toEqual(['amount']);
    const unpaid = await newOrder(t);
    const notPaid = await refund(finance.token, { order_id: unpaid.id, amount: '1', reason: 'not paid yet' });
    expect(Object.keys(notPaid.body.data)).toEqual(['order_id']);
    const [audit] = await rows<{ operator_id: string | number; after: { refund_id: string } }>(
      t.database.db,
      sql`select operator_id, after from operator_audit where action = 'payments.refund' and target = ${`order:${order.id}`}`,
    );
    expect(Number(audit?.operator_id)).toBe(finance.id);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it('above the limit the refund waits for a second operator, and is made once however often it is approved', async () => {
    const finance = await signedInOperator(t, 'finance');
    const second = await signedInOperator(t, 'finance');
    const order = await paid('5000000'); // about 197 USDT: above the 100 USD limit
    const before = await usdt(t);
    const asked = await refund(finance.token, { order_id: order.id, amount: '5000000', reason: 'chargeback' });
    expect(asked.body.data.status).toBe('pending_approval');
    const id = asked.body.data.approval_id as number;
    const own = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, finance.token);
    expect(own.body.code).toBe(ErrorCode.FORBIDDEN);
    expect(await usdt(t)).toBe(before);
    const approved = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, second.token);
    expect(approved.body.data.status).toBe('approved');
    await expect.poll(async () => (await statusOf(t, order.id))?.status, { timeout: 10_000 }).toBe('refunded');
    expect(await usdt(t)).toBe(before - order.coinMinor);
    const again = await opsCall(t.app, ops.opsApprovalDecide, { approval_id: id, approve: true }, second.token);
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    expect((await t.app.payments.sandbox.payment(order.ref))?.refundIds).toEqual([`rf_approval${id}`]);
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });
});

describe.each(DB_KINDS)('GET /user/usdt_value (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });

  it('answers from the payment rates, by market or Country-Code', async () => {
    const byQuery = await t.app.inject({ method: 'GET', url: '/svc/user/user/usdt_value?market=br' });
    expect(byQuery.json().data).toEqual({ market: 'br', currency: 'BRL', symbol: 'R$', usdt_value: '5.6' });
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/svc/user/user/usdt_value',
      headers: { 'Country-Code': 'VN' },
    });
    expect(byHeader.json().data).toMatchObject({ market: 'vn', usdt_value: '25400' });
    const bad = await t.app.inject({ method: 'GET', url: '/svc/user/user/usdt_value?market=zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.market).toBeDefined();
  });
});
