import { ErrorCode } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { taskCompletions, taskOfferSteps, taskOffers, taskProducts } from '../../src/db/schema/index.ts';
import { signBuiltin } from '../../src/services/task/networks/builtin.ts';
import { lastAudit } from '../fortune/growth-support.ts';
import { DB_KINDS, signedHeaders, type TestApp, useTestApp } from '../helpers.ts';
import { expectLedgerOk } from '../lotto/support.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';

/**
 * The catalogue console (docs/tasks.md "Console"), on both databases: content and admin create and edit products and
 * offers (bad input: field errors, nothing written), every change audited with before and after; the schedule and
 * pause are enforced where players list offers (product page, search) and take them; other roles are refused.
 */

const PLAYER = 100002;
const BUILTIN = 'tnw_arcadia_development_builtin';
const HOUR = 3600;

async function player(t: TestApp, path: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/svc/task${path}`,
    headers: signedHeaders({
      userId: PLAYER,
      extra: { 'Country-Code': 'vn', 'D-Id': 'catalogue-device', language: 'en-US' },
    }),
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

const offersSeen = async (t: TestApp, productId: number) =>
  ((await player(t, '/cpl/product_detail', { ProductId: productId })).body.data.offers as { xbOfferId: number }[]).map(
    (o) => o.xbOfferId,
  );
const searchCards = async (t: TestApp, keyword: string) =>
  (
    (await player(t, '/game_tab/search', { keyword, page: 1, one_page_cnt: 20 })).body.data.list as {
      productId: number;
    }[]
  ).map((c) => c.productId);

const unique = () => Math.random().toString(36).slice(2, 8);

function productBody(title: string) {
  return {
    titles: { 'en-US': title, 'vi-VN': `${title} VN` },
    descriptions: { 'en-US': 'A quest made in the console.' },
    category_id: 'rpg',
    product_type: 'game',
    art: 'starfall-saga',
    markets: ['vn', 'th'],
  };
}

function offerBody(productId: number, extra: Record<string, unknown> = {}) {
  return {
    product_id: productId,
    kind: 'cpl',
    titles: { 'en-US': 'Reach level 10' },
    markets: [],
    daily_cap: 500,
    expire_days: 7,
    steps: [
      { goal: 'level:5', titles: { 'en-US': 'Level 5' }, reward_kc: '12.5' },
      {
        goal: 'level:10',
        titles: { 'en-US': 'Level 10' },
        reward_kc: '30',
        reward_token_coin: 'XGT',
        reward_token: '2',
      },
    ],
    ...extra,
  };
}

describe.each(DB_KINDS)('catalogue console (%s)', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => expectLedgerOk(t));

  it('content creates, finds and edits a product, audited; other roles are refused', async () => {
    for (const role of ['viewer', 'finance', 'support', 'games'] as const) {
      const other = await signedInOperator(t, role);
      const no = await opsCall(t.app, '/catalogue/products/save', productBody('Nope'), other.token);
      expect(no.body.code, role).toBe(ErrorCode.FORBIDDEN);
      expect(no.body.data.permission).toBe('catalogue.manage');
    }
    const content = await signedInOperator(t, 'content');
    const title = `Console Quest ${unique()}`;

    const bad = await opsCall(
      t.app,
      '/catalogue/products/save',
      { ...productBody(title), titles: { 'vi-VN': 'Chỉ tiếng Việt' }, markets: ['VN'], product_type: 'toy' },
      content.token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data).sort()).toEqual(['markets.0', 'product_type', 'titles.en-US']);
    const noCategory = await opsCall(
      t.app,
      '/catalogue/products/save',
      { ...productBody(title), category_id: 'nothing' },
      content.token,
    );
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.data).toEqual({ category_id: ['No such category'] });
    const named = await t.database.db.select({ titles: taskProducts.titles }).from(taskProducts);
    expect(named.filter((p) => p.titles['en-US'] === title)).toEqual([]);

    const made = await opsCall(t.app, '/catalogue/products/save', productBody(title), content.token);
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.data).toMatchObject({
      title,
      category_id: 'rpg',
      product_type: 'game',
      icon: '/task-art/starfall-saga/icon.svg',
      art: 'starfall-saga',
      markets: ['vn', 'th'],
      active: true,
      offers: 0,
    });
    const id = made.body.data.id as number;
    expect(await lastAudit(t, 'catalogue.product_create')).toMatchObject({
      operatorId: content.id,
      target: `task_product:${id}`,
      after: { id, title },
    });

    const search = (body: object) => opsCall(t.app, '/catalogue/products', body, content.token);
    const ids = (r: Awaited<ReturnType<typeof search>>) => r.body.data.list.map((p: { id: number }) => p.id);
    expect(ids(await search({ q: title.slice(-6).toUpperCase() }))).toEqual([id]);
    expect(ids(await search({ q: String(id) }))).toContain(id);
    expect(ids(await search({ q: title, market: 'th' }))).toEqual([id]);
    expect(ids(await search({ q: title, market: 'br' }))).toEqual([]);
    expect(ids(await search({ q: title, status: 'paused' }))).toEqual([]);
    expect((await search({})).body.data.categories.map((c: { id: string }) => c.id)).toContain('rpg');

    const admin = await signedInOperator(t, 'admin');
    const edited = await opsCall(
      t.app,
      '/catalogue/products/save',
      { ...productBody(`${title} II`), product_id: id, markets: [], active: false, art: 'pixel-pets' },
      admin.token,
    );
    expect(edited.body.data).toMatchObject({ title: `${title} II`, markets: [], active: false, art: 'pixel-pets' });
    expect(await lastAudit(t, 'catalogue.product_update')).toMatchObject({
      operatorId: admin.id,
      before: { title, active: true, markets: ['vn', 'th'] },
      after: { title: `${title} II`, active: false, markets: [] },
    });
    expect(ids(await search({ q: title, status: 'paused' }))).toEqual([id]);
    const missing = await opsCall(
      t.app,
      '/catalogue/products/save',
      { ...productBody(title), product_id: 2_000_000_000 },
      admin.token,
    );
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('creates and edits an offer with steps and rewards; bad input is a field error and writes nothing', async () => {
    const content = await signedInOperator(t, 'content');
    const title = `Offer Quest ${unique()}`;
    const product = (await opsCall(t.app, '/catalogue/products/save', productBody(title), content.token)).body.data;

    const bad = await opsCall(
      t.app,
      '/catalogue/offers/save',
      offerBody(product.id, {
        starts_at: 2_000_000_000,
        ends_at: 1_900_000_000,
        steps: [{ goal: 'level:5', titles: { 'en-US': 'x' }, reward_kc: '1' }],
      }),
      content.token,
    );
    expect(bad.body.data).toEqual({ ends_at: ['Must be after starts_at'] });
    const badRewards = await opsCall(
      t.app,
      '/catalogue/offers/save',
      offerBody(product.id, {
        steps: [
          { goal: 'level:5', titles: { 'en-US': 'x' }, reward_kc: '1.234' },
          { goal: 'level:6', titles: { 'en-US': 'y' }, reward_kc: '1', reward_token_coin: 'XGT' },
        ],
      }),
      content.token,
    );
    expect(badRewards.status).toBe(400);
    expect(Object.keys(badRewards.body.data).sort()).toEqual(['steps.0.reward_kc', 'steps.1.reward_token']);
    const badShape = await opsCall(
      t.app,
      '/catalogue/offers/save',
      offerBody(product.id, { daily_cap: -1, expire_days: 0, kind: 'lottery', steps: [] }),
      content.token,
    );
    expect(Object.keys(badShape.body.data).sort()).toEqual(['daily_cap', 'expire_days', 'kind', 'steps']);
    const noProduct = await opsCall(t.app, '/catalogue/offers/save', offerBody(2_000_000_000), content.token);
    expect(noProduct.body.data).toEqual({ product_id: ['No such product'] });
    expect(await t.database.db.select().from(taskOffers).where(eq(taskOffers.productId, product.id))).toEqual([]);

    const made = await opsCall(
      t.app,
      '/catalogue/offers/save',
      offerBody(product.id, { network_offer_id: `net-${unique()}` }),
      content.token,
    );
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.data).toMatchObject({
      product_id: product.id,
      kind: 'cpl',
      daily_cap: 500,
      expire_days: 7,
      state: 'live',
      steps: [
        { seq: 1, goal: 'level:5', reward_kc: '12.5', reward_token_coin: null, reward_token: '0' },
        { seq: 2, goal: 'level:10', reward_kc: '30', reward_token_coin: 'XGT', reward_token: '2' },
      ],
    });
    const offerId = made.body.data.id as number;
    expect((await lastAudit(t, 'catalogue.offer_create'))?.after).toMatchObject({ id: offerId, daily_cap: 500 });
    const stepRows = await t.database.db.select().from(taskOfferSteps).where(eq(taskOfferSteps.offerId, offerId));
    expect(stepRows.map((r) => [r.seq, r.rewardKc, r.rewardTokenCoin]).sort()).toEqual([
      [1, 1250n, null],
      [2, 3000n, 'XGT'],
    ]);

    const dup = await opsCall(
      t.app,
      '/catalogue/offers/save',
      offerBody(product.id, { network_offer_id: made.body.data.network_offer_id }),
      content.token,
    );
    expect(Object.keys(dup.body.data)).toEqual(['network_offer_id']);

    // A sub-offer must hang under a top-level offer of the same product.
    const wrongParent = await opsCall(
      t.app,
      '/catalogue/offers/save',
      offerBody(product.id, { parent_id: 2_000_000_000 }),
      content.token,
    );
    expect(Object.keys(wrongParent.body.data)).toEqual(['parent_id']);

    // Edit: one step fewer, new caps and markets; the audit holds both versions.
    const edited = await opsCall(
      t.app,
      '/catalogue/offers/save',
      offerBody(product.id, {
        offer_id: offerId,
        daily_cap: 50,
        markets: ['vn'],
        steps: [{ goal: 'level:5', titles: { 'en-US': 'Level 5' }, reward_kc: '15' }],
      }),
      content.token,
    );
    expect(edited.body.data).toMatchObject({ daily_cap: 50, markets: ['vn'], steps: [{ seq: 1, reward_kc: '15' }] });
    expect(edited.body.data.steps).toHaveLength(1);
    const audit = await lastAudit(t, 'catalogue.offer_update');
    expect(audit?.before).toMatchObject({ daily_cap: 500, markets: [] });
    expect(audit?.before.steps).toHaveLength(2);
    expect(audit?.after).toMatchObject({ daily_cap: 50, markets: ['vn'] });

    const detail = await opsCall(t.app, '/catalogue/product', { product_id: product.id }, content.token);
    expect(detail.body.data.product.offers).toBe(1);
    expect(detail.body.data.offers.map((o: { id: number }) => o.id)).toEqual([offerId]);
  });

  it('twenty saves racing on one network offer id: one offer made, the others field errors, never a 500', async () => {
    const content = await signedInOperator(t, 'content');
    const product = (await opsCall(t.app, '/catalogue/products/save', productBody(`Race ${unique()}`), content.token))
      .body.data;
    const networkId = `race-${unique()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        opsCall(t.app, '/catalogue/offers/save', offerBody(product.id, { network_offer_id: networkId }), content.token),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    const made = answers.filter((a) => a.body.code === 0);
    expect(made).toHaveLength(1);
    const refused = answers.filter((a) => a.body.code !== 0);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.data)).toEqual(['network_offer_id']);
    }
    const rows = await t.database.db.select().from(taskOffers).where(eq(taskOffers.networkOfferId, networkId));
    expect(rows.map((r) => r.id)).toEqual([made[0]?.body.data.id]);
    expect(
      await t.database.db
        .select()
        .from(taskOfferSteps)
        .where(eq(taskOfferSteps.offerId, rows[0]?.id ?? 0)),
    ).toHaveLength(2);

    // Two other offers renamed to one free id at once: one takes it, the other gets the field error.
    const [a, b] = await Promise.all(
      [1, 2].map(
        async () =>
          (await opsCall(t.app, '/catalogue/offers/save', offerBody(product.id), content.token)).body.data.id as number,
      ),
    );
    const shared = `race-${unique()}`;
    const renames = await Promise.all(
      [a, b].map((offerId) =>
        opsCall(
          t.app,
          '/catalogue/offers/save',
          offerBody(product.id, { offer_id: offerId, network_offer_id: shared }),
          content.token,
        ),
      ),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(Object.keys(renames.find((r) => r.status === 400)?.body.data ?? {})).toEqual(['network_offer_id']);
  });

  it('a schedule and a pause hide the offer from players and refuse takes, enforced on the server', async () => {
    const content = await signedInOperator(t, 'content');
    const title = `Window Quest ${unique()}`;
    const product = (await opsCall(t.app, '/catalogue/products/save', productBody(title), content.token)).body.data;
    const now = Math.floor(Date.now() / 1000);
    const save = (extra: Record<string, unknown>) =>
      opsCall(t.app, '/catalogue/offers/save', offerBody(product.id, extra), content.token);
    const take = (offerId: number) => player(t, '/cpl/take_task', { XbOfferId: offerId });

    // Starts in an hour: scheduled, not listed, not taken.
    const later = await save({ starts_at: now + HOUR });
    const offerId = later.body.data.id as number;
    expect(later.body.data.state).toBe('scheduled');
    expect(await offersSeen(t, product.id)).toEqual([]);
    expect(await searchCards(t, title)).toEqual([]);
    expect((await take(offerId)).body.code).toBe(ErrorCode.NOT_FOUND);

    // Ended an hour ago: the same.
    const ended = await save({ offer_id: offerId, starts_at: now - 2 * HOUR, ends_at: now - HOUR });
    expect(ended.body.data.state).toBe('ended');
    expect(await offersSeen(t, product.id)).toEqual([]);
    expect((await take(offerId)).body.code).toBe(ErrorCode.NOT_FOUND);

    // Inside its window: listed, found by search and taken.
    const open = await save({ offer_id: offerId, starts_at: now - HOUR, ends_at: now + HOUR });
    expect(open.body.data).toMatchObject({ state: 'live', starts_at: now - HOUR, ends_at: now + HOUR });
    expect((await lastAudit(t, 'catalogue.offer_update'))?.after).toMatchObject({ starts_at: now - HOUR });
    expect(await offersSeen(t, product.id)).toEqual([offerId]);
    expect(await searchCards(t, title)).toEqual([product.id]);
    const taken = await take(offerId);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);

    // A completed step stays: an edit that drops it is a field error and changes nothing.
    const params = signBuiltin(BUILTIN, {
      click_id: taken.body.data.take.clickId,
      txn_id: `catalogue-${unique()}`,
      step: '2',
      reversal: '0',
    });
    const paid = await t.app.inject({ method: 'GET', url: `/postback/builtin?${new URLSearchParams(params)}` });
    expect(paid.statusCode).toBe(200);
    const [completion] = await t.database.db
      .select()
      .from(taskCompletions)
      .where(eq(taskCompletions.clickId, taken.body.data.take.clickId));
    expect(completion?.status).toBe('paid');
    const shorter = await save({
      offer_id: offerId,
      starts_at: now - HOUR,
      steps: [{ goal: 'level:5', titles: { 'en-US': 'Level 5' }, reward_kc: '1' }],
    });
    expect(shorter.body.data).toEqual({ steps: ['Step 2 was completed or audited: it cannot be removed'] });
    const kept = await t.database.db.select().from(taskOfferSteps).where(eq(taskOfferSteps.offerId, offerId));
    expect(kept.map((r) => r.rewardKc).sort()).toEqual([1250n, 3000n]);

    // Paused: hidden and refused; resumed: back.
    const viewer = await signedInOperator(t, 'viewer');
    expect(
      (await opsCall(t.app, '/catalogue/offers/status', { offer_id: offerId, active: false }, viewer.token)).body.code,
    ).toBe(ErrorCode.FORBIDDEN);
    const paused = await opsCall(
      t.app,
      '/catalogue/offers/status',
      { offer_id: offerId, active: false },
      content.token,
    );
    expect(paused.body.data).toMatchObject({ active: false, state: 'paused' });
    expect(await lastAudit(t, 'catalogue.offer_pause')).toMatchObject({
      operatorId: content.id,
      target: `task_offer:${offerId}`,
      before: { active: true },
      after: { active: false },
    });
    expect(await offersSeen(t, product.id)).toEqual([]);
    expect(await searchCards(t, title)).toEqual([]);
    expect((await take(offerId)).body.code).toBe(ErrorCode.NOT_FOUND);
    const resumed = await opsCall(
      t.app,
      '/catalogue/offers/status',
      { offer_id: offerId, active: true },
      content.token,
    );
    expect(resumed.body.data.state).toBe('live');
    expect((await lastAudit(t, 'catalogue.offer_resume'))?.after).toEqual({ active: true });
    expect(await offersSeen(t, product.id)).toEqual([offerId]);
    expect((await take(offerId)).status).toBe(200);

    const missing = await opsCall(
      t.app,
      '/catalogue/offers/status',
      { offer_id: 2_000_000_000, active: true },
      content.token,
    );
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
