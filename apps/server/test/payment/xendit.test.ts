import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { WebhookRejected } from '../../src/services/payment/providers/provider.ts';
import { xenditProvider } from '../../src/services/payment/providers/xendit.ts';
import { startXenditDouble } from '../../src/services/payment/providers/xendit-double.ts';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';

/**
 * The Xendit adapter against the documented callback example, and end to end against the Xendit double: DANA
 * recharges (paid, refused at once, failed in the callback) and a payout with its idempotency key.
 */

const SECRET = 'xnd_development_arcadia_test_key';
const TOKEN = 'xendit-dashboard-verification-token-0123';
const PLAYER = 100002; // Budi, Indonesia, phone bound
process.env.PAYMENT_XENDIT_SECRET_KEY = SECRET;
process.env.PAYMENT_XENDIT_CALLBACK_TOKEN = TOKEN;
process.env.PAYMENT_CHANNELS = JSON.stringify({ dana: { provider: 'xendit', min: '100' } });

/** The payout callback example of Xendit's documentation (docs.xendit.co/apidocs/payout-webhook). */
const DOCUMENTED_PAYOUT_CALLBACK = JSON.stringify({
  event: 'payout.succeeded',
  business_id: '5f27a14a9bf05c73dd040bc8',
  created: '2025-01-01T23:55:59Z',
  data: {
    id: 'disb-571f3644d2b4edf0745e9703',
    amount: 10000,
    channel_code: 'ID_BCA',
    currency: 'IDR',
    status: 'SUCCEEDED',
    reference_id: 'myref-1482928194',
  },
});

describe('Xendit callbacks', () => {
  const provider = xenditProvider({
    apiUrl: 'http://127.0.0.1:9',
    secretKey: SECRET,
    callbackToken: TOKEN,
    returnUrl: '',
  });

  it("accepts the documentation's payout callback with the dashboard's token", () => {
    expect(provider.verifyWebhook({ 'x-callback-token': TOKEN }, DOCUMENTED_PAYOUT_CALLBACK)).toEqual({
      kind: 'payout',
      eventId: 'payout.succeeded:disb-571f3644d2b4edf0745e9703:SUCCEEDED',
      providerRef: 'disb-571f3644d2b4edf0745e9703',
      status: 'paid',
      amountCents: 1_000_000n,
      currency: 'IDR',
    });
  });

  it('refuses a wrong, missing or prefixed token, and a body that is not a callback', () => {
    for (const headers of [{ 'x-callback-token': `${TOKEN}x` }, {}, { 'x-callback-token': TOKEN.slice(0, -1) }])
      expect(() => provider.verifyWebhook(headers, DOCUMENTED_PAYOUT_CALLBACK)).toThrow(WebhookRejected);
    expect(() => provider.verifyWebhook({ 'x-callback-token': TOKEN }, '{"event":"payout.succeeded"}')).toThrow(
      'malformed',
    );
  });

  it("reads a charge's refunded_amount as the running total, one event per total", () => {
    const charge = (refunded: unknown) =>
      JSON.stringify({
        event: 'ewallet.capture',
        data: {
          id: 'ewc_bb8c3po-c3po-r2d2',
          status: 'REFUNDED',
          currency: 'IDR',
          charge_amount: 50000,
          refunded_amount: refunded,
        },
      });
    const part = provider.parseEvent(charge(20000));
    expect(part).toMatchObject({ status: 'refunded', amountCents: 5_000_000n, refundedCents: 2_000_000n });
    expect(provider.parseEvent(charge(50000)).eventId).not.toBe(part.eventId);
    expect(() => provider.parseEvent(charge('20000'))).toThrow('malformed');
  });
});

