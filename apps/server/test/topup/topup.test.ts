import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf, transfer } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { signTopup } from '../../src/services/topup/merchant.ts';
import { demoMerchantSecret, seedTopup } from '../../src/services/topup/seed.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { newPlayer, randomIp } from '../user/support.ts';

process.env.TOPUP_SANDBOX_DELAY_MS = '20';
process.env.TOPUP_RETRY_MS = '40';

interface Player {
  userId: number;
  secretKey: string;
}

async function task(t: TestApp, path: string, player: Player | undefined, payload: object, key?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/svc/task${path}`,
    headers: signedHeaders({
      ...(player ? { userId: player.userId, secretKey: player.secretKey } : {}),
      extra: { 'Country-Code': 'vn', ...(key ? { 'Idempotency-Key': key } : {}) },
    }),
    remoteAddress: randomIp(),
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const usdt = (t: TestApp, p: Player) => balanceOf(t.database.db, { userId: p.userId }, 'USDT');
const kcOf = (t: TestApp, p: Player) => balanceOf(t.database.db, { userId: p.userId }, 'KC');

async function funded(t: TestApp): Promise<Player> {
  const p = await newPlayer(t);
  await transfer(
    t.database.db,
    [
      {
        debit: { system: 'issuance' },
        credit: { userId: p.userId },
        coin: 'USDT',
        amount: 100_000_000n,
        kind: 'adjustment',
      },
      {
        debit: { system: 'issuance' },
        credit: { userId: p.userId },
        coin: 'KC',
        amount: 10_000_000n,
        kind: 'adjustment',
      },
    ],
    { reference: `topup-test-fund:${p.userId}` },
  );
  return p;
}

async function expectLedgerOk(t: TestApp) {
  expect((await checkLedger(t.database.db)).problems).toEqual([]);
}

async function statusOf(t: TestApp, p: Player, orderId: string) {
  const list = await task(t, '/task/topup/orders', p, {});
  return list.body.data.list.find((o: { order_id: string }) => o.order_id === orderId);
}

const waitFor = (t: TestApp, p: Player, orderId: string, status: string) =>
  expect.poll(async () => (await statusOf(t, p, orderId))?.status, { timeout: 15_000, interval: 50 }).toBe(status);

describe.each(DB_KINDS)('game top-ups (%s)', (kind) => {
  const t = useTestApp(kind);
  let dragon = 0;
  let shadow = 0;
  const order = (game: number, account: string, extra: object = {}) => ({
    game_id: game,
    mch_id: game === dragon ? 'mch_dragon' : 'mch_shadow',
    sku: game === dragon ? 'd300' : 'g100',
    account_id: account,
    coin: 'USDT',
    ...extra,
  });

  beforeAll(async () => {
    await seedTopup(t.database.db);
    const games = await rows<{ id: number; slug: string }>(
      t.database.db,
      sql`select id, slug from task_products where slug in ('dragon-realm', 'shadow-knights')`,
    );
    dragon = Number(games.find((g) => g.slug === 'dragon-realm')?.id);
    shadow = Number(games.find((g) => g.slug === 'shadow-knights')?.id);
  });

  it('lists a game’s packages from its merchant, and answers an empty shop for unknown games or merchants', async () => {
    const shop = await task(t, '/task/topup/packages', undefined, { game_id: dragon, mch_id: 'mch_dragon' });
    expect(shop.body.code).toBe(0);
    expect(shop.body.data.game).toMatchObject({ id: dragon, name: 'Dragon Realm' });
    expect(shop.body.data.merchant).toMatchObject({ id: 'mch_dragon', account_label: 'Player ID' });
    expect(shop.body.data.packages[1]).toMatchObject({
      sku: 'd300',
      name: '300 + 30 diamonds',
      price_usdt: '4.99',
      price_kc: '4990',
    });
    const unknown = await task(t, '/task/topup/packages', undefined, { game_id: 999_999, mch_id: 'mch_dragon' });
    expect(unknown.body.data).toEqual({ game: null, merchant: null, packages: [] });
    const wrong = await task(t, '/task/topup/packages', undefined, { game_id: shadow, mch_id: 'mch_dragon' });
    expect(wrong.body.data.merchant).toBeNull();
    expect(wrong.body.data.game?.id).toBe(shadow);
    const bad = await task(t, '/task/topup/packages', undefined, { game_id: -1, mch_id: 'No Such!' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toHaveProperty('game_id');
    expect(bad.body.data).toHaveProperty('mch_id');
  });

  it('holds the price, then captures it once when the merchant delivers late and twice', async () => {
    const p = await funded(t);
    const before = await usdt(t, p);
    const placed = await task(t, '/task/topup/order', p, order(dragon, '10023456'), 'k-happy-1');
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    expect(placed.body.data.order).toMatchObject({ status: 'paid', price: '4.99', package_name: '300 + 30 diamonds' });
    expect(before - (await usdt(t, p))).toBe(4_990_000n);
    const id = placed.body.data.order.order_id;
    await waitFor(t, p, id, 'delivered');
    // Every callback (the same event twice, then another event) has arrived and moved nothing more.
    await expect
      .poll(
        async () =>
          (
            await rows<{ result: string }>(
              t.database.db,
              sql`select result from topup_callbacks where body like ${`%${id}%`} order by id`,
            )
          ).map((r) => r.result),
        { timeout: 10_000 },
      )
      .toEqual(['delivered', 'duplicate']);
    expect(before - (await usdt(t, p))).toBe(4_990_000n);
    const [hold] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from ledger_holds where reference = ${`topup:${id}`}`,
    );
    expect(hold?.status).toBe('posted');
    await expectLedgerOk(t);
  });

  it('places one order and one hold for 50 identical requests at once, and refuses the key with another body', async () => {
    const p = await funded(t);
    const before = await kcOf(t, p);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        task(t, '/task/topup/order', p, order(dragon, '10023457', { coin: 'KC' }), 'k-race-1'),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(0));
    expect(new Set(answers.map((a) => a.body.data.order.order_id)).size).toBe(1);
    expect(before - (await kcOf(t, p))).toBe(499_000n);
    const other = await task(t, '/task/topup/order', p, order(dragon, '10029999'), 'k-race-1');
    expect(other.body.code).toBe(ErrorCode.IDEMPOTENCY_MISMATCH);
    await waitFor(t, p, answers[0]?.body.data.order.order_id, 'delivered');
    expect(before - (await kcOf(t, p))).toBe(499_000n);
    await expectLedgerOk(t);
  });

  it('releases the hold when the merchant refuses at once, or fails later by callback', async () => {
    const p = await funded(t);
    const before = await usdt(t, p);
    const refused = await task(t, '/task/topup/order', p, order(dragon, '10023000'), 'k-refused');
    const failed = await task(t, '/task/topup/order', p, order(dragon, '10023404'), 'k-failed');
    // Both were held (status paid) when answered; the refusal may already have released its hold.
    expect([refused.body.data.order.status, failed.body.data.order.status]).toEqual(['paid', 'paid']);
    await waitFor(t, p, refused.body.data.order.order_id, 'failed');
    await waitFor(t, p, failed.body.data.order.order_id, 'failed');
    expect((await statusOf(t, p, refused.body.data.order.order_id)).reason).toBe('No such player in this game');
    expect(await usdt(t, p)).toBe(before);
    await expectLedgerOk(t);
  });

  it('retries an unavailable merchant with back-off, and asks a merchant whose callback was lost', async () => {
    const p = await funded(t);
    const busy = await task(t, '/task/topup/order', p, order(dragon, '10023503'), 'k-busy');
    const lost = await task(t, '/task/topup/order', p, order(dragon, '10023777'), 'k-lost');
    await waitFor(t, p, busy.body.data.order.order_id, 'delivered');
    const [requests] = await rows<{ requests: number }>(
      t.database.db,
      sql`select requests from topup_sandbox_deliveries where order_id = ${busy.body.data.order.order_id}`,
    );
    expect(Number(requests?.requests)).toBe(3);
    await waitFor(t, p, lost.body.data.order.order_id, 'delivered');
    const [callbacks] = await rows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from topup_callbacks where body like ${`%${lost.body.data.order.order_id}%`}`,
    );
    expect(callbacks?.n).toBe('0');
    await expectLedgerOk(t);
  });

  it('answers field errors for a bad game account or package, refuses a short balance, and bad callbacks', async () => {
    const p = await funded(t);
    const account = await task(t, '/task/topup/order', p, order(shadow, '12345678'), 'k-bad-account');
    expect(account.status).toBe(400);
    expect(account.body.data).toHaveProperty('account_id');
    const sku = await task(t, '/task/topup/order', p, order(dragon, '10023456', { sku: 'nope' }), 'k-bad-sku');
    expect(sku.body.data).toHaveProperty('sku');
    const fields = await task(t, '/task/topup/order', p, { game_id: 'x', coin: 'TON' }, 'k-bad-fields');
    expect(fields.status).toBe(400);
    expect(Object.keys(fields.body.data)).toEqual(expect.arrayContaining(['game_id', 'mch_id', 'sku', 'coin']));
    const poor = await newPlayer(t);
    const short = await task(t, '/task/topup/order', poor, order(dragon, '10023456'), 'k-poor');
    expect(short.body.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await task(t, '/task/topup/orders', poor, {})).body.data.list).toEqual([]);
    const noKey = await task(t, '/task/topup/order', p, order(dragon, '10023456'));
    expect(noKey.body.code).not.toBe(0);
    const anon = await task(t, '/task/topup/order', undefined, order(dragon, '10023456'), 'k-anon');
    expect(anon.body.code).toBe(ErrorCode.SESSION_INVALID);

    const raw = JSON.stringify({ event_id: 'tev_forged', order_id: 'tp_x', status: 'delivered' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/hooks/topup/mch_dragon',
      headers: { 'content-type': 'application/json', 'Topup-Signature': signTopup('wrong secret', raw) },
      payload: raw,
    });
    expect(forged.statusCode).toBe(400);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/hooks/topup/mch_dragon',
      headers: {
        'content-type': 'application/json',
        'Topup-Signature': signTopup(demoMerchantSecret('mch_dragon'), raw, Date.now() - 3_600_000),
      },
      payload: raw,
    });
    expect(stale.json().msg).toBe('stale');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/hooks/topup/mch_dragon',
      headers: {
        'content-type': 'application/json',
        'Topup-Signature': signTopup(demoMerchantSecret('mch_dragon'), raw),
      },
      payload: raw,
    });
    expect(unknown.json().msg).toBe('unknown_order');
    await expectLedgerOk(t);
  });
});
