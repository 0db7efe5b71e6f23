import { createHash } from 'node:crypto';
import { ErrorCode } from '@arcadia/contract';
import { offerStatsMessage } from '@arcadia/contract/calls/stats/offer-stats';
import * as ops from '@arcadia/contract/ops/index';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskOfferSteps, taskOffers, taskProducts, taskTakes } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { balanceOf } from '../../src/ledger/ledger.ts';
import { rows } from '../../src/ledger/sql.ts';
import { sweepAuditScreenshots } from '../../src/services/task/audit-service.ts';
import { AYET_HASH_HEADER } from '../../src/services/task/networks/ayet.ts';
import { signBuiltin } from '../../src/services/task/networks/builtin.ts';
import { hmacHex, sortedQuery } from '../../src/services/task/networks/network.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

const BUILTIN = 'tnw_arcadia_development_builtin';
const AYET = 'ayet_arcadia_development_key';
const [P1, P2, P3] = [100001, 100002, 100003];

async function call(t: TestApp, path: string, body: unknown, user = P1, extra: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/svc/task${path}`,
    headers: signedHeaders({ userId: user, extra: { 'Country-Code': 'vn', 'D-Id': `device-of-${user}`, ...extra } }),
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() };
}

async function postback(t: TestApp, network: string, params: Record<string, string>, headers = {}) {
  const r = await t.app.inject({ method: 'GET', url: `/postback/${network}?${new URLSearchParams(params)}`, headers });
  return { status: r.statusCode, text: r.body };
}

const builtin = (clickId: string, txn: string, step: number, reversal = false) =>
  signBuiltin(BUILTIN, { click_id: clickId, txn_id: txn, step: String(step), reversal: reversal ? '1' : '0' });

const kc = (t: TestApp, user: number) => balanceOf(t.database.db, { userId: user }, 'KC');
const ledgerSound = async (t: TestApp) => expect((await checkLedger(t.database.db)).problems).toEqual([]);

interface Fixture {
  cpl: number;
  ayet: number;
  audit: number;
  brOnly: number;
  capped: number;
  stepKc: [bigint, bigint];
}

/** A product of our own, with offers whose rules the tests name (the demo seed's are random). */
async function fixture(t: TestApp): Promise<Fixture> {
  const db = t.database.db;
  const titles = { 'en-US': 'Lifecycle Quest' };
  const [product] = await db
    .insert(taskProducts)
    .values({
      slug: `lifecycle-${Math.random().toString(36).slice(2)}`,
      categoryId: (await rows<{ id: string }>(db, sql`select id from task_categories limit 1`))[0]?.id ?? 'rpg',
      productType: 'game',
      titles,
      descriptions: titles,
      searchText: 'lifecycle quest',
      icon: '/task-art/x/icon.svg',
      markets: ['vn', 'br'],
    })
    .returning();
  const offer = async (values: Partial<typeof taskOffers.$inferInsert>, goals: string[], rewards: bigint[]) => {
    const [o] = await db
      .insert(taskOffers)
      .values({ productId: product?.id as number, kind: 'cpl', titles: { 'en-US': 'Reach the levels' }, ...values })
      .returning();
    await db.insert(taskOfferSteps).values(
      goals.map((goal, i) => ({
        offerId: o?.id as number,
        seq: i + 1,
        goal,
        titles: { 'en-US': goal },
        rewardKc: rewards[i] as bigint,
      })),
    );
    return o?.id as number;
  };
  const stepKc: [bigint, bigint] = [500_000n, 1_500_000n];
  return {
    cpl: await offer({}, ['level:5', 'level:10'], stepKc),
    ayet: await offer({ network: 'ayet', networkOfferId: `ay-${product?.id}` }, ['level:3'], [700_000n]),
    audit: await offer({ kind: 'audit' }, ['screenshot'], [900_000n]),
    brOnly: await offer({ markets: ['br'] }, ['level:2'], [100_000n]),
    capped: await offer({ dailyCap: 1 }, ['level:1'], [100_000n]),
    stepKc,
  };
}

async function take(t: TestApp, offerId: number, user = P1) {
  const r = await call(t, '/cpl/take_task', { XbOfferId: offerId }, user);
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data.take as { clickId: string; link: string; expiresAt: number; status: string };
}

async function png(): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe.each(DB_KINDS)('task lifecycle (%s)', (kind) => {
  const t = useTestApp(kind);
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture(t);
  });

  it('take: answers a click id and the tracking link, once per player and offer, also when 50 race', async () => {
    const before = await call(t, '/cpl/verify', { offerId: f.cpl });
    expect(before.body.data).toMatchObject({ done: false, completed: 0, total: 2, earned: '0' });
    expect(before.body.data.offer.take).toBeNull();
    expect((await call(t, '/cpl/verify', { offerId: 2_000_000_000 })).body.code).toBe(ErrorCode.NOT_FOUND);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(t, '/cpl/take_task', { XbOfferId: f.cpl })),
    );
    const clicks = new Set(answers.map((a) => a.body.data?.take?.clickId));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(clicks.size).toBe(1);
    const first = answers[0]?.body.data;
    expect(first.take.link).toMatch(/\/offer-sandbox\/click\/c[0-9a-f]{30}$/);
    expect(first.take.status).toBe('active');
    expect(first.offer.take.clickId).toBe(first.take.clickId);
    expect(first.take.expiresAt - first.take.takeTime).toBe(7 * 86400);
    const stored = await t.database.db.select().from(taskTakes).where(eq(taskTakes.offerId, f.cpl));
    expect(stored.filter((s) => s.userId === P1)).toHaveLength(1);
    expect(stored[0]?.deviceId).toBe(`device-of-${P1}`);
  });

  it("take: refuses bad input per field, unknown offers, other markets and another take's click id", async () => {
    for (const [body, field] of [
      [{ XbOfferId: 'x' }, 'XbOfferId'],
      [{ XbOfferId: -1 }, 'XbOfferId'],
      [{ XbOfferId: f.cpl, clickId: 'c'.repeat(65) }, 'clickId'],
      [{ XbOfferId: f.cpl, parent_id: 0 }, 'parent_id'],
      [{ XbOfferId: f.cpl, envContext: { country: 'vnm' } }, 'envContext.country'],
    ] as const) {
      const r = await call(t, '/cpl/take_task', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.body.data)).toContain(field);
    }
    expect((await call(t, '/cpl/take_task', { XbOfferId: f.cpl, parent_id: f.ayet })).body.data).toHaveProperty(
      'parent_id',
    );
    expect((await call(t, '/cpl/take_task', { XbOfferId: 2_000_000_000 })).body.code).toBe(ErrorCode.NOT_FOUND);
    const abroad = await call(t, '/cpl/take_task', { XbOfferId: f.brOnly });
    expect(abroad.body.code).toBe(ErrorCode.FORBIDDEN);
    expect(abroad.body.data).toHaveProperty('XbOfferId');
    const other = await call(t, '/cpl/take_task', { XbOfferId: f.cpl, clickId: 'c0000' });
    expect(other.body.data).toHaveProperty('clickId');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/svc/task/cpl/take_task',
      headers: signedHeaders(),
      payload: { XbOfferId: f.cpl },
    });
    expect(visitor.json().code).toBe(ErrorCode.SESSION_INVALID);
  });

  it('a signed postback pays the step once: retries, 50 identical callbacks at once and verify agree', async () => {
    const { clickId } = await take(t, f.cpl, P2);
    const before = await kc(t, P2);
    const params = builtin(clickId, `txn-${clickId}-1`, 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postback(t, 'builtin', params)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.text === 'accepted')).toHaveLength(1);
    expect(answers.filter((a) => a.text === 'duplicate')).toHaveLength(49);
    expect((await kc(t, P2)) - before).toBe(f.stepKc[0]);
    const v = await call(t, '/cpl/verify', { offerId: f.cpl, clickId }, P2);
    expect(v.body.data).toMatchObject({ done: false, completed: 1, total: 2 });
    expect(v.body.data.offer.steps.map((s: { status: string }) => s.status)).toEqual(['done', 'open']);
    // The second step by its goal name is not ours to guess: by seq. Then the take is done.
    expect((await postback(t, 'builtin', builtin(clickId, `txn-${clickId}-2`, 2))).text).toBe('accepted');
    const done = await call(t, '/cpl/verify', { offerId: f.cpl, clickId }, P2);
    expect(done.body.data).toMatchObject({ done: true, completed: 2, total: 2 });
    expect(done.body.data.offer.take.status).toBe('done');
    // The same step again under a new transaction id: once per player and step.
    expect((await postback(t, 'builtin', builtin(clickId, `txn-${clickId}-3`, 2))).text).toBe(
      'refused:already_rewarded',
    );
    expect((await kc(t, P2)) - before).toBe(f.stepKc[0] + f.stepKc[1]);
    await ledgerSound(t);
  });

  it('refuses bad signatures, unknown clicks, wrong networks and caps, and stores every refusal', async () => {
    const { clickId } = await take(t, f.cpl, P3);
    const bad = { ...builtin(clickId, 'txn-bad', 1), sig: '0'.repeat(64) };
    expect(await postback(t, 'builtin', bad)).toEqual({ status: 403, text: 'refused:bad_signature' });
    expect((await postback(t, 'builtin', builtin('c'.padEnd(31, '0'), 'txn-unknown', 1))).text).toBe(
      'refused:unknown_click',
    );
    // An ayeT offer's click reported through the builtin network.
    const ay = await take(t, f.ayet, P3);
    expect((await postback(t, 'builtin', builtin(ay.clickId, 'txn-wrong', 1))).text).toBe('refused:wrong_network');
    expect((await postback(t, 'nowhere', builtin(clickId, 'txn-x', 1))).status).toBe(404);
    // Daily cap 1 across players: the second player's completion waits for tomorrow.
    const c1 = await take(t, f.capped, P1);
    const c2 = await take(t, f.capped, P3);
    expect((await postback(t, 'builtin', builtin(c1.clickId, `cap-${c1.clickId}`, 1))).text).toBe('accepted');
    expect((await postback(t, 'builtin', builtin(c2.clickId, `cap-${c2.clickId}`, 1))).text).toBe('refused:daily_cap');
    const stored = await rows<{ verdict: string; reason: string }>(
      t.database.db,
      sql`select verdict, reason from task_postbacks where txn_id in ('txn-bad', 'txn-wrong', ${`cap-${c2.clickId}`})`,
    );
    expect(stored.map((s) => s.reason).sort()).toEqual(['bad_signature', 'daily_cap', 'wrong_network']);
    await ledgerSound(t);
  });

  it('ayeT callbacks: header HMAC over the sorted parameters, reversal with the r- prefix', async () => {
    const { clickId } = await take(t, f.ayet, P1);
    const before = await kc(t, P1);
    const params = {
      transaction_id: `ay-${clickId}`,
      external_identifier: clickId,
      is_chargeback: '0',
      currency_amount: '700',
      payout_usd: '0.36',
      event_name: 'level:3',
    };
    const signed = { [AYET_HASH_HEADER]: hmacHex(AYET, sortedQuery(params)) };
    expect((await postback(t, 'ayet', params, { [AYET_HASH_HEADER]: 'ab'.repeat(32) })).status).toBe(403);
    expect((await postback(t, 'ayet', params, signed)).text).toBe('accepted');
    expect((await kc(t, P1)) - before).toBe(700_000n);
    const reversal = {
      ...params,
      transaction_id: `r-ay-${clickId}`,
      is_chargeback: '1',
      currency_amount: '-700',
      chargeback_reason: 'fraud',
    };
    const reversed = await postback(t, 'ayet', reversal, { [AYET_HASH_HEADER]: hmacHex(AYET, sortedQuery(reversal)) });
    expect(reversed.text).toBe('accepted');
    expect(await kc(t, P1)).toBe(before);
    const history = await call(t, '/cpl/product_complete_list', { xbOfferId: f.ayet }, P1);
    expect(history.body.data.list[0]).toMatchObject({ status: 'reversed', reason: 'fraud' });
    await ledgerSound(t);
  });

  it('a reversal after the reward was spent leaves a debt that the next reward repays; one before its conversion voids it', async () => {
    const { clickId } = await take(t, f.cpl, P1);
    const start = await kc(t, P1);
    expect((await postback(t, 'builtin', builtin(clickId, `spent-${clickId}`, 1))).text).toBe('accepted');
    // Spend it all: move the balance away through the ledger (as a purchase would).
    const { transfer } = await import('../../src/ledger/ledger.ts');
    const all = await kc(t, P1);
    await transfer(
      t.database.db,
      [{ debit: { userId: P1 }, credit: { system: 'house' }, coin: 'KC', amount: all, kind: 'test_spend' }],
      { reference: `spend-${clickId}` },
    );
    expect((await postback(t, 'builtin', builtin(clickId, `spent-${clickId}`, 1, true))).text).toBe('accepted');
    expect(await kc(t, P1)).toBe(0n);
    const owed = await call(t, '/cpl/product_complete_list', {}, P1);
    expect(owed.body.data.summary.debt).not.toBe('0');
    // The next reward (step 1 was reversed, so it can be earned again) repays the debt first.
    await postback(t, 'builtin', builtin(clickId, `again-${clickId}`, 1));
    expect(await kc(t, P1)).toBe(0n);
    expect((await call(t, '/cpl/product_complete_list', {}, P1)).body.data.summary.debt).toBe('0');
    await postback(t, 'builtin', builtin(clickId, `step2-${clickId}`, 2));
    expect(await kc(t, P1)).toBe(f.stepKc[1]);
    // Out of order: the chargeback first, then its conversion, which must not pay.
    const other = await take(t, f.capped, P2);
    expect((await postback(t, 'builtin', builtin(other.clickId, `ooo-${other.clickId}`, 1, true))).text).toBe(
      'accepted:reversed_before_conversion',
    );
    const p2 = await kc(t, P2);
    expect((await postback(t, 'builtin', builtin(other.clickId, `ooo-${other.clickId}`, 1))).text).toBe('duplicate');
    expect(await kc(t, P2)).toBe(p2);
    expect(start).toBeGreaterThanOrEqual(0n);
    await ledgerSound(t);
  });

  it('screenshot audit: sniffed and re-encoded, one pending per step, two reviewers approving at once pay once', async () => {
    const { clickId } = await take(t, f.audit, P3);
    const notImage = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    const refused = await call(t, '/cpl/submit_audit', { offerId: f.audit, clickId, img: notImage }, P3);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toHaveProperty('img');
    expect(
      (await call(t, '/cpl/submit_audit', { offerId: f.audit, clickId, img: 'https://x.test/a.png' }, P3)).body.data,
    ).toHaveProperty('img');
    const store = t.app.tasks.auditDeps.store;
    const stored = async () => (await store.list('task-audit')).length;
    const filesBefore = await stored();
    const sent = await call(
      t,
      '/cpl/submit_audit',
      { offerId: f.audit, clickId, img: await png(), content: 'Level 20 reached' },
      P3,
    );
    expect(sent.body.data).toMatchObject({ status: 'pending' });
    expect((await call(t, '/cpl/submit_audit', { offerId: f.audit, clickId, img: await png() }, P3)).body.code).toBe(
      ErrorCode.CONFLICT,
    );
    // The refused second screenshot left no file behind.
    expect(await stored()).toBe(filesBefore + 1);
    // A file whose row was never written (a crash between the two) is swept after an hour; the audit's stays.
    const orphan = await store.put('task-audit', Buffer.from('RIFF0000WEBP'), 'webp');
    expect(await sweepAuditScreenshots(t.app.tasks.auditDeps, Date.now() + 30 * 60_000)).toBe(0);
    expect(await sweepAuditScreenshots(t.app.tasks.auditDeps, Date.now() + 2 * 3_600_000)).toBe(1);
    expect(await store.get(orphan)).toBeUndefined();
    expect(await stored()).toBe(filesBefore + 1);
    expect((await call(t, '/cpl/verify', { offerId: f.audit, clickId }, P3)).body.data.offer.steps[0].status).toBe(
      'pending_audit',
    );

    const [a, b] = [await signedInOperator(t, 'support'), await signedInOperator(t, 'content')];
    const viewer = await signedInOperator(t, 'viewer');
    expect((await opsCall(t.app, ops.opsTaskAuditsList, {}, viewer.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const queue = await opsCall(t.app, ops.opsTaskAuditsList, {}, a.token);
    const item = queue.body.data.list.find((i: { audit_id: number }) => i.audit_id === sent.body.data.auditId);
    expect(item).toMatchObject({ user_id: P3, content: 'Level 20 reached', reward_kc: expect.any(String) });
    const image = await opsCall(t.app, ops.opsTaskAuditImage, { audit_id: item.audit_id }, a.token);
    expect(image.body.code, JSON.stringify(image.body)).toBe(0);
    const bytes = Buffer.from(image.body.data.base64, 'base64');
    expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
    expect((await sharp(bytes).metadata()).height).toBe(80);
    expect(
      (await opsCall(t.app, ops.opsTaskAuditDecide, { audit_id: item.audit_id, approve: false }, a.token)).body.data,
    ).toHaveProperty('reason');

    const before = await kc(t, P3);
    const decisions = await Promise.all(
      [a, b].map((op) => opsCall(t.app, ops.opsTaskAuditDecide, { audit_id: item.audit_id, approve: true }, op.token)),
    );
    expect(decisions.map((d) => d.body.code).sort()).toEqual([0, ErrorCode.CONFLICT].sort());
    expect((await kc(t, P3)) - before).toBe(900_000n);
    expect((await call(t, '/cpl/verify', { offerId: f.audit, clickId }, P3)).body.data.done).toBe(true);
    const logged = await rows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from operator_audit where action = 'tasks.audit_approve' and target = ${`task_audit:${item.audit_id}`}`,
    );
    expect(logged[0]?.n).toBe('1');
    await ledgerSound(t);
  });

  it('history and the contribution summary come from the ledger', async () => {
    const list = await call(t, '/cpl/product_complete_list', { status: 'paid', page: 1, one_page_cnt: 50 }, P2);
    expect(list.body.code).toBe(0);
    const paid = list.body.data.list as { status: string; reward: { amount: string } }[];
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((p) => p.status === 'paid')).toBe(true);
    const ledger = await rows<{ net: string }>(
      t.database.db,
      sql`select coalesce(sum(t.amount), 0)::text as net from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
          where c.user_id = ${P2} and t.kind = 'task_reward' and t.coin = 'KC'`,
    );
    const summary = list.body.data.summary;
    // P2 has only cpl rewards (no play time, reversals or debts): the three agree with the ledger's sum.
    const { coinOf, fromMinor } = await import('../../src/ledger/coins.ts');
    expect(summary.xb_cpl_contribute_sum).toBe(fromMinor(BigInt(ledger[0]?.net ?? '0'), coinOf('KC').decimals));
    expect(summary.xb_base_contribute).toBe(summary.xb_cpl_contribute_sum);
    expect(ledger[0]?.net).not.toBe('0');
    for (const [body, field] of [
      [{ status: 'maybe' }, 'status'],
      [{ page: 0 }, 'page'],
      [{ one_page_cnt: 51 }, 'one_page_cnt'],
      [{ xbOfferId: 1.5 }, 'xbOfferId'],
    ] as const) {
      const r = await call(t, '/cpl/product_complete_list', body, P2);
      expect(r.status).toBe(400);
      expect(r.body.data).toHaveProperty(field);
    }
  });

  it('events: action, report_ev, the click beacon and the signed offer statistics are stored, never paid', async () => {
    const before = await kc(t, P1);
    expect((await call(t, '/task/action', { xbOfferId: f.cpl, action: 'open', action_type: 'store' })).body.code).toBe(
      0,
    );
    expect((await call(t, '/task/action', { xbOfferId: f.cpl, action: 'pay_me' })).body.data).toHaveProperty('action');
    expect((await call(t, '/cpl/report_ev', { action: 'card_seen', props: { productId: 3 } })).body.code).toBe(0);
    expect((await call(t, '/cpl/report_ev', { action: '<b>' })).body.data).toHaveProperty('action');
    expect((await call(t, '/cccttt', { xbOfferId: f.cpl, from: 'home' })).body.code).toBe(0);
    const headers = signedHeaders({ userId: P1 });
    const body = { event: 'card_impression', module: 'home', uid: P1, data: { productId: 3 } };
    const sign = createHash('sha256')
      .update(offerStatsMessage(body, headers.TS as string, headers.NONCE as string))
      .digest('hex');
    const stats = (payload: object, h = headers) =>
      t.app.inject({ method: 'POST', url: '/svc/stats/offer_stats', headers: h, payload });
    expect((await stats({ ...body, sign })).json().code).toBe(0);
    const replayed = signedHeaders({ userId: P1 });
    expect((await stats({ ...body, sign }, replayed)).json().code).toBe(ErrorCode.BAD_SIGNATURE);
    expect((await stats({ ...body, uid: P2, sign }, signedHeaders({ userId: P1 }))).json().data).toHaveProperty('uid');
    const stored = await rows<{ kind: string }>(
      t.database.db,
      sql`select distinct kind from task_events order by kind`,
    );
    expect(stored.map((s) => s.kind)).toEqual(['action', 'cccttt', 'report_ev', 'stats']);
    expect(await kc(t, P1)).toBe(before);
  });

  it('the network double: its page completes a step with a late, duplicated signed callback', async () => {
    const { clickId, link } = await take(t, f.cpl, P3);
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete step 1');
    const before = await kc(t, P3);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/offer-sandbox/click/${clickId}/complete/1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(sent.statusCode).toBe(303);
    await expect.poll(() => kc(t, P3), { timeout: 10_000 }).toBe(before + (f.stepKc[0] as bigint));
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: string }>(
              t.database.db,
              sql`select count(*)::text as n from task_postbacks where params->>'click_id' = ${clickId} and txn_id like 'sbx-%'`,
            )
          )[0]?.n,
        { timeout: 10_000 },
      )
      .toBe('2');
    expect(await kc(t, P3)).toBe(before + (f.stepKc[0] as bigint));
    await ledgerSound(t);
  });
});