describe.each(DB_KINDS)('payments through Xendit (%s)', (kind) => {
  let double: Awaited<ReturnType<typeof startXenditDouble>>;
  beforeAll(async () => {
    double = await startXenditDouble({
      secretKey: SECRET,
      callbackToken: TOKEN,
      delayMs: 20,
      deliver: async (payload, headers) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/hooks/payment/xendit',
            payload,
            headers: { ...headers, 'content-type': 'application/json' },
          })
        ).statusCode,
    });
    process.env.PAYMENT_XENDIT_API_URL = double.url;
    return () => double.close();
  });
  const t = useTestApp(kind);

  async function call(path: string, body: object, key?: string) {
    const extra: Record<string, string> = { 'Country-Code': 'id' };
    if (key) extra['Idempotency-Key'] = key;
    const response = await t.app.inject({
      method: 'POST',
      url: `/svc/payment${path}`,
      headers: signedHeaders({ userId: PLAYER, extra }),
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function rechargeDana(fiat: string) {
    const quote = await call('/payment/quote', { channel: 'dana', direction: 'recharge', fiat_amount: fiat });
    expect(quote.body.code, JSON.stringify(quote.body)).toBe(0);
    return call('/payment/recharge', { quote_id: quote.body.data.quote_id }, quote.body.data.quote_id);
  }

  const orderRow = async (id: string) =>
    (
      await rows<{ status: string; provider: string; provider_ref: string; reason: string }>(
        t.database.db,
        sql`select status, provider, provider_ref, reason from payment_orders where id = ${id}`,
      )
    )[0];

  it('a DANA recharge is a Xendit charge; paid, it credits once though the callback comes twice', async () => {
    const before = await balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
    const answer = await rechargeDana('160000');
    expect(answer.body.code).toBe(0);
    const order = answer.body.data.order;
    const row = await orderRow(order.order_id);
    expect(row?.provider).toBe('xendit');
    expect(row?.provider_ref).toMatch(/^ewc_[0-9a-f]{24}$/);
    expect(answer.body.data.checkout_url).toBe(`${double.url}/checkout/${row?.provider_ref}`);
    expect(double.charge(row?.provider_ref as string)).toMatchObject({ charge_amount: 160000, currency: 'IDR' });

    expect(double.settle(row?.provider_ref as string, 'SUCCEEDED')).toBe(true);
    await expect.poll(async () => (await orderRow(order.order_id))?.status, { timeout: 10_000 }).toBe('paid');
    // Xendit retries for 24 hours: the same callback again changes nothing.
    const [first] = double.sent.filter((s) => s.rawBody.includes(row?.provider_ref as string));
    const again = await t.app.inject({
      method: 'POST',
      url: '/hooks/payment/xendit',
      payload: first?.rawBody,
      headers: { 'x-callback-token': TOKEN, 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(200);
    const after = await balanceOf(t.database.db, { userId: PLAYER }, 'USDT');
    expect(after - before).toBe(BigInt(Math.round(Number(order.coin_amount) * 1e6)));
    expect((await checkLedger(t.database.db)).problems).toEqual([]);
  });

  it("Xendit's test amounts: refused at once (10101) ends the order failed, declined later (20105) too", async () => {
    const refused = await rechargeDana('10101');
    expect(refused.status).toBe(503);
    expect(refused.body.data.reason).toBe('provider_refused');
    const [failedNow] = await rows<{ id: string; reason: string; status: string }>(
      t.database.db,
      sql`select id, reason, status from payment_orders where user_id = ${PLAYER} order by created_at desc limit 1`,
    );
    expect(failedNow).toMatchObject({ status: 'failed', reason: 'provider_refused' });

    const declined = await rechargeDana('20105');
    expect(declined.body.code).toBe(0);
    await expect
      .poll(async () => (await orderRow(declined.body.data.order.order_id))?.status, { timeout: 10_000 })
      .toBe('failed');
  });

  it('refuses a callback without the dashboard token', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/hooks/payment/xendit',
      payload: DOCUMENTED_PAYOUT_CALLBACK,
      headers: { 'x-callback-token': 'guessed', 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it("sends the player back to the recharge's own app path, on the app's origin", async () => {
    const sent: Record<string, unknown>[] = [];
    const provider = xenditProvider({
      apiUrl: double.url,
      secretKey: SECRET,
      callbackToken: TOKEN,
      returnUrl: 'https://app.example/user/orders',
      fetch: (input, init) => {
        sent.push(JSON.parse(String(init?.body ?? '{}')));
        return fetch(input, init);
      },
    });
    const order = { userId: 1, channel: 'dana', currency: 'IDR', amountCents: 5_000_000n };
    await provider.createPayment({ ...order, id: 'r_xendit_return_test_01', returnPath: '/win/money' });
    await provider.createPayment({ ...order, id: 'r_xendit_return_test_02' });
    const redirects = sent.map((b) => (b.channel_properties as Record<string, string>).success_redirect_url);
    expect(redirects).toEqual(['https://app.example/win/money', 'https://app.example/user/orders']);
  });

  it('a payout sends its idempotency key: asked twice, Xendit makes one payout, and its callback arrives', async () => {
    const provider = xenditProvider({ apiUrl: double.url, secretKey: SECRET, callbackToken: TOKEN, returnUrl: '' });
    const order = {
      id: 'w_xendit_payout_test_0001',
      currency: 'IDR',
      amountCents: 5_000_000n,
      channel: 'dana',
      accountNumber: '6281234567890',
      accountHolder: 'Budi Santoso',
    };
    const [a, b] = await Promise.all([provider.payout(order), provider.payout(order)]);
    expect(a.providerRef).toMatch(/^disb-/);
    expect(b.providerRef).toBe(a.providerRef);
    await expect.poll(async () => (await provider.queryStatus(a.providerRef)).status, { timeout: 10_000 }).toBe('paid');
    const wrongKey = xenditProvider({
      apiUrl: double.url,
      secretKey: 'xnd_wrong',
      callbackToken: TOKEN,
      returnUrl: '',
    });
    await expect(wrongKey.payout(order)).rejects.toThrow('INVALID_API_KEY');
  });
});
