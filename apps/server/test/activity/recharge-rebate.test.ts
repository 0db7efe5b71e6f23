import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rechargeRebateCampaigns } from '../../src/db/schema/index.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { campaignById, progressOf } from '../../src/services/activity/recharge-rebate-repo.ts';
import { tierBonuses } from '../../src/services/activity/recharge-rebate-service.ts';
import { signPayload } from '../../src/services/payment/providers/stripe-signature.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { randomIp } from '../user/support.ts';
import { expectLedgerOk, newPlayer, type Player, paidRecharge } from './support.ts';

process.env.PAYMENT_SANDBOX_DELAY_MS = '20';

const DAY = 86_400_000;
const kc = (t: TestApp, p: Player) => balanceOf(t.database.db, { userId: p.userId }, 'KC');

/** A call of the rebate as the page makes it, from Vietnam. */
async function rebate(t: TestApp, path: string, player: Player | undefined, payload: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/svc/activity${path}`,
    headers: signedHeaders({
      ...(player ? { userId: player.userId, secretKey: player.secretKey } : {}),
      extra: { 'Country-Code': 'vn' },
    }),
    remoteAddress: randomIp(),
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** What a paid recharge order brought, in USDT minor units, once its webhook has credited it. */
async function paidAmount(t: TestApp, orderId: string): Promise<bigint> {
  await expect
    .poll(
      async () =>
        (await rows<{ status: string }>(t.database.db, sql`select status from payment_orders where id = ${orderId}`))[0]
          ?.status,
      { timeout: 10_000 },
    )
    .toBe('paid');
  const [row] = await rows<{ coin_amount: string }>(
    t.database.db,
    sql`select coin_amount::text from payment_orders where id = ${orderId}`,
  );
  return BigInt(row?.coin_amount ?? '0');
}

describe('recharge rebate tiers', () => {
  it('bring the rebate to each tier’s percentage of its threshold, paid in KC', () => {
    const usdt = (n: number) => BigInt(n) * 1_000_000n;
    const bonuses = tierBonuses(
      [
        { threshold: usdt(10), bps: 300 },
        { threshold: usdt(50), bps: 500 },
        { threshold: usdt(200), bps: 800 },
      ],
      1000,
    );
    // 3 % of 10 = 0.3 USDT = 300 KC; 5 % of 50 = 2500 KC less 300; 8 % of 200 = 16000 KC less 2500 (KC has 2 decimals).
    expect(bonuses).toEqual([30_000n, 220_000n, 1_350_000n]);
    expect(bonuses.reduce((a, b) => a + b, 0n)).toBe(1_600_000n);
  });
});

describe.each(DB_KINDS)('recharge rebate (%s)', (kind) => {
  const t = useTestApp(kind);
  let campaignId = 0;

  beforeAll(async () => {
    // The vn campaign of these tests: 1 USDT 3 %, 15 USDT 5 %, 1000 USDT 8 % (one demo recharge is about 9.8 USDT).
    const tiers = [
      { threshold: '1000000', bps: 300 },
      { threshold: '15000000', bps: 500 },
      { threshold: '1000000000', bps: 800 },
    ];
    const bonuses = tierBonuses(
      tiers.map((x) => ({ threshold: BigInt(x.threshold), bps: x.bps })),
      1000,
    );
    const [made] = await t.database.db
      .insert(rechargeRebateCampaigns)
      .values({
        market: 'vn',
        title: 'Test week',
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + 6 * DAY),
        tiers: tiers.map((x, i) => ({ ...x, kc: String(bonuses[i]) })),
      })
      .returning();
    campaignId = made?.id ?? 0;
  });

  it('shows a visitor the campaign without progress, and a player progress from paid recharges only', async () => {
    const visitor = await rebate(t, '/activity/recharge_rebate', undefined);
    expect(visitor.body.code).toBe(0);
    expect(visitor.body.data.campaign).toMatchObject({ id: campaignId, state: 'running', market: 'vn' });
    expect(visitor.body.data.progress).toBeNull();
    expect(visitor.body.data.campaign.tiers.map((x: { bonus: string }) => x.bonus)).toEqual(['30', '720', '79250']);

    const p = await newPlayer(t);
    expect((await rebate(t, '/activity/recharge_rebate', p)).body.data.progress).toBe('0');
    // An order created but not paid counts nothing.
    const orderId = await paidRecharge(t, p);
    const amount = await paidAmount(t, orderId);
    const status = await rebate(t, '/activity/recharge_rebate', p);
    expect(status.body.data.progress).toBe((Number(amount) / 1e6).toString());
    expect(status.body.data.campaign.tiers.map((x: { reached: boolean }) => x.reached)).toEqual([true, false, false]);
    expect(status.body.data.claimable).toBe('30');
  });

  it('pays a reached tier once when claimed 50 times at once, and refuses a tier not reached', async () => {
    const p = await newPlayer(t);
    await paidAmount(t, await paidRecharge(t, p));
    const early = await rebate(t, '/activity/recharge_rebate/claim', p, { campaign_id: campaignId, tier: 1 });
    expect(early.body.code).toBe(ErrorCode.CONFLICT);
    expect(early.body.data.reason).toBe('tier_not_reached');

    const before = await kc(t, p);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        rebate(t, '/activity/recharge_rebate/claim', p, { campaign_id: campaignId, tier: 0 }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(50).fill(0));
    expect(answers.filter((a) => a.body.data.already === false)).toHaveLength(1);
    expect(answers.every((a) => a.body.data.paid === '30')).toBe(true);
    expect((await kc(t, p)) - before).toBe(3_000n);
    const [transfer] = await rows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from ledger_transfers where idempotency_key like ${`recharge-rebate:${campaignId}:${p.userId}:0%`}`,
    );
    expect(transfer?.n).toBe('1');
    const after = await rebate(t, '/activity/recharge_rebate', p);
    expect(after.body.data.campaign.tiers[0]).toMatchObject({ claimed: true, reached: true });
    expect(after.body.data).toMatchObject({ claimed_total: '30', claimable: '0' });
    await expectLedgerOk(t);

    // A second recharge reaches tier 1 (about 19.7 USDT in all).
    await paidAmount(t, await paidRecharge(t, p));
    const second = await rebate(t, '/activity/recharge_rebate/claim', p, { campaign_id: campaignId, tier: 1 });
    expect(second.body.data).toMatchObject({ paid: '720', already: false, claimed_total: '750' });
    await expectLedgerOk(t);
  });

  it('stops counting a refunded order, and keeps a tier paid before the refund paid', async () => {
    const p = await newPlayer(t);
    const orderId = await paidRecharge(t, p);
    await paidAmount(t, orderId);
    expect(
      (await rebate(t, '/activity/recharge_rebate/claim', p, { campaign_id: campaignId, tier: 0 })).body.data.paid,
    ).toBe('30');
    const [order] = await rows<{ provider_ref: string; fiat_cents: string; currency: string }>(
      t.database.db,
      sql`select provider_ref, fiat_cents::text, currency from payment_orders where id = ${orderId}`,
    );
    const raw = JSON.stringify({
      id: `evt_refund_${orderId}`,
      type: 'payment.refunded',
      data: {
        ref: order?.provider_ref,
        status: 'refunded',
        amount_cents: order?.fiat_cents,
        currency: order?.currency,
      },
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: '/hooks/payment/sandbox',
      headers: {
        'content-type': 'application/json',
        'Sandbox-Signature': signPayload('whsec_arcadia_development_sandbox', raw, Math.floor(Date.now() / 1000)),
      },
      payload: raw,
    });
    expect(refund.json().msg).toBe('refunded');
    const after = await rebate(t, '/activity/recharge_rebate', p);
    expect(after.body.data.progress).toBe('0');
    expect(after.body.data.campaign.tiers[0]).toMatchObject({ claimed: true });
    expect(after.body.data.claimed_total).toBe('30');
    await expectLedgerOk(t);
  });

  it('counts only payments inside the window', async () => {
    const p = await newPlayer(t);
    const amount = await paidAmount(t, await paidRecharge(t, p));
    const c = await campaignById(t.database.db, campaignId);
    if (!c) throw new Error('no campaign');
    expect(await progressOf(t.database.db, p.userId, c)).toBe(amount);
    const later = { ...c, startsAt: new Date(Date.now() + 60_000), endsAt: new Date(Date.now() + DAY) };
    expect(await progressOf(t.database.db, p.userId, later)).toBe(0n);
    const earlier = { ...c, startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) };
    expect(await progressOf(t.database.db, p.userId, earlier)).toBe(0n);
    const endedEarly = { ...c, endedEarlyAt: new Date(Date.now() - 3_600_000) };
    expect(await progressOf(t.database.db, p.userId, endedEarly)).toBe(0n);
  });

  it('answers field errors for bad input, 4040 for an unknown campaign and 1004 without a session', async () => {
    const p = await newPlayer(t);
    const bad = await rebate(t, '/activity/recharge_rebate/claim', p, { campaign_id: 'one', tier: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.data).toHaveProperty('campaign_id');
    expect(bad.body.data).toHaveProperty('tier');
    const unknown = await rebate(t, '/activity/recharge_rebate/claim', p, { campaign_id: 999_999, tier: 0 });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const beyond = await rebate(t, '/activity/recharge_rebate/claim', p, { campaign_id: campaignId, tier: 5 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.data).toHaveProperty('tier');
    const anon = await rebate(t, '/activity/recharge_rebate/claim', undefined, { campaign_id: campaignId, tier: 0 });
    expect(anon.body.code).toBe(ErrorCode.SESSION_INVALID);
    await expectLedgerOk(t);
  });

  it('lets finance make and end campaigns in the console, audited, without overlaps in a market', async () => {
    const viewer = await signedInOperator(t, 'viewer');
    expect((await opsCall(t.app, '/recharge-rebates', {}, viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const finance = await signedInOperator(t, 'finance');
    const start = Math.floor(Date.now() / 1000) + 3600;
    const body = {
      market: 'th',
      title: 'Songkran rebate',
      starts_at: start,
      ends_at: start + 7 * 86_400,
      tiers: [
        { threshold: '10', percent_bps: 300 },
        { threshold: '50', percent_bps: 500 },
      ],
    };
    const falling = await opsCall(
      t.app,
      '/recharge-rebates/create',
      { ...body, tiers: [body.tiers[1], body.tiers[0]] },
      finance.token,
    );
    expect(falling.body.code).toBe(ErrorCode.VALIDATION);
    expect(falling.body.data).toHaveProperty('tiers');
    const made = await opsCall(t.app, '/recharge-rebates/create', body, finance.token);
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.data.campaign).toMatchObject({ market: 'th', state: 'scheduled' });
    expect(made.body.data.campaign.tiers.map((x: { bonus: string }) => x.bonus)).toEqual(['300', '2200']);
    const overlap = await opsCall(
      t.app,
      '/recharge-rebates/create',
      { ...body, starts_at: start + 86_400 },
      finance.token,
    );
    expect(overlap.body.code).toBe(ErrorCode.CONFLICT);
    const id = made.body.data.campaign.id;
    const ended = await opsCall(t.app, '/recharge-rebates/end', { campaign_id: id }, finance.token);
    expect(ended.body.data).toMatchObject({ changed: true });
    expect(ended.body.data.campaign.state).toBe('ended');
    expect((await opsCall(t.app, '/recharge-rebates/end', { campaign_id: id }, finance.token)).body.data.changed).toBe(
      false,
    );
    const audit = await rows<{ action: string }>(
      t.database.db,
      sql`select action from operator_audit where target = ${`recharge_rebate:${id}`} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['recharge_rebates.create', 'recharge_rebates.end']);
    const list = await opsCall(t.app, '/recharge-rebates', {}, finance.token);
    expect(list.body.data.list.some((c: { id: number }) => c.id === id)).toBe(true);
  });
});
